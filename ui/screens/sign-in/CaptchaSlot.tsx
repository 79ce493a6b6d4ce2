import type { ReactNode } from 'react';
import { Field, TextInput } from '../../primitives';
import { useCoreText as useText } from '../text';

/**
 * Props of the captcha part. The host fills the slot with its captcha widget (reCAPTCHA, hCaptcha, ...):
 * the widget puts its token in a form field called `name` (a hidden input is enough), or the host's part
 * renders that input itself. `onExecutionStart` / `onExecutionEnd` report invisible execution to the flow
 * (seed 000 §4.3 toggles a flag).
 */
export interface CaptchaSlotProps {
  /** Name of the form field the token travels in. */
  readonly name: string;
  readonly mode: 'invisible' | 'visible';
  /** Id for the control, so the error summary can link to it. */
  readonly controlId: string;
  /** Inline error (same words as the error summary). */
  readonly error: string | undefined;
  readonly onExecutionStart: () => void;
  readonly onExecutionEnd: () => void;
}

/**
 * The default captcha part: a labelled field where a token is typed, which is what the playground and the
 * stories need (the playground accepts `playground-captcha-ok`). Products replace it with their widget
 * through `components={{ Captcha: MyCaptcha }}`.
 */
export function CaptchaSlot({ name, controlId, error }: CaptchaSlotProps): ReactNode {
  const t = useText();
  return (
    <Field
      label={t('signIn.captcha.label')}
      hint={t('signIn.captcha.hint')}
      controlId={controlId}
      error={error}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
      <TextInput name={name} autoComplete="off" autoCapitalize="none" spellCheck={false} />
    </Field>
  );
}
