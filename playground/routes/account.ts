/**
 * Account-level calls under users (seed 001 §7): account choices, realms of the user, out-of-wallet
 * identity questions, links, access events, device access, test attributes, grants and merge candidates.
 */

import { ServiceError, badArgument } from '../core/errors';
import { authOutcome } from '../core/auth';
import { currentSession, requireSignIn, requireUser } from '../core/service';
import type { Service } from '../core/service';
import { AAL } from '../core/limits';
import { randomId } from '../core/random';
import { ticketView } from '../core/views';
import {
  objectBody,
  optionalArray,
  optionalNumber,
  optionalObject,
  optionalString,
  queryBody,
  requiredString,
} from '../http/input';
import type { Body } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import { BASE } from './paths';

/** Fixed out-of-wallet question bank; the right answer is always the one marked below (README.md). */
const OOW_QUESTIONS = [
  {
    questionId: 'q-street',
    question: 'Which of these streets have you lived on?',
    answers: ['Elm Street', 'Birch Lane', 'Cedar Road', 'None of these'],
    correct: 0,
  },
  {
    questionId: 'q-lender',
    question: 'Which lender holds a loan of yours?',
    answers: ['North Bank', 'Playground Savings', 'River Credit Union', 'None of these'],
    correct: 1,
  },
] as const;

