/**
 * The service's own password checks (seed 000 §5, seed 001 §5 wording rules). The server re-checks what the
 * client's checklist shows: a client that skips its checks still gets the service's codes.
 */

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT } from '../../rules/constants';
import { ServiceError } from './errors';
import { verifyPassword } from '../crypto/password';
import type { StoredUser } from '../store/types';

/** Throws INVALID_PASSWORD / USERNAME_IN_PASSWORD / PASSWORD_IN_USERNAME when the shape is refused. */
export function checkPasswordShape(password: string, username: string, email: string | null): void {
  const length = [...password].length;
  if (
    length < PASSWORD_MIN_LENGTH_DEFAULT ||
    length > PASSWORD_MAX_LENGTH ||
    /\s/u.test(password) ||
    !/\p{Lu}/u.test(password) ||
    !/\p{Ll}/u.test(password) ||
    !/\p{Nd}/u.test(password) ||
    !/[\p{P}\p{S}]/u.test(password)
  ) {
    throw new ServiceError(
      400,
      'INVALID_PASSWORD',
      `Use ${PASSWORD_MIN_LENGTH_DEFAULT} to ${PASSWORD_MAX_LENGTH} characters with upper and lower case letters, a number and a symbol, and no spaces.`,
    );
  }
  const lowerPassword = password.toLowerCase();
  const names = [username, email?.split('@')[0] ?? '']
    .map((name) => name.toLowerCase())
    .filter((name) => name.length >= 3);
  if (names.some((name) => lowerPassword.includes(name))) {
    throw new ServiceError(
      400,
      'USERNAME_IN_PASSWORD',
      'The password must not contain the user ID or email.',
    );
  }
  if (lowerPassword.length >= 3 && names.some((name) => name.includes(lowerPassword))) {
    throw new ServiceError(400, 'PASSWORD_IN_USERNAME', 'The user ID must not contain the password.');
  }
}

/** Throws PREVIOUSLY_USED_PASSWORD when the password equals the current or a remembered one. */
export async function checkPasswordHistory(user: StoredUser, password: string): Promise<void> {
  const previous = [...(user.password !== null ? [user.password] : []), ...user.passwordHistory];
  for (const stored of previous) {
    if (await verifyPassword(password, stored)) {
      throw new ServiceError(400, 'PREVIOUSLY_USED_PASSWORD', 'Choose a password you have not used before.');
    }
  }
}
