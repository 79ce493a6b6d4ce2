import { clientSideError, type IdentityErrorShape } from '../../core';
import { credentialToJSON, type CredentialLike } from '../../client/webauthn';
import type { WebauthnAuthenticationOptionsResponse, WebauthnCredentialJSON } from '../../client/wire';

/** The part of `navigator.credentials` the passkey step uses (injectable for tests). */
export interface CredentialsLike {
  get(options: CredentialRequestOptions): Promise<unknown>;
}

/**
 * Client-side codes for passkey failures (not server codes; the catalogue shows its generic message until
 * it names them): the browser has no WebAuthn, or the user / browser refused (NotAllowedError, AbortError).
 */
export const WEBAUTHN_UNSUPPORTED = 'WEBAUTHN_UNSUPPORTED';
/** The user or the browser refused the passkey dialog (NotAllowedError, AbortError): offer another way. */
export const WEBAUTHN_NOT_ALLOWED = 'WEBAUTHN_NOT_ALLOWED';

/** base64url (WebAuthn JSON) -> bytes. */
export function fromBase64url(value: string): ArrayBuffer {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes.buffer;
}

/** WebAuthn Level 3 JSON options -> the binary form `credentials.get` takes. */
export function toRequestOptions(
  options: WebauthnAuthenticationOptionsResponse,
): PublicKeyCredentialRequestOptions {
  return {
    challenge: fromBase64url(options.challenge),
    ...(options.rpId !== undefined ? { rpId: options.rpId } : {}),
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    ...(options.userVerification !== undefined ? { userVerification: options.userVerification } : {}),
    ...(options.allowCredentials !== undefined
      ? {
          allowCredentials: options.allowCredentials.map((credential) => ({
            id: fromBase64url(credential.id),
            type: 'public-key' as const,
            ...(credential.transports !== undefined
              ? { transports: credential.transports as AuthenticatorTransport[] }
              : {}),
          })),
        }
      : {}),
  };
}

/**
 * Asks the browser for an assertion. Never throws: failures come back as client-side errors. `mediation`
 * 'conditional' is passkey autofill (sign-in/passkey-autofill.ts): no modal, the request stays pending until
 * the user picks a passkey in the identifier field's autofill list.
 */
export async function getAssertion(
  credentials: CredentialsLike | undefined,
  options: WebauthnAuthenticationOptionsResponse,
  signal: AbortSignal,
  mediation?: CredentialMediationRequirement,
): Promise<{ ok: true; credential: WebauthnCredentialJSON } | { ok: false; error: IdentityErrorShape }> {
  if (credentials === undefined) {
    return { ok: false, error: clientSideError(WEBAUTHN_UNSUPPORTED) };
  }
  try {
    const publicKey = toRequestOptions(options);
    const credential = await credentials.get(
      mediation === undefined ? { publicKey, signal } : { mediation, publicKey, signal },
    );
    if (typeof credential !== 'object' || credential === null || !('rawId' in credential)) {
      return { ok: false, error: clientSideError(WEBAUTHN_NOT_ALLOWED) };
    }
    return { ok: true, credential: credentialToJSON(credential as CredentialLike) };
  } catch {
    // NotAllowedError (cancelled, timed out), AbortError, InvalidStateError: no detail reaches the page.
    return { ok: false, error: clientSideError(WEBAUTHN_NOT_ALLOWED) };
  }
}

/** The page's credentials container, when the browser has WebAuthn. */
export function browserCredentials(): CredentialsLike | undefined {
  const nav = (globalThis as { navigator?: { credentials?: CredentialsLike } }).navigator;
  const hasWebAuthn =
    typeof (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential !== 'undefined';
  return hasWebAuthn ? nav?.credentials : undefined;
}
