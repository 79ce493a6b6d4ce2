/**
 * Invitations (seed 001 §7 invitations; seed 000 §4.4, §7.3): verify by receiver, accept, activate,
 * challenges, list, status operations and invitation attributes. Only PENDING invitations proceed; expired
 * or accepted ones cannot be used (seed 001 §4).
 */

import { ServiceError, badArgument } from '../core/errors';
import { acceptEmail, acceptUsername, newUser, readFullName, setPassword } from '../core/accounts';
import { authOutcome } from '../core/auth';
import { currentSession, requireUser, send, sessionFor } from '../core/service';
import type { Service } from '../core/service';
import { OTP_MAX_ATTEMPTS } from '../core/limits';
import { userExtInfo } from '../core/views';
import { stringsEqual } from '../crypto/bytes';
import { findUsers } from '../store/store';
import type { StoredInvitation } from '../store/types';
import {
  objectBody,
  optionalArray,
  optionalObject,
  optionalString,
  queryBody,
  requiredString,
} from '../http/input';
import type { Body } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest, ServiceResponse } from '../http/types';
import { BASE } from './paths';

function invitationOf(service: Service, invitationId: string): StoredInvitation {
  const invitation = service.store.invitations.get(invitationId);
  if (invitation === undefined) {
    throw new ServiceError(404, 'INVALID_ACCESS_CODE', 'No such invitation.');
  }
  if (invitation.status === 'PENDING' && invitation.expiresAt <= service.clock.now()) {
    invitation.status = 'EXPIRED';
  }
  return invitation;
}

export function invitationView(invitation: StoredInvitation): Record<string, unknown> {
  return {
    invitationId: invitation.invitationId,
    status: { code: invitation.status },
    invitationChannel: invitation.invitationChannel,
    realmId: invitation.realmId,
    role: invitation.role,
    types: ['STANDARD'],
    // Not in seed 001 §3's fields; the account's pending-invitation list says whom one waits for (issue 20).
    email: invitation.email,
  };
}

/**
 * The emailed invitation link: the demo's invitation page (playground/demo/pages.ts `/invitation`) with the
 * invitation id, its attribute token and its access code (seed 000 §2.5 lists access_code among the address
 * parameters). The page reads the one-time values and strips them from the address; with the code it names
 * the inviter and, for a person without an account, shows the activate form.
 */
export function invitationLink(
  invitation: Pick<StoredInvitation, 'invitationId' | 'attributesToken' | 'accessCode'>,
): string {
  const query = new URLSearchParams({
    invitation_id: invitation.invitationId,
    inv_attr: invitation.attributesToken,
    access_code: invitation.accessCode,
  });
  return `/invitation?${query.toString()}`;
}

/** Checks the access code with an attempt limit (MAX_LIMIT_EXCEEDED after OTP_MAX_ATTEMPTS wrong codes). */
function checkAccessCode(invitation: StoredInvitation, accessCode: string): void {
  if (invitation.attempts >= OTP_MAX_ATTEMPTS) {
    throw new ServiceError(
      429,
      'MAX_LIMIT_EXCEEDED',
      'Too many wrong access codes. Ask for a new invitation.',
    );
  }
  if (!stringsEqual(invitation.accessCode, accessCode.replace(/\s+/g, ''))) {
    invitation.attempts += 1;
    throw new ServiceError(400, 'INVALID_ACCESS_CODE', 'The access code is incorrect.');
  }
}

function assertUsable(invitation: StoredInvitation): void {
  if (invitation.status !== 'PENDING') {
    throw new ServiceError(
      410,
      'EXPIRED_INVITATION_REQUEST',
      'This invitation has expired or was already accepted. Ask for a new one.',
    );
  }
}

function join(service: Service, invitation: StoredInvitation, userId: string): void {
  const user = service.store.users.get(userId);
  if (user !== undefined && !user.realmIds.includes(invitation.realmId)) {
    user.realmIds.push(invitation.realmId);
  }
  invitation.status = 'ACCEPTED';
  invitation.acceptedByUserId = userId;
}

