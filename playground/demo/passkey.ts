/**
 * The demo page's passkey registration (the post-auth prompt's host handler, `onRegisterPasskey`): asks the
 * service for creation options, runs `navigator.credentials.create`, and sends the credential back. The
 * headless flows have no registration action yet, so the host page does this with the client's calls.
 * Resolves to an error code for the screen, or null on success.
 */
import { WEBAUTHN_NOT_ALLOWED, WEBAUTHN_UNSUPPORTED, type IdentityClient } from '../../headless';

type RegistrationClient = Pick<IdentityClient, 'webauthnRegistrationOptions' | 'webauthnRegister'>;

export async function registerPasskey(client: RegistrationClient): Promise<string | null> {
  if (
    typeof PublicKeyCredential === 'undefined' ||
    !('parseCreationOptionsFromJSON' in PublicKeyCredential)
  ) {
    return WEBAUTHN_UNSUPPORTED;
  }
  const options = await client.webauthnRegistrationOptions({ authenticatorAttachment: 'platform' });
  if (!options.ok) {
    return options.error.code;
  }
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(
        options.data as PublicKeyCredentialCreationOptionsJSON,
      ),
    });
  } catch {
    // NotAllowedError (cancelled, timed out), InvalidStateError (already registered): no detail shown.
    return WEBAUTHN_NOT_ALLOWED;
  }
  if (!(credential instanceof PublicKeyCredential)) {
    return WEBAUTHN_NOT_ALLOWED;
  }
  const registered = await client.webauthnRegister({
    credential: credential.toJSON() as Parameters<RegistrationClient['webauthnRegister']>[0]['credential'],
  });
  return registered.ok ? null : registered.error.code;
}
