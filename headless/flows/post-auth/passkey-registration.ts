import { clientSideError, type IdentityErrorShape } from '../../core';
import { credentialToJSON, type CredentialLike } from '../../client/webauthn';
import type { WebauthnCredentialJSON, WebauthnRegistrationOptionsResponse } from '../../client/wire';
import {
  fromBase64url,
  WEBAUTHN_NOT_ALLOWED,
  WEBAUTHN_UNSUPPORTED,
  type CredentialsLike,
} from '../mfa/webauthn';

/**
 * WebAuthn Level 3 JSON creation options -> the binary form `credentials.create` takes. Written out rather
 * than `PublicKeyCredential.parseCreationOptionsFromJSON` (Chromium 129+, Safari 18.4+ only) so registration
 * runs in every browser that runs passkey sign-in.
 */
export function toCreationOptions(
  options: WebauthnRegistrationOptionsResponse,
): PublicKeyCredentialCreationOptions {
  return {
    rp: options.rp,
    user: {
      id: fromBase64url(options.user.id),
      name: options.user.name,
      displayName: options.user.displayName,
    },
    challenge: fromBase64url(options.challenge),
    pubKeyCredParams: options.pubKeyCredParams,
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    ...(options.excludeCredentials !== undefined
      ? {
          excludeCredentials: options.excludeCredentials.map((credential) => ({
            id: fromBase64url(credential.id),
            type: 'public-key' as const,
            ...(credential.transports !== undefined
              ? { transports: credential.transports as AuthenticatorTransport[] }
              : {}),
          })),
        }
      : {}),
    ...(options.authenticatorSelection !== undefined
      ? { authenticatorSelection: options.authenticatorSelection as AuthenticatorSelectionCriteria }
      : {}),
    ...(options.attestation !== undefined
      ? { attestation: options.attestation as AttestationConveyancePreference }
      : {}),
  };
}

/**
 * Asks the browser to create a passkey. Never throws: a container without `create` is WEBAUTHN_UNSUPPORTED;
 * a refusal (NotAllowedError: cancelled or timed out; InvalidStateError: this authenticator already holds a
 * passkey for the account) is WEBAUTHN_NOT_ALLOWED, with no browser detail reaching the page.
 */
export async function createPasskey(
  credentials: CredentialsLike | undefined,
  options: WebauthnRegistrationOptionsResponse,
  signal: AbortSignal,
): Promise<{ ok: true; credential: WebauthnCredentialJSON } | { ok: false; error: IdentityErrorShape }> {
  if (credentials?.create === undefined) {
    return { ok: false, error: clientSideError(WEBAUTHN_UNSUPPORTED) };
  }
  try {
    const credential = await credentials.create({ publicKey: toCreationOptions(options), signal });
    if (typeof credential !== 'object' || credential === null || !('rawId' in credential)) {
      return { ok: false, error: clientSideError(WEBAUTHN_NOT_ALLOWED) };
    }
    return { ok: true, credential: credentialToJSON(credential as CredentialLike) };
  } catch {
    return { ok: false, error: clientSideError(WEBAUTHN_NOT_ALLOWED) };
  }
}
