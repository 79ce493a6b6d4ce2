import { useState, type ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { useMfaErrorText } from '../mfa/challenge-text';
import { mergeParts } from '../components';
import { useIdentityHost } from '../host';
import { useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

/**
 * WebAuthn registration prompt (seed 000 §3.7 webAuthnRegistration; capped by the iux_webauthn_reg cookie in
 * the flow). "Create a passkey" runs the host's registration (`IdentityHostHandlers.onRegisterPasskey`; the
 * flows have no registration action yet), "Not now" moves on. Without a handler only "Not now" is offered.
 */
export function PasskeyRegistrationScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const host = useIdentityHost();
  const { actions } = usePostAuth();
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const errorText = useMfaErrorText(errorCode);
  const title = t('postAuth.passkey.title');
  const register = host.onRegisterPasskey;

  const onCreate = (): void => {
    if (register === undefined) {
      return;
    }
    setPending(true);
    void register().then(
      (code) => {
        setPending(false);
        setAttempt((n) => n + 1);
        setErrorCode(code);
        if (code === null) {
          actions.finishStep('webAuthnRegistration');
        }
      },
      () => {
        setPending(false);
        setAttempt((n) => n + 1);
        setErrorCode('UNKNOWN_ERROR');
      },
    );
  };

  return (
    <>
      <P.Heading focusKey="webAuthnRegistration" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {errorText !== null ? <P.Alert announceKey={`passkey-${attempt}`}>{errorText}</P.Alert> : null}
      <div className="grid gap-3" data-step="webAuthnRegistration">
        <p>{t('postAuth.passkey.body')}</p>
        {register !== undefined ? (
          <P.Button fullWidth pending={pending} onClick={onCreate} data-action="create-passkey">
            {t('postAuth.passkey.create')}
          </P.Button>
        ) : null}
        <P.Button
          fullWidth
          variant="secondary"
          onClick={() => actions.finishStep('webAuthnRegistration')}
          data-action="not-now"
        >
          {t('postAuth.passkey.notNow')}
        </P.Button>
      </div>
    </>
  );
}
