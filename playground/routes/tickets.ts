/**
 * Tickets, realms choice and public lookups (seed 000 §7.1-§7.3): verify ticket (v1, v2), create ticket with
 * a realm, set realm, user public info, username availability, access verify auth, product subscription.
 */

import { ServiceError, badArgument } from '../core/errors';
import { isStrict } from '../core/enumeration';
import { requireUser } from '../core/service';
import { requiresEvaluationHeaders } from '../core/requires-evaluation';
import type { Service } from '../core/service';
import { maskEmail, maskPhone, primaryPhone, ticketView } from '../core/views';
import { findUsers, usernameTaken } from '../store/store';
import { objectBody, optionalArray, optionalString, queryBody, requiredString } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest } from '../http/types';
import { USER_ID_MAX_LENGTH } from '../../rules/constants';
import { isCompliantUsername } from './username';
import { BASE } from './paths';

function verifyTicket(service: Service, req: ServiceRequest) {
  const query = queryBody(req.query);
  const wanted = optionalString(query, 'authn_level');
  const { session, user } = requireUser(service, req);
  if (wanted !== undefined) {
    const level = Number(wanted);
    if (!Number.isFinite(level)) {
      throw badArgument('authn_level must be a number.', 'authn_level');
    }
    if (session.authenticationLevel < level) {
      throw new ServiceError(
        403,
        'INSUFFICIENT_AUTHENTICATION_LEVEL',
        `This needs authentication level ${level}; step up first.`,
      );
    }
  }
  return ok({ iamTicket: ticketView(session, user), valid: true });
}

function chooseRealm(service: Service, req: ServiceRequest, realmId: string, userId?: string) {
  const { session, user } = requireUser(service, req);
  if (userId !== undefined && userId !== user.userId) {
    throw new ServiceError(403, 'ACCESS_DENIED', 'The ticket belongs to another user.');
  }
  const realm = service.store.realms.get(realmId);
  if (realm === undefined || !user.realmIds.includes(realmId)) {
    throw new ServiceError(404, 'REALM_NOT_FOUND', 'No such realm for this user.');
  }
  session.realmId = realm.realmId;
  return ok({ iamTicket: ticketView(session, user) });
}

export function registerTickets(router: Router<Service>): void {
  const base = BASE.access;
  router.add('GET', `${base}/verify_ticket`, ({ req, service }) => verifyTicket(service, req));
  router.add('GET', `${base}/v2/verify_ticket`, ({ req, service }) => verifyTicket(service, req));
  router.add('POST', `${base}/create_ticket_with_user_realm`, ({ req, service }) =>
    chooseRealm(service, req, requiredString(objectBody(req.body), 'realmId')),
  );
  router.add('POST', `${BASE.realm}/set_realm`, ({ req, service }) => {
    if (req.query.get('operation') !== 'set_realm') {
      throw badArgument('operation=set_realm is required.', 'operation');
    }
    const body = objectBody(req.body);
    const ticket = optionalString(body, 'ticket');
    const { session } = requireUser(service, req);
    if (ticket !== undefined && ticket !== session.ticket) {
      throw new ServiceError(401, 'INVALID_IAM_TICKET', 'The ticket does not match this session.');
    }
    return chooseRealm(service, req, requiredString(body, 'realmId'), requiredString(body, 'userId'));
  });
  router.add('POST', `${base}/user_public_info`, ({ req, service }) => {
    const username = requiredString(objectBody(req.body), 'username', USER_ID_MAX_LENGTH).trim();
    const users = findUsers(service.store, username);
    const user = users[0];
    if (user === undefined) {
      // Seed 000 §5: "a user-not-found error means available".
      throw new ServiceError(404, 'USER_NOT_FOUND', 'No user has that user ID.');
    }
    const phone = primaryPhone(user);
    return ok({
      userId: user.userId,
      username: user.username,
      ...(user.email !== null ? { maskedEmail: maskEmail(user.email.address) } : {}),
      ...(phone !== null ? { maskedPhone: maskPhone(phone) } : {}),
    });
  });
  router.add('POST', `${base}/username_availability`, ({ req, service }) => {
    const username = requiredString(objectBody(req.body), 'username', USER_ID_MAX_LENGTH * 2).trim();
    // Seed 000 §5: availability is allowed only when the answer says compliant.
    const compliant = isCompliantUsername(username) && !usernameTaken(service.store, username);
    return ok({ compliant, identifier: username });
  });
  router.add('POST', `${base}/v2/verify_auth`, ({ req, service }) => {
    const body = objectBody(req.body);
    requiredString(body, 'flow');
    const policies = optionalArray(body, 'policies') ?? [];
    if (policies.some((policy) => typeof policy !== 'string')) {
      throw badArgument('policies must be a list of strings.', 'policies');
    }
    // Seed 000 §7.2: policies are built from the email and namespace. The sign-up may go ahead (compliant)
    // when no account already uses an email named in them.
    const emails = (policies as string[]).flatMap((policy) => policy.match(/[^\s:=,;]+@[^\s:=,;]+/g) ?? []);
    // Strict (issue 21): always compliant, so the answer tells nothing; the sign-up itself handles an address
    // in use (a look-alike answer and a notice to its owner, routes/users.ts).
    const compliant =
      isStrict(service, req) || emails.every((email) => findUsers(service.store, email).length === 0);
    return ok({ compliant }, requiresEvaluationHeaders(service, emails));
  });
  router.add('POST', `${base}/product_subscriptions`, ({ req, service }) => {
    const body = objectBody(req.body);
    const realmId = requiredString(body, 'realmId');
    const offeringId =
      optionalString(body, 'offeringId') ??
      req.headers.get(`${service.config.headerPrefix}-offering-id`) ??
      '';
    const { user } = requireUser(service, req);
    const realm = service.store.realms.get(realmId);
    if (realm === undefined || !user.realmIds.includes(realmId)) {
      throw new ServiceError(404, 'REALM_NOT_FOUND', 'No such realm for this user.');
    }
    if (offeringId === '') {
      throw badArgument('offeringId is required.', 'offeringId');
    }
    if (!realm.products.some((product) => product.productId === offeringId)) {
      realm.products.push({ productId: offeringId, enabled: true });
    }
    return ok({});
  });
}
