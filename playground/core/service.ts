/**
 * The service object every route handler receives: store, clock, randomness, configuration and the few
 * helpers several route families share (sessions, one-time codes, the outbox).
 */

import type { Clock } from './clock';
import type { RandomSource } from './random';
import { randomDigits, randomId } from './random';
import { ServiceError, noSession } from './errors';
import { AAL, LONG_SESSION_TTL_MS, OTP_MAX_ATTEMPTS, OTP_TTL_MS, SESSION_TTL_MS } from './limits';
import { VERIFICATION_CODE_LENGTH } from '../../rules/constants';
import type { Store } from '../store/store';
import type {
  Channel,
  CodePurpose,
  OutboxMessage,
  StoredCode,
  StoredSession,
  StoredUser,
} from '../store/types';
import type { ServiceRequest, SetCookie } from '../http/types';
import { stringsEqual } from '../crypto/bytes';

export interface ServiceConfig {
  /** Header and cookie prefix (WIRE.md: default `ik`). */
  readonly headerPrefix: string;
  /** The captcha token the playground accepts. */
  readonly captchaToken: string;
  /**
   * Origins trusted to run WebAuthn ceremonies, to call with credentials and to be returned to: the base URL,
   * its loopback twin and configured extras. Mutable only so startPlaygroundServer can add the address it
   * serves a caller-supplied playground at.
   */
  readonly origins: string[];
  /** Namespace id given to new users. */
  readonly namespaceId: string;
  /** User-enumeration mode for offerings not in `offeringEnumeration` (core/enumeration.ts). */
  readonly userEnumeration: 'strict' | 'off';
  /** User-enumeration mode per offering id (the `ik-offering-id` header). */
  readonly offeringEnumeration: Readonly<Record<string, 'strict' | 'off'>>;
}

export interface Service {
  readonly store: Store;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly config: ServiceConfig;
  /** Waits for the fixture password hashes (computed lazily on first use). */
  ready(): Promise<void>;
}

/** Name of a prefixed header, e.g. `ik-captcha-required`. */
export function header(service: Service, suffix: string): string {
  return `${service.config.headerPrefix}-${suffix}`;
}

/** Name of the session cookie (WIRE.md `ik_session`). */
export function sessionCookieName(service: Service): string {
  return `${service.config.headerPrefix}_session`;
}

/** The live session of a request, or null (expired sessions are dropped). */
export function currentSession(service: Service, req: ServiceRequest): StoredSession | null {
  const id = req.cookies.get(sessionCookieName(service));
  if (id === undefined) {
    return null;
  }
  const session = service.store.sessions.get(id);
  if (session === undefined) {
    return null;
  }
  if (session.expiresAt <= service.clock.now()) {
    service.store.sessions.delete(id);
    return null;
  }
  return session;
}

/** The session of the request, or a new anonymous one (returned with the cookie to set). */
export function sessionFor(
  service: Service,
  req: ServiceRequest,
): { session: StoredSession; cookies: SetCookie[] } {
  const existing = currentSession(service, req);
  if (existing !== null) {
    return { session: existing, cookies: [] };
  }
  const now = service.clock.now();
  const session: StoredSession = {
    id: randomId(service.random, 'sid', 32),
    ticket: randomId(service.random, 'tkt', 32),
    userId: null,
    namespaceId: service.config.namespaceId,
    authenticationLevel: AAL.anonymous,
    targetAAL: AAL.password,
    verifiedTokens: [],
    createdTokens: [],
    createTime: now,
    authTime: null,
    expiresAt: now + SESSION_TTL_MS,
    longLived: false,
    realmId: null,
    accountChoiceUserIds: [],
    rememberedIdentifiers: [],
    webauthnChallenge: null,
    partnerResponseToken: null,
  };
  service.store.sessions.set(session.id, session);
  return { session, cookies: [sessionCookie(service, req, session)] };
}

