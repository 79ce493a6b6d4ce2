/** Sign-in family of `{base}` = /access_client (seed 000 §7.1, §7.3): sign in, account choices, sign out. */

import { ServiceError, badArgument } from '../core/errors';
import { assertCaptcha, assertNotLocked, authOutcome, passwordMatches, recordFailure } from '../core/auth';
import { isStrict } from '../core/enumeration';
import { requiresEvaluationHeaders } from '../core/requires-evaluation';
import { clearSessionCookie, currentSession, sessionFor } from '../core/service';
import type { Service } from '../core/service';
import { userExtInfo } from '../core/views';
import { findUsers } from '../store/store';
import { objectBody, optionalBoolean, optionalNumber, optionalString, requiredString } from '../http/input';
import type { Body } from '../http/input';
import type { StoredUser } from '../store/types';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest, ServiceResponse } from '../http/types';
import { AAL } from '../core/limits';
import { BASE } from './paths';

const IDENTIFIER_MAX = 256;

function identifierType(identifier: string): string {
  return identifier.includes('@') ? 'email' : 'username';
}

/** Shared by sign_in, sign_in_migrated_user and adaptive_sign_in. */
export async function signIn(service: Service, req: ServiceRequest, body: Body): Promise<ServiceResponse> {
  const username = requiredString(body, 'username', IDENTIFIER_MAX).trim();
  const password = requiredString(body, 'password');
  const target = optionalNumber(body, 'targetAAL') ?? AAL.password;
  const captcha = optionalString(body, 'gRecaptchaResponse');
  const candidates = findUsers(service.store, username);
  const first = candidates[0];
  if (candidates.some((user) => user.captchaRequired)) {
    assertCaptcha(service, req, captcha);
  }
  if (first === undefined) {
    // Same work as a real check, so an unknown user cannot be told apart by timing.
    await passwordMatches(undefined, password, service.store.users.values().next().value?.password ?? null);
    throw new ServiceError(401, 'INVALID_CREDENTIALS', 'The user ID or password is incorrect.');
  }
  for (const user of candidates) {
    assertNotLocked(service, user);
  }
  const matching = [];
  for (const user of candidates) {
    if (await passwordMatches(user, password, null)) {
      matching.push(user);
    }
  }
  if (matching.length === 0) {
    const lock = candidates.map((user) => recordFailure(service, user)).find((error) => error !== null);
    if (lock !== undefined && lock !== null) {
      throw lock;
    }
    throw new ServiceError(401, 'INVALID_CREDENTIALS', 'The user ID or password is incorrect.');
  }
  const { session, cookies } = sessionFor(service, req);
  session.targetAAL = target;
  // Seed 000 §5, §7.1: generateLongLivedToken in the body or persistent_cookie=true in the query.
  session.longLived =
    optionalBoolean(body, 'generateLongLivedToken') === true || req.query.get('persistent_cookie') === 'true';
  if (matching.length > 1) {
    // Several accounts share this email and password: the visitor picks one (seed 000 §3.5 accountChoices,
    // §4.3 "Sign-in with one matching account auto-selects it"). Finish with POST users/me/select_accounts
    // { userId } or sign in again with the chosen user id.
    session.userId = null;
    session.accountChoiceUserIds = matching.map((user) => user.userId);
    session.verifiedTokens = [];
    return ok(
      {
        action: 'CHALLENGE',
        challenge: [
          {
            type: 'SELECT_ACCOUNT',
            action: 'CHALLENGE',
            attributes: matching.map((user) => ({ key: 'userId', value: user.userId })),
          },
        ],
        nextAction: 'SELECT_ACCOUNT',
        userExtInfo: matching.map(userExtInfo),
        accountChoices: matching.map((user) => ({
          identifier: user.userId,
          offerings: [
            { offeringId: user.namespaceId, identifierType: 'userId', identifierLabel: user.username },
          ],
        })),
      },
      { cookies },
    );
  }
  const user = matching[0] ?? first;
  if (session.userId !== user.userId) {
    session.verifiedTokens = [];
    session.createdTokens = [];
    session.authTime = null;
    session.authenticationLevel = AAL.anonymous;
    session.realmId = null;
  }
  session.userId = user.userId;
  session.accountChoiceUserIds = [];
  if (!session.verifiedTokens.includes('PASSWORD')) {
    session.verifiedTokens.push('PASSWORD');
  }
  return authOutcome(service, req, session, user, cookies, identifierType(username));
}

