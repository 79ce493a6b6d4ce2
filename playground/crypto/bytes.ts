/** Byte helpers over WebCrypto-friendly `Uint8Array`s (no Buffer: this file runs in the browser too). */

const encoder = new TextEncoder();

/** UTF-8 bytes of a string. */
export function utf8(value: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(value);
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    out += byte.toString(16).padStart(2, '0');
  }
  return out;
}

/** Bytes of an even-length hex string; throws on anything else (only fixtures and tests call it). */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || /[^0-9a-f]/i.test(hex)) {
    throw new RangeError('Not a hex string.');
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) {
    out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  return out;
}

/** Constant-time comparison of two byte arrays of any length (length itself is not secret here). */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) {
    return false;
  }
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) {
    diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  }
  return diff === 0;
}

/** Constant-time comparison of two strings (one-time codes, access codes). */
export function stringsEqual(a: string, b: string): boolean {
  return bytesEqual(utf8(a), utf8(b));
}

/** base64url without padding (WebAuthn challenges, PKCE). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