async function activate(
  service: Service,
  req: ServiceRequest,
  invitation: StoredInvitation,
  body: Body,
): Promise<ServiceResponse> {
  checkAccessCode(invitation, requiredString(body, 'accessCode', 64));
  assertUsable(invitation);
  const signedIn = currentSession(service, req);
  let userId =
    signedIn?.authTime !== null && signedIn?.userId !== null && signedIn?.userId !== undefined
      ? signedIn.userId
      : null;
  if (userId === null) {
    // Activation of a new account from the invitation (sign-up by invitation).
    const part = optionalObject(body, 'user');
    if (part === undefined) {
      throw badArgument('user is required to activate without signing in.', 'user');
    }
    const username = acceptUsername(service, requiredString(part, 'username', 1024));
    const user = newUser(service, username, acceptEmail(invitation.email));
    user.email = { address: invitation.email, status: 'CONFIRMED' };
    const fullName = readFullName(optionalObject(part, 'fullName'));
    if (fullName !== undefined) {
      user.fullName = fullName;
    }
    await setPassword(service, user, requiredString(part, 'password'));
    service.store.users.set(user.userId, user);
    userId = user.userId;
    const { session, cookies } = sessionFor(service, req);
    session.userId = user.userId;
    session.verifiedTokens = ['PASSWORD'];
    join(service, invitation, userId);
    const outcome = authOutcome(service, req, session, user, cookies);
    return { ...outcome, body: { invitation: invitationView(invitation) } };
  }
  join(service, invitation, userId);
  return ok({ invitation: invitationView(invitation) });
}

