import { useEffect, type ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { useIdentityHost, type IdentityHostHandlers } from '../host';

/**
 * Whether the passkey prompt has a way to create the passkey: the host's registration handler, or a browser
 * with WebAuthn (the kit's own registration). Read at render, so server rendering offers none.
 */
export function canCreatePasskey(host: IdentityHostHandlers): boolean {
  return (
    host.onRegisterPasskey !== undefined ||
    typeof (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential !== 'undefined'
  );
}

/**
 * No passkey prompt without a way to create the passkey (issue 18 §3: a prompt offering only "Not now"):
 * the step finishes at once and nothing is drawn; otherwise the prompt (stock or replaced) renders.
 */
export function PasskeyPromptGate({ children }: { children: ReactNode }): ReactNode {
  const possible = canCreatePasskey(useIdentityHost());
  const { finishStep } = usePostAuth().actions;
  useEffect(() => {
    if (!possible) {
      finishStep('webAuthnRegistration');
    }
  }, [possible, finishStep]);
  return possible ? children : null;
}
