import { useState, type ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { useMfaErrorText } from '../mfa/challenge-text';
import { mergeParts } from '../components';
import { useIdentityHost } from '../host';
import { canCreatePasskey } from './passkey-gate';
import { useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

/**
 * WebAuthn registration prompt (seed 000 §3.7 webAuthnRegistration; capped by the iux_webauthn_reg cookie in
 * the flow). "Create a passkey" runs the kit's registration (`usePostAuth().actions.registerPasskey`:
 * options, `navigator.credentials.create`, verify), or the host's own when it passes
 * `IdentityHostHandlers.onRegisterPasskey`; "Not now" moves on. A browser without WebAuthn (and no host
 * handler) is offered only "Not now".
 */
export function PasskeyRegistrationScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const host = useIdentityHost();
  const { state, actions } = usePostAuth();
  const [hostPending, setHostPending] = useState(false);
  const [hostAttempt, setHostAttempt] = useState(0);
  const [hostErrorCode, setHostErrorCode] = useState<string | null>(null);
  const register = host.onRegisterPasskey;
  const kitRegisters = register === undefined;
  const pending = kitRegisters ? state.status === 'IN_PROGRESS' : hostPending;
  const errorCode = kitRegisters ? state.errorCode : hostErrorCode;
  // The kit's request slot keeps its failure until the next attempt; a new failure is a new announcement.
  const [kitAttempt, setKitAttempt] = useState(0);
  const errorText = useMfaErrorText(errorCode);
  const title = t('postAuth.passkey.title');
  const canCreate = canCreatePasskey(host);

  const onCreate = (): void => {
    if (register === undefined) {
      setKitAttempt((n) => n + 1);
      actions.registerPasskey();
      return;
    }
    setHostPending(true);
    void register().then(
      (code) => {
        setHostPending(false);
        setHostAttempt((n) => n + 1);
        setHostErrorCode(code);
        if (code === null) {
          actions.finishStep('webAuthnRegistration');
        }
      },
      () => {
        setHostPending(false);
        setHostAttempt((n) => n + 1);
        setHostErrorCode('UNKNOWN_ERROR');
      },
    );
  };

  return (
    <>
      <P.Heading focusKey="webAuthnRegistration" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {errorText !== null ? (
        <P.Alert announceKey={`passkey-${String(kitRegisters ? kitAttempt : hostAttempt)}`}>
          {errorText}
        </P.Alert>
      ) : null}
      <div className="grid gap-3" data-step="webAuthnRegistration">
        <p>{t('postAuth.passkey.body')}</p>
        {canCreate ? (
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
