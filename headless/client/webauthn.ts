/**
 * WebAuthn credential serialisation for the webauthn-base calls: the WebAuthn Level 3 `toJSON()` form
 * (base64url strings), with a fallback for browsers that lack `PublicKeyCredential.prototype.toJSON`.
 */
import type { WebauthnCredentialJSON } from './wire';

function base64url(buffer: ArrayBuffer | ArrayBufferView): string {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const b of bytes) {
    binary += String.fromCharCode(b);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The minimal credential shape read here (a `PublicKeyCredential` fits). */
export interface CredentialLike {
  id: string;
  rawId: ArrayBuffer;
  type: string;
  authenticatorAttachment?: string | null;
  response: object;
  getClientExtensionResults?: () => object;
  toJSON?: () => unknown;
}

const BINARY_FIELDS = [
  'clientDataJSON',
  'attestationObject',
  'authenticatorData',
  'signature',
  'userHandle',
  'publicKey',
] as const;

/** Serialises a credential as `RegistrationResponseJSON` / `AuthenticationResponseJSON`. */
export function credentialToJSON(credential: CredentialLike): WebauthnCredentialJSON {
  if (typeof credential.toJSON === 'function') {
    const json = credential.toJSON();
    if (typeof json === 'object' && json !== null && 'id' in json && 'response' in json) {
      return json as WebauthnCredentialJSON;
    }
  }
  const source = credential.response as Record<string, unknown> & { getTransports?: () => string[] };
  const response: Record<string, unknown> = {};
  for (const field of BINARY_FIELDS) {
    const value = source[field];
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
      response[field] = base64url(value);
    }
  }
  if (typeof source.getTransports === 'function') {
    response.transports = source.getTransports();
  }
  return {
    id: credential.id,
    rawId: base64url(credential.rawId),
    type: 'public-key',
    response,
    authenticatorAttachment: credential.authenticatorAttachment ?? null,
    clientExtensionResults: { ...(credential.getClientExtensionResults?.() ?? {}) },
  };
}
