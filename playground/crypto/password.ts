/**
 * Password hashing with WebCrypto PBKDF2-HMAC-SHA-256.
 *
 * This is a fake service: the iteration count is deliberately low (PLAYGROUND_PBKDF2_ITERATIONS) so that
 * `createPlayground()` and every sign-in stay fast in tests and in the browser. A real service would use
 * at least the OWASP figure (600,000 for PBKDF2-SHA-256) or a memory-hard function.
 */

import { bytesEqual, utf8 } from './bytes';

/** chosen: low on purpose (fake service, see the file comment). */
export const PLAYGROUND_PBKDF2_ITERATIONS = 1000;

export interface PasswordHash {
  readonly salt: Uint8Array<ArrayBuffer>;
  readonly iterations: number;
  readonly hash: Uint8Array<ArrayBuffer>;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** Hashes a password with a fresh salt from the given random source. */
export async function hashPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = PLAYGROUND_PBKDF2_ITERATIONS,
): Promise<PasswordHash> {
  return { salt, iterations, hash: await derive(password, salt, iterations) };
}

/** True when the password matches the stored hash (constant-time comparison of the derived bits). */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, stored.salt, stored.iterations);
  return bytesEqual(candidate, stored.hash);
}
