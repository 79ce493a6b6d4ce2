import type { ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { mergeParts } from '../components';
import { useText } from './text';
import { useAttemptCounter } from './attempts';
import { useMfaErrorText } from './challenge-text';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/**
 * FIDO / passkey challenge (seed 000 §2.2 "fido"): a button runs the hook's passkey action
 * (`navigator.credentials.get`, then verify). Nothing starts on its own: browsers refuse WebAuthn without a
 * user gesture, and the user should know a system prompt is coming. WEBAUTHN_NOT_ALLOWED (cancelled or timed
 * out) and WEBAUTHN_UNSUPPORTED get their own wording.
 */
export function PasskeyScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const { state, actions } = useMfa();
  const attempts = useAttemptCounter(state.verifyStatus);
  const errorText = useMfaErrorText(state.errorCode);
  const title = t('screen.deviceSignIn');
  const pending = state.verifyStatus === 'IN_PROGRESS' || state.isSubmitting;
  return (
    <>
      <P.Heading focusKey="challenge-FIDO" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {errorText !== null ? <P.Alert announceKey={`fido-${attempts}`}>{errorText}</P.Alert> : null}
      <div className="grid gap-3" data-step="challenge">
        <p>{t('mfa.fido.body')}</p>
        <P.Status>{pending ? t('mfa.fido.waiting') : ''}</P.Status>
        <P.Button
          pending={pending}
          onClick={() => actions.answerWithPasskey()}
          fullWidth
          data-action="passkey"
        >
          {t('mfa.fido.start')}
        </P.Button>
        <TryAnotherWay parts={P} />
      </div>
    </>
  );
}
