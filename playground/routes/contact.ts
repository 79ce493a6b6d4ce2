/**
 * Contact confirmation and the verified-user update (seed 000 §4.7, §7.3; seed 001 §4, §7): channel
 * confirmations (code or link), email confirmed, v2 email verification codes, contact-info status.
 */

import { ServiceError, badArgument } from '../core/errors';
import { checkCode, issueCode, requireSignIn, requireUser } from '../core/service';
import type { Service } from '../core/service';
import { AAL } from '../core/limits';
import { primaryPhone } from '../core/views';
import type { Channel, StoredSession, StoredUser } from '../store/types';
import { codeValue, objectBody, optionalString, requiredString } from '../http/input';
import type { Body } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest } from '../http/types';
import { EMAIL_OTP_LENGTH } from '../../rules';
import { acceptEmail, acceptPhone } from '../core/accounts';
import { BASE } from './paths';

function self(service: Service, req: ServiceRequest, userId: string): StoredUser {
  return selfSession(service, req, userId).user;
}

/** The caller's own user, signed in or mid-sign-in (phone / email collection is an MFA step). */
function selfSession(
  service: Service,
  req: ServiceRequest,
  userId: string,
): ReturnType<typeof requireSignIn> {
  const signedIn = requireSignIn(service, req);
  if (userId !== 'me' && userId !== signedIn.user.userId) {
    throw new ServiceError(403, 'ACCESS_DENIED', 'You can confirm only your own contact details.');
  }
  return signedIn;
}

/**
 * Phone / email collection (fixtures pia.phone, eli.noemail): a confirmed address the user did not have yet
 * becomes theirs, and mid-sign-in the confirmed code counts as the second factor of that channel.
 */
function collect(
  user: StoredUser,
  session: StoredSession,
  midSignIn: boolean,
  channel: Channel,
  recipient: string,
): void {
  if (channel === 'EMAIL' && user.email === null) {
    user.email = { address: recipient, status: 'CONFIRMED' };
  } else if (channel !== 'EMAIL' && !user.phones.some((phone) => phone.phoneNumber === recipient)) {
    user.phones.push({
      phoneNumber: recipient,
      status: 'CONFIRMED',
      type: 'MOBILE',
      primary: user.phones.length === 0,
    });
  }
  const token = channel === 'EMAIL' ? 'EMAIL_OTP' : channel === 'SMS' ? 'SMS_OTP' : 'VOICE_OTP';
  if (midSignIn && !session.verifiedTokens.includes(token)) {
    session.verifiedTokens.push(token);
  }
}

export function markConfirmed(user: StoredUser, channel: Channel, recipient: string): void {
  if (channel === 'EMAIL' && user.email !== null && user.email.address === recipient) {
    user.email.status = 'CONFIRMED';
  }
  for (const phone of user.phones) {
    if (channel !== 'EMAIL' && phone.phoneNumber === recipient) {
      phone.status = 'CONFIRMED';
    }
  }
}

function createConfirmation(service: Service, req: ServiceRequest, userId: string) {
  const body = objectBody(req.body);
  const user = self(service, req, userId);
  const channelType = requiredString(body, 'channelType');
  if (channelType !== 'EMAIL' && channelType !== 'SMS' && channelType !== 'VOICE') {
    throw badArgument('channelType must be EMAIL, SMS or VOICE.', 'channelType');
  }
  // Seed 001 §4: confirm type defaults to LINK.
  const confirmType = optionalString(body, 'confirmType') ?? 'LINK';
  if (confirmType !== 'LINK' && confirmType !== 'CODE') {
    throw badArgument('confirmType must be LINK or CODE.', 'confirmType');
  }
  const recipient =
    channelType === 'EMAIL'
      ? acceptEmail(optionalString(body, 'address', 512) ?? user.email?.address ?? '')
      : acceptPhone(optionalString(body, 'phoneNumber', 64) ?? primaryPhone(user) ?? '');
  const code = issueCode(service, {
    purpose: 'channel',
    channel: channelType,
    recipient,
    userId: user.userId,
    sessionId: null,
  });
  if (confirmType === 'LINK') {
    // The link carries the same one-time code. An email's opens the demo's landing page, which calls
    // PUT {userId}/emails/{email}/confirmed (seed 001 §4, §7); other channels' the JSON confirm route.
    // (A look-alike account's message was never delivered: the newest one may be someone else's.)
    const last = service.store.outbox.at(-1);
    if (last !== undefined && last.userId === user.userId && last.code === code.code) {
      last.link =
        channelType === 'EMAIL'
          ? `/email-confirmation?${new URLSearchParams({
              user_id: user.userId,
              email: recipient,
              confirmation_id: code.confirmationId,
              code: code.code,
            }).toString()}`
          : `/__playground/confirm?confirmationId=${encodeURIComponent(code.confirmationId)}&code=${code.code}`;
    }
  }
  return ok({ confirmationId: code.confirmationId, channelType });
}

function confirm(service: Service, req: ServiceRequest, userId: string, body: Body) {
  const { user, session, midSignIn } = selfSession(service, req, userId);
  const confirmationId = requiredString(body, 'confirmationId');
  const value = codeValue(body, 'challengeToken');
  const code = checkCode(
    service,
    confirmationId,
    value,
    (candidate) => candidate.purpose === 'channel' && candidate.userId === user.userId,
  );
  markConfirmed(user, code.channel, code.recipient);
  collect(user, session, midSignIn, code.channel, code.recipient);
  return ok({ status: 'CONFIRMED', channelType: code.channel });
}