export function registerAccount(router: Router<Service>): void {
  const base = BASE.users;
  router.add('GET', `${base}/me/select_accounts`, ({ req, service }) => {
    const session = currentSession(service, req);
    const signedIn =
      session?.userId !== null && session?.userId !== undefined
        ? service.store.users.get(session.userId)
        : undefined;
    const ids = session?.accountChoiceUserIds.length
      ? session.accountChoiceUserIds
      : signedIn?.email
        ? [...service.store.users.values()]
            .filter((user) => user.email?.address === signedIn.email?.address)
            .map((user) => user.userId)
        : [];
    if (session === null || ids.length === 0) {
      throw new ServiceError(401, 'INVALID_IAM_TICKET', 'Sign in first: no account choice in progress.');
    }
    const accounts = ids
      .map((id) => service.store.users.get(id))
      .filter((user) => user !== undefined)
      .map((user) => {
        const realm = user.realmIds[0] !== undefined ? service.store.realms.get(user.realmIds[0]) : undefined;
        return {
          userId: user.userId,
          username: user.username,
          ...(user.email !== null ? { email: { address: user.email.address } } : {}),
          ...(realm !== undefined ? { realmId: realm.realmId, displayName: realm.displayName } : {}),
        };
      });
    return ok({ accounts });
  });
  router.add('POST', `${base}/me/select_accounts`, ({ req, service }) => {
    const userId = requiredString(objectBody(req.body), 'userId');
    const session = currentSession(service, req);
    if (session === null) {
      throw new ServiceError(401, 'INVALID_IAM_TICKET', 'Sign in first: no account choice in progress.');
    }
    const current = session.userId !== null ? service.store.users.get(session.userId) : undefined;
    const chosen = service.store.users.get(userId);
    const allowed =
      session.accountChoiceUserIds.includes(userId) ||
      (current !== undefined &&
        session.authTime !== null &&
        chosen?.email !== null &&
        chosen?.email?.address === current.email?.address);
    if (chosen === undefined || !allowed) {
      throw new ServiceError(403, 'ACCESS_DENIED', 'That account is not one of the choices.');
    }
    const proven = session.accountChoiceUserIds.includes(userId)
      ? ['PASSWORD' as const]
      : [...session.verifiedTokens];
    session.userId = chosen.userId;
    session.accountChoiceUserIds = [];
    session.verifiedTokens = proven;
    session.authTime = null;
    session.authenticationLevel = AAL.anonymous;
    session.realmId = null;
    const outcome = authOutcome(service, req, session, chosen);
    // The client reads this answer as a TicketResponse: the ticket is there whatever the outcome (its level
    // says whether a second factor is still open), beside the AuthOutcome fields.
    return outcome.body !== undefined
      ? { ...outcome, body: { ...(outcome.body as Body), iamTicket: ticketView(session, chosen) } }
      : outcome;
  });
  router.add('POST', `${base}/me/select_realms`, ({ req, service }) => {
    const realmId = requiredString(objectBody(req.body), 'realmId');
    const { session, user } = requireUser(service, req);
    if (!user.realmIds.includes(realmId) || !service.store.realms.has(realmId)) {
      throw new ServiceError(404, 'REALM_NOT_FOUND', 'No such realm for this user.');
    }
    session.realmId = realmId;
    return ok({
      iamTicket: ticketView(session, user),
      realms: user.realmIds.map((id) => realmView(service, id)).filter((realm) => realm !== null),
    });
  });
  router.add('GET', `${base}/me/realms`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    const role = optionalString(queryBody(req.query), 'business_role');
    const realms = user.realmIds
      .map((id) => service.store.realms.get(id))
      .filter((realm) => realm !== undefined)
      .filter(
        (realm) =>
          role === undefined ||
          (role === 'OWNER' ? realm.ownerUserId === user.userId : realm.ownerUserId !== user.userId),
      )
      .map((realm) => realmView(service, realm.realmId));
    return ok({ realms });
  });
  router.add('POST', `${base}/me/realms`, ({ req, service }) => {
    const part = optionalObject(objectBody(req.body), 'realm');
    if (part === undefined) {
      throw badArgument('realm is required.', 'realm');
    }
    const { user } = requireUser(service, req);
    const displayName = requiredString(part, 'displayName', 128).trim();
    const realmType = optionalString(part, 'realmType') === 'PERSONAL' ? 'PERSONAL' : 'BUSINESS';
    const realmId = randomId(service.random, 'realm', 12);
    service.store.realms.set(realmId, {
      realmId,
      displayName,
      realmType,
      realmName: optionalString(part, 'realmName', 128) ?? displayName.toLowerCase().replace(/\W+/g, '-'),
      products: [],
      ownerUserId: user.userId,
    });
    user.realmIds.push(realmId);
    return { status: 201, body: { realm: realmView(service, realmId) } };
  });

  router.add('POST', `${base}/generate_oow_challenges`, ({ req, service }) => {
    const body = objectBody(req.body);
    // Also mid-sign-in: OOW is a second factor (fixture olive.oow), not only identity proofing.
    const { user } = requireSignIn(service, req);
    const lastName = optionalString(body, 'lastName', 128);
    const ssn = optionalString(body, 'ssn', 16);
    if (ssn !== undefined && !/^\d{3}-\d{2}-\d{4}$/.test(ssn)) {
      throw badArgument('ssn must be 9 digits written 123-45-6789.', 'ssn');
    }
    if (
      lastName !== undefined &&
      user.fullName !== null &&
      lastName.trim().toLowerCase() !== user.fullName.surName.toLowerCase()
    ) {
      throw new ServiceError(403, 'IDP_USER_DENIED', 'The information does not match our records.');
    }
    const encryptedSessionId = randomId(service.random, 'oow', 24);
    service.store.oowSessions.set(encryptedSessionId, {
      userId: user.userId,
      expiresAt: service.clock.now() + 10 * 60_000,
    });
    return ok({
      encryptedSessionId,
      outOfWalletQuestionAnswers: OOW_QUESTIONS.map((q) => ({
        questionId: q.questionId,
        question: q.question,
        answers: q.answers.map((text, index) => ({ answerId: `${q.questionId}-a${index}`, text })),
      })),
    });
  });
  router.add('POST', `${base}/grade_oow_challenges`, ({ req, service }) => {
    const body = objectBody(req.body);
    const id = requiredString(body, 'encryptedSessionId');
    const answers = optionalArray(body, 'outOfWalletQuestionAnswers') ?? [];
    const { session, user } = requireSignIn(service, req);
    const oow = service.store.oowSessions.get(id);
    service.store.oowSessions.delete(id);
    if (oow === undefined || oow.userId !== user.userId || oow.expiresAt <= service.clock.now()) {
      // Seed 000 §8.1: this server message on out-of-wallet questions becomes INVALID_AUTH_CONTEXT.
      throw new ServiceError(403, 'ACCESS_DENIED', 'Invalid authentication context');
    }
    const given = new Map<string, string>();
    for (const answer of answers) {
      if (
        answer !== null &&
        typeof answer === 'object' &&
        typeof (answer as Body)['questionId'] === 'string' &&
        typeof (answer as Body)['answerId'] === 'string'
      ) {
        given.set((answer as Body)['questionId'] as string, (answer as Body)['answerId'] as string);
      }
    }
    const allRight = OOW_QUESTIONS.every((q) => given.get(q.questionId) === `${q.questionId}-a${q.correct}`);
    if (!allRight) {
      throw new ServiceError(403, 'IDP_USER_DENIED', 'We could not verify your identity.');
    }
    session.verifiedTokens.push('IDP');
    const outcome = authOutcome(service, req, session, user);
    return { ...outcome, body: { accept: outcome.body } };
  });

  router.add('DELETE', `${base}/me/links`, ({ req, service }) => {
    const { user } = requireUser(service, req, AAL.mfa);
    user.linkedPartners = [];
    return noContent();
  });
  router.add('GET', `${base}/me/access_events`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    const query = queryBody(req.query);
    const limit = Math.min(Math.max(optionalNumber(query, 'limit') ?? 10, 1), 100);
    const offset = Math.max(optionalNumber(query, 'offset') ?? 0, 0);
    const events =
      user.lastSignInAt !== null
        ? [
            {
              time: new Date(user.lastSignInAt).toISOString(),
              type: 'SIGN_IN',
              device: 'Playground browser',
              location: 'Localhost',
              ipAddress: '127.0.0.1',
            },
          ]
        : [];
    return ok({ accessEvents: events.slice(offset, offset + limit), total: events.length });
  });
  router.add('DELETE', `${base}/me/device_access`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    for (const [id, session] of service.store.sessions) {
      if (session.userId === user.userId && id !== currentSession(service, req)?.id) {
        service.store.sessions.delete(id);
      }
    }
    return noContent();
  });
  router.add('GET', `${base}/me/test_attributes`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    return ok({
      attributes: [
        { key: 'userType', value: user.userType },
        { key: 'playground', value: 'true' },
      ],
    });
  });
  router.add('GET', `${base}/me/grants`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    const offeringId = optionalString(queryBody(req.query), 'offering_id');
    const grants = user.realmIds
      .flatMap((id) => service.store.realms.get(id)?.products ?? [])
      .filter((product) => product.enabled && (offeringId === undefined || product.productId === offeringId))
      .map((product) => ({
        grantId: `grant-${product.productId}`,
        offeringId: product.productId,
        status: 'ACTIVE',
      }));
    return ok({ grants });
  });
  router.add('GET', `${base}/me/merge_candidates`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    const candidates = [...service.store.users.values()]
      .filter(
        (other) => other !== user && other.email !== null && other.email.address === user.email?.address,
      )
      .map((other) => ({
        userId: other.userId,
        username: other.username,
        email: { address: other.email?.address ?? '' },
      }));
    return ok({ candidates });
  });
}

function realmView(service: Service, realmId: string): Record<string, unknown> | null {
  const realm = service.store.realms.get(realmId);
  if (realm === undefined) {
    return null;
  }
  return {
    realmId: realm.realmId,
    displayName: realm.displayName,
    realmType: realm.realmType,
    realmName: realm.realmName,
    product: realm.products.map((product) => ({
      productId: product.productId,
      attribute: [{ key: 'enabled', value: String(product.enabled) }],
    })),
  };
}

export { realmView };
