/**
 * RFC 6238 TOTP over RFC 4226 HOTP, with WebCrypto HMAC (Node 20 and browsers alike).
 * Tested against the RFC 6238 appendix B vectors (SHA-1, SHA-256, SHA-512).
 */

import { VERIFICATION_CODE_LENGTH } from '../../rules/constants';
import { stringsEqual } from './bytes';

export type TotpAlgorithm = 'SHA-1' | 'SHA-256' | 'SHA-512';

export interface TotpOptions {
  /** @default 30 (RFC 6238 X) */
  stepSeconds?: number;
  /** @default 6 (the service's verification code length) */
  digits?: number;
  /** @default 'SHA-1' (what authenticator apps use for otpauth URIs without an algorithm) */
  algorithm?: TotpAlgorithm;
}

/** RFC 4226 HOTP value for a counter. */
export async function hotp(
  key: Uint8Array<ArrayBuffer>,
  counter: number,
  digits: number = VERIFICATION_CODE_LENGTH,
  algorithm: TotpAlgorithm = 'SHA-1',
): Promise<string> {
  const message = new Uint8Array(8);
  // The counter is a 64-bit big-endian integer; JS numbers are exact up to 2^53, enough for any time step.
  let value = counter;
  for (let i = 7; i >= 0; i -= 1) {
    message[i] = value % 256;
    value = Math.floor(value / 256);
  }
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: algorithm }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP value at a Unix time in milliseconds. */
export async function totp(
  key: Uint8Array<ArrayBuffer>,
  atMs: number,
  options: TotpOptions = {},
): Promise<string> {
  const step = options.stepSeconds ?? 30;
  const counter = Math.floor(atMs / 1000 / step);
  return hotp(key, counter, options.digits ?? VERIFICATION_CODE_LENGTH, options.algorithm ?? 'SHA-1');
}

/**
 * Checks a code against the current step and one step either side (RFC 6238 §5.2 recommends allowing
 * one step of network delay). Returns the matched counter so callers can refuse a replay of it.
 */
export async function verifyTotp(
  key: Uint8Array<ArrayBuffer>,
  code: string,
  atMs: number,
  options: TotpOptions = {},
): Promise<number | null> {
  const step = options.stepSeconds ?? 30;
  const digits = options.digits ?? VERIFICATION_CODE_LENGTH;
  const counter = Math.floor(atMs / 1000 / step);
  for (const candidate of [counter, counter - 1, counter + 1]) {
    const expected = await hotp(key, candidate, digits, options.algorithm ?? 'SHA-1');
    if (stringsEqual(expected, code)) {
      return candidate;
    }
  }
  return null;
}
