// The code step of a phone or email change in the account page, in the kit's one code-step layout (issue 18
// §1 "one layout per task"): the same field, hint, full-width Verify, and resend with its countdown under it
// as the sign-in, recovery and sign-up codes, with Cancel as the section's other way on. A module of its own,
// loaded with the contact section only, so the account page's first chunk does not carry the code step.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { normalizeOneTimeCode } from '../../primitives';
import { CodeStep as SharedCodeStep, useCodeText, useResendCooldown } from '../code-step';
import { ServerError } from '../sign-in/shared';
import type { AccountParts } from './parts';
import type { SectionHook } from './shared';
import { useText, type TextKey } from './text';

/** Digits of the codes the service sends (seed 001 §5). */
const CODE_LENGTH = 6;

/**
 * Where the code went, one code input (`inputmode=numeric`, `autocomplete=one-time-code`, "123 456"
 * accepted), Verify, a new code (then its countdown), Cancel.
 */
export function CodeStep({ parts: P, hook }: { parts: AccountParts; hook: SectionHook }): ReactNode {
  const t = useText();
  const codeText = useCodeText();
  const { state, actions } = hook;
  const controlId = `${useId()}-code`;
  const [attempt, setAttempt] = useState(0);
  const cooldown = useResendCooldown();
  // The key, worded at render: the message follows a locale switch (issue 18 §3).
  const [clientErrorKey, setClientError] = useState<TextKey | null>(null);
  const clientError = clientErrorKey === null ? undefined : t(clientErrorKey);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const raw = new FormData(event.currentTarget).get('code');
    const code = normalizeOneTimeCode(typeof raw === 'string' ? raw : '');
    setAttempt((n) => n + 1);
    if (code.length !== CODE_LENGTH) {
      setClientError(code === '' ? 'field.verificationCode.required' : 'field.verificationCode.invalid');
      return;
    }
    setClientError(null);
    actions.verifyCode(code);
  };
  const sending = state.pendingOp === 'send';
  return (
    <SharedCodeStep
      parts={P}
      step="code"
      intro={
        <P.Status>
          {sending
            ? t('account.code.sending')
            : state.isCodeSent
              ? t('account.code.sentTo', { target: state.target ?? '' })
              : null}
        </P.Status>
      }
      controlId={controlId}
      hint={codeText('mfa.code.hint')}
      error={clientError}
      errors={clientError === undefined ? [] : [{ fieldId: controlId, message: clientError }]}
      attempt={attempt}
      alert={
        clientError === undefined ? (
          <ServerError parts={P} code={state.errorCode} attempt={state.attempt} />
        ) : null
      }
      input={{
        name: 'code',
        length: CODE_LENGTH,
        invalid: clientError !== undefined || state.errorCode !== null,
      }}
      formPending={state.isPending}
      onSubmit={onSubmit}
      submit={{ pending: state.pendingOp === 'verify', pendingLabel: t('account.saving') }}
      resend={{
        secondsLeft: cooldown.secondsLeft,
        pending: sending,
        label: t('account.action.resend'),
        onResend: () => {
          cooldown.start();
          actions.sendCode();
        },
      }}
      more={
        <P.Button variant="tertiary" onClick={actions.cancel}>
          {t('action.cancel')}
        </P.Button>
      }
    />
  );
}