/** What the verified-user update must still collect (seed 000 §3.5 contactInfoStatus). */
export function contactInfoStatus(user: StoredUser): {
  emailUpdateRequired: boolean;
  phoneUpdateRequired: boolean;
  fullNameUpdateRequired: boolean;
} {
  const pending = user.verifiedUserUpdate;
  return {
    emailUpdateRequired: pending?.email === true || user.email === null,
    phoneUpdateRequired: pending?.phone === true && user.phones.length === 0,
    fullNameUpdateRequired: pending?.fullName === true || user.fullName === null,
  };
}

export function registerContact(router: Router<Service>): void {
  const base = BASE.users;
  router.add('POST', `${base}/{userId}/confirmations`, ({ req, service, params }) =>
    createConfirmation(service, req, params['userId'] ?? ''),
  );
  router.add('PUT', `${base}/{userId}/confirmations`, ({ req, service, params }) =>
    confirm(service, req, params['userId'] ?? '', objectBody(req.body)),
  );
  router.add('PUT', `${base}/{userId}/emails/{email}/confirmed`, ({ req, service, params }) => {
    const body = objectBody(req.body);
    const user = self(service, req, params['userId'] ?? '');
    if (user.email === null || user.email.address.toLowerCase() !== (params['email'] ?? '').toLowerCase()) {
      throw new ServiceError(404, 'INVALID_EMAIL', 'That email address is not on this account.');
    }
    // Seed 001 §4: the status value CONFIRMED is sent when confirming an email.
    if (optionalString(body, 'status') !== undefined && optionalString(body, 'status') !== 'CONFIRMED') {
      throw badArgument('status must be CONFIRMED.', 'status');
    }
    return confirm(service, req, params['userId'] ?? '', body);
  });
  router.add('POST', `${BASE.usersV2}/confirmations`, ({ req, service }) => {
    const body = objectBody(req.body);
    const { user } = requireUser(service, req, AAL.anonymous);
    const confirmType = optionalString(body, 'confirmType') ?? 'CODE';
    if (confirmType !== 'CODE' && confirmType !== 'LINK') {
      throw badArgument('confirmType must be CODE or LINK.', 'confirmType');
    }
    const email = acceptEmail(optionalString(body, 'email', 512) ?? user.email?.address ?? '');
    if (user.email === null || user.email.address.toLowerCase() !== email.toLowerCase()) {
      user.email = { address: email, status: 'UNCONFIRMED' };
    }
    const code = issueCode(service, {
      purpose: 'email-verification',
      channel: 'EMAIL',
      recipient: email,
      userId: user.userId,
      sessionId: null,
    });
    // Seed 000 §3.5 sendVerificationEmail: type, minLength 6, maxLength 6.
    return ok({
      confirmationId: code.confirmationId,
      type: 'EMAIL_OTP',
      minLength: EMAIL_OTP_LENGTH,
      maxLength: EMAIL_OTP_LENGTH,
    });
  });
  router.add('PUT', `${BASE.usersV2}/confirmations`, ({ req, service }) => {
    const body = objectBody(req.body);
    const { user } = requireUser(service, req, AAL.anonymous);
    const tokenType = optionalString(body, 'tokenType') ?? 'EMAIL_OTP';
    if (tokenType !== 'EMAIL_OTP') {
      throw new ServiceError(400, 'INVALID_CHALLENGE_TOKEN_TYPE', 'tokenType must be EMAIL_OTP.');
    }
    const code = checkCode(
      service,
      requiredString(body, 'confirmationId'),
      codeValue(body, 'token'),
      (candidate) => candidate.purpose === 'email-verification' && candidate.userId === user.userId,
    );
    markConfirmed(user, 'EMAIL', code.recipient);
    return ok({ success: true });
  });
  router.add('POST', `${base}/check_contact_info_status`, ({ req, service }) => {
    const body = objectBody(req.body);
    optionalString(body, 'flow');
    const { user } = requireUser(service, req, AAL.anonymous);
    return ok(contactInfoStatus(user));
  });
  router.add('POST', `${base}/record_contact_info_status`, ({ req, service }) => {
    const body = objectBody(req.body);
    const action = requiredString(body, 'action', 64);
    const { user } = requireUser(service, req, AAL.anonymous);
    const status = contactInfoStatus(user);
    if (action === 'SKIP' || action === 'SKIPPED') {
      // Whether Skip is offered is the client's display rule (seed 000 §4.7, from the offering's options);
      // the service records the choice and stops asking.
      user.verifiedUserUpdate = null;
    } else if (
      action === 'COMPLETE' ||
      action === 'COMPLETED' ||
      action === 'UPDATED' ||
      action === 'CONFIRMED'
    ) {
      if (status.phoneUpdateRequired || status.emailUpdateRequired) {
        throw badArgument('Contact details are still missing.', 'action');
      }
      user.verifiedUserUpdate = null;
    } else if (action !== 'DISPLAYED' && action !== 'SHOWN') {
      throw badArgument('action must be DISPLAYED, SKIP or COMPLETE.', 'action');
    }
    return ok({});
  });
}
