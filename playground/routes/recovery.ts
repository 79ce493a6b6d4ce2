/**
 * Account recovery (seed 001 §4 "collect username, then identity or security-question challenges, then pick
 * a recovery option, then a one-time email code, then choose a new password"; seed 001 §7 under users;
 * seed 000 §7.1 reset password, reset end, fetch otp token; seed 000 §3.3 CSR reset).
 */

import { ServiceError, badArgument } from '../core/errors';
import { assertCaptcha, authOutcome } from '../core/auth';
import { setPassword } from '../core/accounts';
import { checkCode, issueCode, sessionFor } from '../core/service';
import type { Service } from '../core/service';
import { RECOVERY_TTL_MS, RESET_REQUESTS_PER_HOUR } from '../core/limits';
import { randomId } from '../core/random';
import { maskEmail, maskPhone, primaryPhone, userExtInfo } from '../core/views';
import { findUsers, findUsersByPhone } from '../store/store';
import type { Channel, StoredRecovery, StoredUser } from '../store/types';
import { objectBody, optionalArray, optionalString, queryBody, requiredString } from '../http/input';
import type { Body } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest, ServiceResponse } from '../http/types';
import { normalizePhone } from '../core/contact';
import { isStrict } from '../core/enumeration';
import { BASE } from './paths';

interface Token {
  readonly type: string;
  readonly value: string;
}

function tokens(body: Body): Token[] {
  const list = optionalArray(body, 'challengeToken') ?? [];
  return list.flatMap((item) =>
    item !== null &&
    typeof item === 'object' &&
    typeof (item as Body)['type'] === 'string' &&
    typeof (item as Body)['value'] === 'string'
      ? [{ type: (item as Body)['type'] as string, value: (item as Body)['value'] as string }]
      : [],
  );
}

function recoveryOf(service: Service, body: Body): StoredRecovery {
  const session = tokens(body).find((token) => token.type === 'AR_SESSION');
  if (session === undefined) {
    throw new ServiceError(400, 'INVALID_CHALLENGE_TOKEN_TYPE', 'An AR_SESSION challenge token is required.');
  }
  const recovery = service.store.recoveries.get(session.value);
  if (recovery === undefined || recovery.expiresAt <= service.clock.now()) {
    throw new ServiceError(401, 'CHALLENGE_TOKEN_EXPIRED', 'This recovery session has expired. Start again.');
  }
  return recovery;
}

function usersOf(service: Service, recovery: StoredRecovery): StoredUser[] {
  return recovery.userIds
    .map((id) => service.store.users.get(id))
    .filter((user): user is StoredUser => user !== undefined);
}

function masks(users: readonly StoredUser[]): Record<string, string> {
  const first = users[0];
  if (first === undefined) {
    return {};
  }
  const phone = primaryPhone(first);
  return {
    ...(first.email !== null ? { maskedEmail: maskEmail(first.email.address) } : {}),
    ...(phone !== null ? { maskedPhone: maskPhone(phone) } : {}),
  };
}

function arToken(recovery: StoredRecovery): Token[] {
  return [{ type: 'AR_SESSION', value: recovery.token }];
}

function begin(service: Service, req: ServiceRequest): ServiceResponse {
  const body = objectBody(req.body);
  const identifier = requiredString(body, 'identifier', 256).trim();
  const phone = normalizePhone(identifier);
  const users =
    identifier.includes('@') || phone === null
      ? findUsers(service.store, identifier)
      : findUsersByPhone(service.store, phone);
  if (users.some((user) => user.captchaRequired)) {
    assertCaptcha(service, req, optionalString(body, 'gRecaptchaResponse'));
  }
  const strict = isStrict(service, req);
  if (users.length === 0 && !strict) {
    throw new ServiceError(404, 'USER_NOT_FOUND', 'No profile found for that user ID, email or phone.');
  }
  const recovery: StoredRecovery = {
    token: randomId(service.random, 'ars', 32),
    identifier,
    userIds: users.map((user) => user.userId),
    stage: 'begun',
    chosenUserId: users.length === 1 ? (users[0]?.userId ?? null) : null,
    confirmationId: null,
    expiresAt: service.clock.now() + RECOVERY_TTL_MS,
  };
  service.store.recoveries.set(recovery.token, recovery);
  // The identity challenge is the surname on the account (an identity check without real proofing data).
  // Strict (issue 21): a missing identifier gets the same answer, a recovery session that no surname passes;
  // no masks at this step for anyone (they would tell a present account from a missing one). Codes only ever
  // go to the account's own address or phone, after the challenge.
  return ok({
    challengeToken: arToken(recovery),
    challenges: ['LAST_NAME'],
    ...(strict ? {} : masks(users)),
  });
}