/** Session cookie: HttpOnly, SameSite=Lax, Secure over https (WIRE.md cookies). */
export function sessionCookie(service: Service, req: ServiceRequest, session: StoredSession): SetCookie {
  return {
    name: sessionCookieName(service),
    value: session.id,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: req.url.protocol === 'https:',
    // Only a stay-signed-in session gets a persistent cookie; others end with the browser session.
    // Rounded up: with a real clock a millisecond passes between creating the session and answering, and
    // flooring turned the 30-day lifetime into 2591999 s now and then (the session expiry is still checked
    // server-side, so the cookie outliving it by under a second is harmless).
    ...(session.longLived
      ? { maxAge: Math.max(0, Math.ceil((session.expiresAt - service.clock.now()) / 1000)) }
      : {}),
  };
}

/** Cookie that deletes the session cookie. */
export function clearSessionCookie(service: Service, req: ServiceRequest): SetCookie {
  return {
    name: sessionCookieName(service),
    value: '',
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: req.url.protocol === 'https:',
    maxAge: 0,
  };
}

/**
 * Replaces the session id after a privilege change (sign-in, step-up) so a fixated pre-login cookie is
 * worthless (OWASP session fixation). Returns the cookie to set.
 */
export function rotateSession(service: Service, req: ServiceRequest, session: StoredSession): SetCookie {
  service.store.sessions.delete(session.id);
  session.id = randomId(service.random, 'sid', 32);
  session.ticket = randomId(service.random, 'tkt', 32);
  session.expiresAt = service.clock.now() + (session.longLived ? LONG_SESSION_TTL_MS : SESSION_TTL_MS);
  service.store.sessions.set(session.id, session);
  return sessionCookie(service, req, session);
}

/** The signed-in user of the request (a session at password level or above), or 401. */
export function requireUser(
  service: Service,
  req: ServiceRequest,
  minLevel: number = AAL.password,
): { session: StoredSession; user: StoredUser } {
  const session = currentSession(service, req);
  if (session === null || session.userId === null || session.authTime === null) {
    throw noSession();
  }
  const user = service.store.users.get(session.userId);
  if (user === undefined) {
    throw noSession();
  }
  if (session.authenticationLevel < minLevel) {
    throw new ServiceError(
      403,
      'INSUFFICIENT_AUTHENTICATION_LEVEL',
      `This needs authentication level ${minLevel}; step up first.`,
    );
  }
  return { session, user };
}

/**
 * The user of a session that is signed in or in the middle of signing in (password proven, a second factor
 * still open): the MFA answers (out-of-wallet questions, contact collection, the gov-id hand-off) run there.
 */
export function requireSignIn(
  service: Service,
  req: ServiceRequest,
): { session: StoredSession; user: StoredUser; midSignIn: boolean } {
  const session = currentSession(service, req);
  const user =
    session?.userId !== null && session?.userId !== undefined
      ? service.store.users.get(session.userId)
      : undefined;
  if (
    session === null ||
    user === undefined ||
    (session.authTime === null && !session.verifiedTokens.includes('PASSWORD'))
  ) {
    throw noSession();
  }
  return { session, user, midSignIn: session.authTime === null };
}

/** Appends to the outbox. */
export function send(service: Service, message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
  const entry: OutboxMessage = {
    ...message,
    id: randomId(service.random, 'msg', 16),
    sentAt: new Date(service.clock.now()).toISOString(),
  };
  // A strict sign-up's look-alike account (routes/users.ts) receives nothing: the code it was "sent" exists
  // only in the store, so the visitor's guesses fail in the same code check as any wrong code.
  const to = message.userId !== null ? service.store.users.get(message.userId) : undefined;
  if (to?.lookAlike !== true) {
    service.store.outbox.push(entry);
  }
  return entry;
}

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  'sign-in': 'sign-in code',
  'email-verification': 'email verification code',
  channel: 'verification code',
  recovery: 'account recovery code',
  'sign-up': 'sign-up code',
};

