import { useState, type ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { mergeParts } from '../components';
import { useIdentityHost } from '../host';
import { useErrorText, useText } from '../text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

/**
 * Invitation steps (seed 000 §3.7 standardInvitation, provisionalInvitation; §4.4): what accepting means,
 * Accept and Decline. The host records the answer (`IdentityHostHandlers.onInvitation`; the flows have no
 * invitation call yet); the step then finishes. Without a handler both buttons just move on.
 */
export function InvitationScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const host = useIdentityHost();
  const { state, actions } = usePostAuth();
  const step = state.step === 'provisionalInvitation' ? 'provisionalInvitation' : 'standardInvitation';
  const [pending, setPending] = useState<boolean | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const serverError = useErrorText(errorCode);
  const title = t('screen.invitationAccept');

  const answer = (accepted: boolean): void => {
    const record = host.onInvitation;
    if (record === undefined) {
      actions.finishStep(step);
      return;
    }
    setPending(accepted);
    void record(accepted).then(
      (code) => {
        setPending(null);
        setAttempt((n) => n + 1);
        setErrorCode(code);
        if (code === null) {
          actions.finishStep(step);
        }
      },
      () => {
        setPending(null);
        setAttempt((n) => n + 1);
        setErrorCode('UNKNOWN_ERROR');
      },
    );
  };

  return (
    <>
      <P.Heading focusKey={step} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {serverError !== null ? (
        <P.Alert announceKey={`invitation-${attempt}`}>{serverError.message}</P.Alert>
      ) : null}
      <div className="grid gap-3" data-step={step}>
        <p>{t('postAuth.invitation.body')}</p>
        {step === 'provisionalInvitation' ? <p>{t('postAuth.invitation.provisionalBody')}</p> : null}
        <P.Button fullWidth pending={pending === true} onClick={() => answer(true)} data-action="accept">
          {t('action.accept')}
        </P.Button>
        <P.Button
          fullWidth
          variant="secondary"
          pending={pending === false}
          onClick={() => answer(false)}
          data-action="decline"
        >
          {t('action.decline')}
        </P.Button>
      </div>
    </>
  );
}