async function finishReset(
  service: Service,
  req: ServiceRequest,
  recovery: StoredRecovery,
  password: string,
  userId?: string,
): Promise<ServiceResponse> {
  if (recovery.stage !== 'verified') {
    throw new ServiceError(403, 'ACCESS_DENIED', 'Verify the recovery code first.');
  }
  const chosen = userId ?? recovery.chosenUserId;
  const user = chosen !== null ? service.store.users.get(chosen) : undefined;
  if (user === undefined || !recovery.userIds.includes(user.userId)) {
    throw badArgument('Choose which account to recover.', 'userId');
  }
  await setPassword(service, user, password);
  user.accountState = 'ACTIVE';
  user.lockedUntil = null;
  user.failedSignIns = 0;
  recovery.stage = 'done';
  service.store.recoveries.delete(recovery.token);
  const { session, cookies } = sessionFor(service, req);
  session.userId = user.userId;
  session.accountChoiceUserIds = [];
  session.verifiedTokens = ['PASSWORD', 'EMAIL_OTP'];
  session.authTime = null;
  const outcome = authOutcome(service, req, session, user, cookies);
  const body = outcome.body as Body;
  return { ...outcome, body: body['iamTicket'] !== undefined ? { iamTicket: body['iamTicket'] } : {} };
}

