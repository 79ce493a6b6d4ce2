import { base32Decode } from './base32';
import { totp } from './totp';

/**
 * The current TOTP code for a base32 secret (what an authenticator app would show), for tests and stories:
 * `await totpCode(FIXTURE_TOTP_SECRET, playground.now())`.
 */
export async function totpCode(secret: string, atMs: number = Date.now()): Promise<string> {
  const key = base32Decode(secret);
  if (key === null) {
    throw new RangeError('The secret is not base32.');
  }
  return totp(key, atMs);
}