export function registerSignIn(router: Router<Service>): void {
  const base = BASE.access;
  router.add('POST', `${base}/sign_in`, ({ req, service }) => signIn(service, req, objectBody(req.body)));
  router.add('POST', `${base}/sign_in_migrated_user/{acquisitionId}/{namespace}`, ({ req, service }) =>
    signIn(service, req, objectBody(req.body)),
  );
  router.add('POST', `${base}/adaptive_sign_in`, async ({ req, service }) => {
    const body = objectBody(req.body);
    const password = optionalString(body, 'password');
    if (password === undefined || password === '') {
      return initChallenges(service, req, body);
    }
    return signIn(service, req, body);
  });
  router.add('DELETE', base, ({ req, service }) => {
    // Sign-out always succeeds (seed 000 §4.3 "Sign-out failure is treated as success").
    const session = currentSession(service, req);
    if (session !== null) {
      service.store.sessions.delete(session.id);
    }
    return noContent({ cookies: [clearSessionCookie(service, req)] });
  });
  router.add('POST', `${base}/lookup_usernames`, ({ req, service }) => {
    const body = objectBody(req.body);
    const identifier = requiredString(body, 'identifier', IDENTIFIER_MAX).trim();
    const users = findUsers(service.store, identifier);
    return ok({
      userExtInfo: users.map(userExtInfo),
      ...(users.length === 0 ? { reasonCode: 'USER_NOT_FOUND' } : {}),
    });
  });
  router.add('POST', `${base}/select_account`, ({ req, service }) => {
    const body = objectBody(req.body);
    const flow = requiredString(body, 'flow');
    if (flow !== 'user-sign-up' && flow !== 'user-sign-in') {
      throw badArgument('flow must be user-sign-up or user-sign-in.', 'flow');
    }
    const identifier = requiredString(
      body,
      flow === 'user-sign-up' ? 'email' : 'username',
      IDENTIFIER_MAX,
    ).trim();
    // Strict (issue 21): sign-up's question "is this address in use?" gets the answer of a free address.
    const found =
      flow === 'user-sign-up' && isStrict(service, req) ? [] : findUsers(service.store, identifier);
    // The sign-in flow's best-account check (seed 000 §3.7 bestAccount) also finds the other accounts on the
    // found account's email, so a user who signed in with one user id learns of the others.
    const users =
      flow === 'user-sign-in'
        ? [...new Set([...found, ...found.flatMap((user) => sameEmailUsers(service, user))])]
        : found;
    return ok(
      {
        userExtInfo: users.map(userExtInfo),
        ...(users.length > 0
          ? {
              reasonCode: flow === 'user-sign-up' ? 'ACCOUNT_EXISTS' : 'ACCOUNT_FOUND',
              accountState: users[0]?.accountState,
            }
          : {}),
        // Sign-up may go ahead only when no account uses the email; sign-in when one does.
        compliant: flow === 'user-sign-up' ? users.length === 0 : users.length > 0,
      },
      requiresEvaluationHeaders(service, [
        identifier,
        ...users.flatMap((user) => (user.email !== null ? [user.email.address] : [])),
      ]),
    );
  });
  router.add('POST', `${base}/sign_in_secondary_account`, ({ req, service }) => {
    const body = objectBody(req.body);
    const userId = requiredString(body, 'userId').trim();
    const authMethod = optionalString(body, 'authMethod') ?? 'email_otp';
    const session = currentSession(service, req);
    const current =
      session?.userId !== null && session?.userId !== undefined
        ? service.store.users.get(session.userId)
        : undefined;
    const target = service.store.users.get(userId);
    if (session === null || current === undefined || session.authTime === null) {
      throw new ServiceError(401, 'INVALID_IAM_TICKET', 'Sign in first: no valid ticket on this request.');
    }
    if (
      target === undefined ||
      target.email === null ||
      current.email === null ||
      target.email.address !== current.email.address
    ) {
      throw new ServiceError(403, 'ACCESS_DENIED', 'That account is not one of your accounts.');
    }
    if (authMethod !== 'email_otp' && authMethod !== 'password') {
      throw badArgument('authMethod must be email_otp or password.', 'authMethod');
    }
    assertNotLocked(service, target);
    // The email already proved for the current account proves the sibling account too.
    session.userId = target.userId;
    session.verifiedTokens = ['PASSWORD', 'EMAIL_OTP'];
    session.authTime = null;
    session.authenticationLevel = AAL.anonymous;
    session.realmId = null;
    return authOutcome(service, req, session, target);
  });
}

/** INIT phase of adaptive/identifier-first sign-in: which first challenges this identifier has. */
export function initChallenges(service: Service, req: ServiceRequest, body: Body): ServiceResponse {
  const identifier =
    optionalString(body, 'username', IDENTIFIER_MAX) ?? optionalString(body, 'identifier', IDENTIFIER_MAX);
  if (identifier === undefined || identifier.trim() === '') {
    throw badArgument('identifier is required.', 'identifier');
  }
  const users = findUsers(service.store, identifier.trim());
  const user = users[0];
  const { cookies } = sessionFor(service, req);
  // Unknown identifiers get the same INIT answer (password challenge) so the step does not reveal accounts.
  const challenge = [{ type: 'PASSWORD', action: 'CHALLENGE' }];
  if (users.length === 1 && user !== undefined && user.credentials.length > 0) {
    challenge.push({ type: 'FIDO', action: 'CHALLENGE' });
  }
  return ok(
    {
      action: 'INIT',
      challenge: challenge.map((item) => ({
        ...item,
        attributes: [
          { key: 'identifierType', value: identifierType(identifier) },
          { key: 'riskLevel', value: (user?.riskLevel ?? 'LOW').toLowerCase() },
        ],
      })),
      riskLevel: (user?.riskLevel ?? 'LOW').toLowerCase(),
    },
    { cookies },
  );
}

/** The other accounts that share `user`'s email address (none without an email). */
function sameEmailUsers(service: Service, user: StoredUser): StoredUser[] {
  const address = user.email?.address;
  return address === undefined
    ? []
    : [...service.store.users.values()].filter(
        (other) => other.userId !== user.userId && other.email?.address === address,
      );
}