export function registerInvitations(router: Router<Service>): void {
  const base = BASE.invitations;
  router.add('GET', `${base}/get_attributes`, ({ req, service }) => {
    const token = requiredString(queryBody(req.query), 'inv_attr', 256);
    const invitation = [...service.store.invitations.values()].find(
      (candidate) => candidate.attributesToken === token,
    );
    if (invitation === undefined) {
      throw new ServiceError(404, 'INVALID_ACCESS_CODE', 'No such invitation.');
    }
    const user = findUsers(service.store, invitation.email)[0];
    return ok({
      invitationId: invitation.invitationId,
      ...(user !== undefined ? { username: user.username } : {}),
    });
  });
  router.add('POST', `${base}/{invitationId}/verify`, ({ req, service, params }) => {
    const body = objectBody(req.body);
    const invitation = invitationOf(service, params['invitationId'] ?? '');
    checkAccessCode(invitation, requiredString(body, 'accessCode', 64));
    // The status decides the next step on the page (seed 000 §4.4: only PENDING proceeds).
    const users = findUsers(service.store, invitation.email);
    const first = users[0];
    const realm = service.store.realms.get(invitation.realmId);
    return ok({
      invitation: invitationView(invitation),
      ...(first !== undefined ? { user: (userExtInfo(first) as { user: unknown }).user } : {}),
      ...(realm !== undefined ? { realm: { displayName: realm.displayName } } : {}),
      // Chosen, not in seed 000 §3.7: who sent the invitation, for the screen's "… invited you" (issue 18 §3).
      ...(invitation.inviterName !== null ? { inviter: { displayName: invitation.inviterName } } : {}),
      identifierPolicy: [],
      userExtInfo: users.map(userExtInfo),
    });
  });
  router.add('POST', `${base}/{invitationId}/accept`, ({ req, service, params }) => {
    const body = objectBody(req.body);
    const invitation = invitationOf(service, params['invitationId'] ?? '');
    const { user } = requireUser(service, req);
    checkAccessCode(invitation, requiredString(body, 'accessCode', 64));
    assertUsable(invitation);
    join(service, invitation, user.userId);
    return ok({ invitation: invitationView(invitation) });
  });
  router.add('PUT', `${base}/{invitationId}`, ({ req, service, params }) => {
    const body = objectBody(req.body);
    const invitation = invitationOf(service, params['invitationId'] ?? '');
    const operation = req.query.get('operation');
    if (operation === 'activate') {
      return activate(service, req, invitation, body);
    }
    const { user } = requireUser(service, req);
    const realm = service.store.realms.get(invitation.realmId);
    const isOwner = realm?.ownerUserId === user.userId;
    const isInvitee = user.email?.address.toLowerCase() === invitation.email.toLowerCase();
    switch (operation) {
      case 'reject':
        if (!isInvitee) {
          throw new ServiceError(403, 'ACCESS_DENIED', 'Only the invited person can reject.');
        }
        assertUsable(invitation);
        invitation.status = 'REJECTED';
        break;
      case 'remove':
      case 'revoke':
        if (!isOwner) {
          throw new ServiceError(403, 'ACCESS_DENIED', 'Only the realm owner can remove an invitation.');
        }
        invitation.status = 'REMOVED';
        break;
      case 'update_role': {
        if (!isOwner) {
          throw new ServiceError(403, 'ACCESS_DENIED', 'Only the realm owner can change the role.');
        }
        invitation.role = requiredString(body, 'role', 64);
        break;
      }
      case 'resend':
        if (!isOwner) {
          throw new ServiceError(403, 'ACCESS_DENIED', 'Only the realm owner can resend.');
        }
        assertUsable(invitation);
        send(service, {
          channel: 'EMAIL',
          recipient: invitation.email,
          purpose: 'invitation',
          code: invitation.accessCode,
          link: invitationLink(invitation),
          text: `You are invited. Access code: ${invitation.accessCode}.`,
          userId: null,
        });
        break;
      default:
        throw badArgument('operation must be activate, reject, remove, update_role or resend.', 'operation');
    }
    return ok({ invitation: invitationView(invitation) });
  });
  router.add('GET', `${base}/{invitationId}/challenges`, ({ service, params }) => {
    invitationOf(service, params['invitationId'] ?? '');
    return ok({ challenges: [{ type: 'ACCESS_CODE' }] });
  });
  router.add('POST', `${base}/{invitationId}/challenges`, ({ req, service, params }) => {
    if (req.query.get('operation') !== 'verify') {
      throw badArgument('operation=verify is required.', 'operation');
    }
    const body = objectBody(req.body);
    const invitation = invitationOf(service, params['invitationId'] ?? '');
    const answers = optionalArray(body, 'challengeAnswers') ?? [];
    const fromAnswers = answers.find(
      (item) => item !== null && typeof item === 'object' && (item as Body)['key'] === 'ACCESS_CODE',
    ) as Body | undefined;
    const code =
      optionalString(body, 'accessCode', 64) ??
      (typeof fromAnswers?.['value'] === 'string' ? fromAnswers['value'] : undefined);
    if (code === undefined) {
      throw badArgument('accessCode is required.', 'accessCode');
    }
    checkAccessCode(invitation, code);
    return ok({ invitation: invitationView(invitation) });
  });
  router.add('GET', base, ({ req, service }) => {
    const { user } = requireUser(service, req);
    const query = queryBody(req.query);
    const realmId = optionalString(query, 'realmId');
    const status = optionalString(query, 'status');
    const invitations = [...service.store.invitations.values()]
      .map((invitation) => invitationOf(service, invitation.invitationId))
      .filter(
        (invitation) =>
          invitation.email.toLowerCase() === user.email?.address.toLowerCase() ||
          service.store.realms.get(invitation.realmId)?.ownerUserId === user.userId,
      )
      .filter(
        (invitation) =>
          (realmId === undefined || invitation.realmId === realmId) &&
          (status === undefined || invitation.status === status),
      );
    return ok({ invitations: invitations.map(invitationView) });
  });
  router.add('POST', `${BASE.users}/activate`, ({ req, service }) => {
    const body = objectBody(req.body);
    const accessCode = requiredString(body, 'accessCode', 64);
    const part = optionalObject(body, 'user');
    const email =
      part !== undefined ? optionalString(optionalObject(part, 'email') ?? {}, 'address', 512) : undefined;
    const invitation = [...service.store.invitations.values()].find(
      (candidate) =>
        candidate.status === 'PENDING' &&
        (email === undefined || candidate.email.toLowerCase() === email.toLowerCase()) &&
        stringsEqual(candidate.accessCode, accessCode),
    );
    if (invitation === undefined) {
      throw new ServiceError(400, 'ACCOUNT_ACTIVATION_FAILED', 'The account could not be activated.');
    }
    return activate(service, req, invitationOf(service, invitation.invitationId), body);
  });
}
