import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { normalizeOneTimeCode } from '../../primitives';
import { useText, type TextKey } from './text';
import type { MfaParts } from './parts';

/** Field name of the one-time code input (the headless hook's name). */
export const CODE_FIELD = 'code';
/** Digits of the codes the service sends and authenticator apps show. */
export const CODE_LENGTH = 6;

export interface CodeFormProps {
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
  /** Extra content after the submit button (resend, "didn't get it", other ways). */
  readonly children?: ReactNode;
}

/**
 * One form, one input (QUALITY.md a11y 6): `inputmode=numeric`, `autocomplete=one-time-code`, paste of
 * "123 456" normalised by the input, no auto-submit. An empty or short code shows the error summary and the
 * same words inline; a server error shows an announced alert, and marks the input invalid when it rejected
 * the code itself.
 */
export function CodeForm({
  parts: P,
  step,
  hint,
  pending,
  serverError,
  serverAttempt,
  codeRejected,
  onVerify,
  children,
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
    <>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={clientError === null ? [] : [{ fieldId: controlId, message: clientError }]}
        focusKey={attempt}
      />
      {serverError !== null && clientError === null ? (
        <P.Alert announceKey={`${step}-${serverAttempt}`}>{serverError}</P.Alert>
      ) : null}
      <P.Form data-step={step} pending={pending} onSubmit={onSubmit}>
        <P.Field
          label={t('label.verificationCode')}
          hint={hint}
          error={clientError ?? undefined}
          controlId={controlId}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.OneTimeCodeInput
            name={CODE_FIELD}
            length={CODE_LENGTH}
            invalid={clientError !== null || (serverError !== null && codeRejected)}
          />
        </P.Field>
        <P.Button type="submit" pending={pending} pendingLabel={t('mfa.verifying')} fullWidth>
          {t('action.verify')}
        </P.Button>
      </P.Form>
      {children}
    </>
  );
}
