import type { ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { rejectsEnteredCode } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { useText } from './text';
import { useAttemptCounter } from './attempts';
import { useMfaErrorText } from './challenge-text';
import { CodeForm } from './CodeForm';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/** TOTP challenge (seed 000 §2.2 "totp"): the code the authenticator app shows; no resend. */
export function TotpScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const { state, actions } = useMfa();
  const attempts = useAttemptCounter(state.verifyStatus);
  const errorText = useMfaErrorText(state.errorCode);
  const title = t('mfa.totp.title');
  return (
    <CodeForm
      parts={P}
      step="challenge"
      heading={{ title, focusKey: 'challenge-TOTP', focusOnMount }}
      hint={t('mfa.totp.hint')}
      pending={state.isSubmitting}
      serverError={errorText}
      serverAttempt={attempts}
      codeRejected={rejectsEnteredCode(state.errorCode)}
      onVerify={(code) => actions.verifyCode(code)}
      more={<TryAnotherWay parts={P} bare />}
    />
  );
}