export function registerRecovery(router: Router<Service>): void {
  const base = BASE.users;
  router.add('POST', `${base}/account_recovery_begin`, ({ req, service }) => begin(service, req));
  router.add(
    'POST',
    `${BASE.migration}/{acquisitionId}/{namespace}/account_recovery_begin`,
    ({ req, service }) => begin(service, req),
  );
  router.add('POST', `${base}/get_account_recovery_challenges`, ({ req, service }) => {
    const body = objectBody(req.body);
    const recovery = recoveryOf(service, body);
    const users = usersOf(service, recovery);
    const lastName = optionalString(body, 'lastName', 128);
    if (lastName !== undefined) {
      const match = users.some(
        (user) => user.fullName?.surName.toLowerCase() === lastName.trim().toLowerCase(),
      );
      if (!match) {
        throw new ServiceError(403, 'IDP_USER_DENIED', 'The information does not match our records.');
      }
    }
    recovery.stage = recovery.stage === 'begun' ? 'challenged' : recovery.stage;
    const first = users[0];
    const options: string[] = [];
    if (first?.email !== null && first?.email !== undefined) {
      options.push('EMAIL_OTP');
    }
    if (first !== undefined && first.phones.some((phone) => phone.status === 'CONFIRMED')) {
      options.push('SMS_OTP', 'VOICE_OTP');
    }
    return ok({ challengeToken: arToken(recovery), options, challenges: ['LAST_NAME'], ...masks(users) });
  });
  router.add('POST', `${base}/create_account_recovery_confirmation`, ({ req, service }) => {
    const body = objectBody(req.body);
    const recovery = recoveryOf(service, body);
    if (recovery.stage === 'begun') {
      throw new ServiceError(403, 'ACCESS_DENIED', 'Answer the recovery challenges first.');
    }
    const channelType = requiredString(body, 'channelType');
    if (channelType !== 'EMAIL' && channelType !== 'SMS' && channelType !== 'VOICE') {
      throw badArgument('channelType must be EMAIL, SMS or VOICE.', 'channelType');
    }
    const userId = optionalString(body, 'userId');
    if (userId !== undefined) {
      if (!recovery.userIds.includes(userId)) {
        throw new ServiceError(403, 'ACCESS_DENIED', 'That account is not part of this recovery.');
      }
      recovery.chosenUserId = userId;
    }
    const user = usersOf(service, recovery).find(
      (candidate) => candidate.userId === (recovery.chosenUserId ?? recovery.userIds[0]),
    );
    if (user === undefined) {
      throw new ServiceError(
        401,
        'CHALLENGE_TOKEN_EXPIRED',
        'This recovery session has expired. Start again.',
      );
    }
    const now = service.clock.now();
    const recent = (service.store.resetRequests.get(user.userId) ?? []).filter(
      (time) => time > now - 60 * 60_000,
    );
    if (recent.length >= RESET_REQUESTS_PER_HOUR) {
      throw new ServiceError(
        429,
        'TOO_MANY_RESET_REQUESTS',
        'Too many recovery codes requested. Try again in an hour.',
      );
    }
    service.store.resetRequests.set(user.userId, [...recent, now]);
    const channel = channelType as Channel;
    const recipient =
      channel === 'EMAIL'
        ? user.email?.address
        : user.phones.find((phone) => phone.status === 'CONFIRMED')?.phoneNumber;
    if (recipient === undefined) {
      throw new ServiceError(
        400,
        'INVALID_CHALLENGE_TOKEN_TYPE',
        `This account cannot receive a code by ${channel}.`,
      );
    }
    const code = issueCode(service, {
      purpose: 'recovery',
      channel,
      recipient,
      userId: user.userId,
      sessionId: null,
    });
    recovery.confirmationId = code.confirmationId;
    recovery.stage = 'code-sent';
    return ok({ confirmationId: code.confirmationId, channelType: channel });
  });
  router.add('POST', `${base}/verify_account_recovery_confirmation`, ({ req, service }) => {
    const body = objectBody(req.body);
    const recovery = recoveryOf(service, body);
    const confirmationId = requiredString(body, 'confirmationId');
    const otp = tokens(body).find((token) => token.type !== 'AR_SESSION');
    if (otp === undefined) {
      throw badArgument('The one-time code is required as a challenge token.', 'challengeToken');
    }
    if (recovery.confirmationId !== confirmationId) {
      throw new ServiceError(400, 'INVALID_CONFIRMATION_ID', 'That code is not valid. Request a new one.');
    }
    checkCode(service, confirmationId, otp.value.replace(/\s+/g, ''), (code) => code.purpose === 'recovery');
    recovery.stage = 'verified';
    return ok({ challengeToken: arToken(recovery), confirmationId });
  });
  router.add('POST', `${base}/get_account_recovery_users`, ({ req, service }) => {
    const recovery = recoveryOf(service, objectBody(req.body));
    if (recovery.stage !== 'verified') {
      throw new ServiceError(403, 'ACCESS_DENIED', 'Verify the recovery code first.');
    }
    return ok({
      users: usersOf(service, recovery).map(
        (user) => (userExtInfo(user) as { user: Record<string, unknown> }).user,
      ),
    });
  });
  router.add('PUT', `${BASE.realm}/reset_password`, ({ req, service }) => {
    const body = objectBody(req.body);
    const recovery = recoveryOf(service, body);
    if (recovery.confirmationId !== requiredString(body, 'confirmationId')) {
      throw new ServiceError(
        400,
        'INVALID_CONFIRMATION_ID',
        'That confirmation is not part of this recovery.',
      );
    }
    return finishReset(service, req, recovery, requiredString(body, 'password'));
  });
  router.add('PUT', `${BASE.v3}/users/{userId}/reset_password_end`, ({ req, service, params }) => {
    const body = objectBody(req.body);
    const recovery = recoveryOf(service, body);
    return finishReset(service, req, recovery, requiredString(body, 'password'), params['userId']);
  });
  router.add('PUT', `${BASE.csr}/reset_password`, ({ req, service }) => {
    const body = objectBody(req.body);
    const confirmationId = requiredString(body, 'confirmationId');
    const recovery = [...service.store.recoveries.values()].find(
      (candidate) => candidate.confirmationId === confirmationId,
    );
    if (recovery === undefined) {
      throw new ServiceError(400, 'INVALID_CONFIRMATION_ID', 'That confirmation is not valid.');
    }
    return finishReset(service, req, recovery, requiredString(body, 'newPassword'));
  });
  router.add('GET', `${BASE.v3}/fetch_otp_token`, ({ req, service }) => {
    // Seed 000 §7.1 forces the token into the query; the playground never echoes it in errors or logs.
    const query = queryBody(req.query);
    const receiver = requiredString(query, 'receiver', 512);
    const token = requiredString(query, 'otp_token', 64);
    const now = service.clock.now();
    const code = [...service.store.codes.values()].find(
      (candidate) =>
        !candidate.used &&
        candidate.expiresAt > now &&
        candidate.recipient === receiver &&
        candidate.code === token,
    );
    if (code === undefined) {
      throw new ServiceError(400, 'INVALID_CONFIRMATION_ID', 'The link has expired or is not valid.');
    }
    const type = code.channel === 'EMAIL' ? 'EMAIL_OTP' : code.channel === 'SMS' ? 'SMS_OTP' : 'VOICE_OTP';
    return ok({
      challengeToken: [{ type, value: code.code }],
      confirmationId: code.confirmationId,
      ...(code.userId !== null ? { userId: code.userId } : {}),
    });
  });
}