/** Issues a 6-digit one-time code and delivers it through the outbox. */
export function issueCode(
  service: Service,
  options: {
    purpose: CodePurpose;
    channel: Channel;
    recipient: string;
    userId: string | null;
    sessionId: string | null;
  },
): StoredCode {
  const code: StoredCode = {
    confirmationId: randomId(service.random, 'cnf', 24),
    purpose: options.purpose,
    channel: options.channel,
    recipient: options.recipient,
    userId: options.userId,
    code: randomDigits(service.random, VERIFICATION_CODE_LENGTH),
    expiresAt: service.clock.now() + OTP_TTL_MS,
    attempts: 0,
    used: false,
    sessionId: options.sessionId,
  };
  service.store.codes.set(code.confirmationId, code);
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  const text =
    options.channel === 'VOICE'
      ? `This is the identity-kit playground calling. Your ${PURPOSE_TEXT[options.purpose]} is ${code.code.split('').join(' ')}.`
      : `Your identity-kit playground ${PURPOSE_TEXT[options.purpose]} is ${code.code}. It expires in ${minutes} minutes.`;
  send(service, {
    channel: options.channel,
    recipient: options.recipient,
    purpose: options.purpose,
    code: code.code,
    link: null,
    text,
    userId: options.userId,
  });
  return code;
}

/**
 * Checks a one-time code. Wrong guesses count; the OTP_MAX_ATTEMPTS-th wrong guess burns the code and the
 * message says "maximum verification attempts exceeded" (seed 000 §8.1 INVALID_CONFIRMATION_ID wording
 * rule). Expired codes answer CHALLENGE_TOKEN_EXPIRED. A code is single use.
 */
export function checkCode(
  service: Service,
  confirmationId: string | undefined,
  value: string,
  accept: (code: StoredCode) => boolean,
): StoredCode {
  const candidates =
    confirmationId !== undefined
      ? [service.store.codes.get(confirmationId)].filter((code): code is StoredCode => code !== undefined)
      : [...service.store.codes.values()].filter((code) => !code.used).reverse();
  const code = candidates.find((candidate) => accept(candidate));
  if (code === undefined || code.used) {
    throw new ServiceError(400, 'INVALID_CONFIRMATION_ID', 'That code is not valid. Request a new one.');
  }
  if (code.expiresAt <= service.clock.now()) {
    code.used = true;
    throw new ServiceError(400, 'CHALLENGE_TOKEN_EXPIRED', 'That code has expired. Request a new one.');
  }
  if (code.attempts >= OTP_MAX_ATTEMPTS) {
    throw new ServiceError(
      429,
      'INVALID_CONFIRMATION_ID',
      'Maximum verification attempts exceeded. Request a new code.',
    );
  }
  if (!stringsEqual(code.code, value)) {
    code.attempts += 1;
    if (code.attempts >= OTP_MAX_ATTEMPTS) {
      code.used = true;
      throw new ServiceError(
        429,
        'INVALID_CONFIRMATION_ID',
        'Maximum verification attempts exceeded. Request a new code.',
      );
    }
    throw new ServiceError(400, 'INVALID_CONFIRMATION_ID', 'The code is incorrect.');
  }
  code.used = true;
  return code;
}

/**
 * Drops expired sessions, codes, authorization codes, partner tokens and recovery sessions, so a
 * long-running `npm run playground` does not grow without bound.
 */
export function pruneExpired(service: Service): void {
  const now = service.clock.now();
  const { store } = service;
  for (const [key, session] of store.sessions) {
    if (session.expiresAt <= now) {
      store.sessions.delete(key);
    }
  }
  for (const table of [
    store.codes,
    store.authCodes,
    store.partnerAuth,
    store.recoveries,
    store.oowSessions,
  ] as Map<string, { expiresAt: number }>[]) {
    for (const [key, entry] of table) {
      // Keep a day of history so "expired" answers stay distinguishable from "unknown" for a while.
      if (entry.expiresAt + 24 * 60 * 60_000 <= now) {
        table.delete(key);
      }
    }
  }
}
