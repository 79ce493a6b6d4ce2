import { SIGN_IN_SENT_AAL, SIGN_UP_NO_USER_AAL } from '../constants';
import { parseAal } from './aal';

/** What the screen knows when the user signs in (seed 000 §3.3). */
export interface SignInInput {
  username: string;
  password: string;
  namespaceId?: string | undefined;
  gRecaptchaResponse?: string | undefined;
  /** Configured target level, number or numeric string. */
  targetAAL?: number | string | undefined;
  /** "Stay signed in" choice. */
  generateLongLivedToken?: boolean | undefined;
}

/** The sign-in request body (seed 000 §3.3). Optional members are absent, never `undefined` or `null`. */
export interface SignInPayload {
  username: string;
  password: string;
  namespaceId?: string;
  gRecaptchaResponse?: string;
  targetAAL?: 20;
  generateLongLivedToken?: true;
}

/**
 * Builds the sign-in body (seed 000 §5): `targetAAL` is sent only when it equals 20, and
 * `generateLongLivedToken` only when true. The user name is trimmed; the password is sent exactly as typed.
 * Empty optional strings are left out.
 */
export function buildSignInPayload(input: SignInInput): SignInPayload {
  const payload: SignInPayload = {
    username: typeof input.username === 'string' ? input.username.trim() : '',
    password: typeof input.password === 'string' ? input.password : '',
  };
  if (typeof input.namespaceId === 'string' && input.namespaceId !== '') {
    payload.namespaceId = input.namespaceId;
  }
  if (typeof input.gRecaptchaResponse === 'string' && input.gRecaptchaResponse !== '') {
    payload.gRecaptchaResponse = input.gRecaptchaResponse;
  }
  if (parseAal(input.targetAAL) === SIGN_IN_SENT_AAL) {
    payload.targetAAL = SIGN_IN_SENT_AAL;
  }
  if (input.generateLongLivedToken === true) {
    payload.generateLongLivedToken = true;
  }
  return payload;
}

/** True when a sign-up body carries the user object: not at target level 15 (seed 001 §4, §7). */
export function signUpSendsUser(targetAAL: unknown): boolean {
  return parseAal(targetAAL) !== SIGN_UP_NO_USER_AAL;
}

/**
 * Builds a sign-up body: the given fields, plus `user` unless the target level is 15 (seed 001 §7 "Sign-up
 * with a user object omits it at target assurance level 15"). `targetAAL` is kept when given.
 */
export function buildSignUpPayload<T extends { user?: unknown; targetAAL?: number | string | undefined }>(
  input: T,
): Omit<T, 'user'> & Partial<Pick<T, 'user'>> {
  const { user, ...rest } = input;
  if (user === undefined || !signUpSendsUser(input.targetAAL)) {
    return rest;
  }
  return { ...rest, user } as Omit<T, 'user'> & Partial<Pick<T, 'user'>>;
}
