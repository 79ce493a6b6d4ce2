import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { normalizeOneTimeCode } from '../../primitives';
import { CodeStep, type CodeStepProps } from '../code-step';
import { useText, type TextKey } from './text';
import type { MfaParts } from './parts';

/** Field name of the one-time code input (the headless hook's name). */
export const CODE_FIELD = 'code';
/** Digits of the codes the service sends and authenticator apps show. */
export const CODE_LENGTH = 6;

export interface CodeFormProps extends Pick<
  CodeStepProps,
  'heading' | 'intro' | 'status' | 'resend' | 'more' | 'after'
> {
  readonly parts: MfaParts;
  /** `data-step` of the form. */
  readonly step: string;
  readonly hint: string;
  readonly pending: boolean;
  /** Server error text (already resolved through the catalogue), or null. */
  readonly serverError: string | null;
  /** Finished server attempts: re-creates the alert so a repeated failure is announced again. */
  readonly serverAttempt: number;
  /**
   * The server rejected the code itself (`rejectsEnteredCode`): only then is the input marked invalid. A
   * failed send or an outage shows its alert without telling the user their code was wrong.
   */
  readonly codeRejected: boolean;
  readonly onVerify: (code: string) => void;
}

/**
 * The MFA code steps' checks on the shared code step (../code-step.tsx): one input, `inputmode=numeric`,
 * `autocomplete=one-time-code`, paste of "123 456" normalised by the input, no auto-submit. An empty or short
 * code shows the error summary and the same words inline; a server error shows an announced alert, and marks
 * the input invalid when it rejected the code itself.
 */
export function CodeForm({
  parts,
  step,
  hint,
  pending,
  serverError,
  serverAttempt,
  codeRejected,
  onVerify,
  ...layout
}: CodeFormProps): ReactNode {
  const t = useText();
  const controlId = `${useId()}-code`;
  const [attempt, setAttempt] = useState(0);
  // The key, worded at render: the message follows a locale switch (issue 18 §3).
  const [clientErrorKey, setClientError] = useState<TextKey | null>(null);
  const clientError = clientErrorKey === null ? null : t(clientErrorKey);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const raw = new FormData(event.currentTarget).get(CODE_FIELD);
    const code = normalizeOneTimeCode(typeof raw === 'string' ? raw : '');
    setAttempt((n) => n + 1);
    if (code === '') {
      setClientError('field.verificationCode.required');
      return;
    }
    if (code.length !== CODE_LENGTH) {
      setClientError('field.verificationCode.invalid');
      return;
    }
    setClientError(null);
    onVerify(code);
  };

  return (
    <CodeStep
      {...layout}
      parts={parts}
      step={step}
      controlId={controlId}
      hint={hint}
      error={clientError ?? undefined}
      errors={clientError === null ? [] : [{ fieldId: controlId, message: clientError }]}
      attempt={attempt}
      alert={
        serverError !== null && clientError === null ? (
          <parts.Alert announceKey={`${step}-${serverAttempt}`}>{serverError}</parts.Alert>
        ) : null
      }
      input={{
        name: CODE_FIELD,
        length: CODE_LENGTH,
        invalid: clientError !== null || (serverError !== null && codeRejected),
      }}
      formPending={pending}
      onSubmit={onSubmit}
      submit={{ pending, pendingLabel: t('mfa.verifying') }}
    />
  );
}
