/**
 * Second factors and evaluation under `{base}` = /access_client (seed 000 §4.3, §7.1): sign-in
 * confirmations by SMS, voice or email (v1 and v2), TOTP, evaluate / verify / upgrade auth and the v2
 * access evaluate.
 */

import { ServiceError, badArgument } from '../core/errors';
import {
  assertNotLocked,
  authOutcome,
  availableFactors,
  effectiveRisk,
  openChallenges,
  recordFailure,
} from '../core/auth';
import { checkCode, currentSession, issueCode } from '../core/service';
import type { Service } from '../core/service';
import { maskEmail, maskPhone, primaryPhone } from '../core/views';
import type { Channel, StoredSession, StoredUser, TokenType } from '../store/types';
import { codeValue, objectBody, optionalArray, optionalNumber, optionalString } from '../http/input';
import type { Body } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest } from '../http/types';
import { base32Decode } from '../crypto/base32';
import { verifyTotp } from '../crypto/totp';
import { AAL } from '../core/limits';
import { BASE } from './paths';
import { initChallenges } from './sign-in';

const CHANNEL_TOKEN: Record<Channel, TokenType> = { SMS: 'SMS_OTP', VOICE: 'VOICE_OTP', EMAIL: 'EMAIL_OTP' };
const TOKEN_CHANNEL: Record<string, Channel> = { SMS_OTP: 'SMS', VOICE_OTP: 'VOICE', EMAIL_OTP: 'EMAIL' };

/** chosen: at most this many sign-in codes per session in one code lifetime (MAX_LIMIT_EXCEEDED). */
const MAX_SENDS_PER_SESSION = 5;

/** The session of a sign-in in progress (password proven, or signed in and stepping up). */
function pendingSignIn(service: Service, req: ServiceRequest): { session: StoredSession; user: StoredUser } {
  const session = currentSession(service, req);
  const user =
    session?.userId !== null && session?.userId !== undefined
      ? service.store.users.get(session.userId)
      : undefined;
  if (session === null || user === undefined) {
    throw new ServiceError(401, 'INVALID_IAM_TICKET', 'Start by signing in: no sign-in in progress.');
  }
  return { session, user };
}

function parseChannel(value: string | undefined): Channel {
  if (value === 'SMS' || value === 'VOICE' || value === 'EMAIL') {
    return value;
  }
  throw badArgument('channelType must be SMS, VOICE or EMAIL.', 'channelType');
}

function sendSignInCode(service: Service, req: ServiceRequest, channel: Channel) {
  const { session, user } = pendingSignIn(service, req);
  assertNotLocked(service, user);
  const factors = availableFactors(user);
  if (!factors.includes(CHANNEL_TOKEN[channel])) {
    throw new ServiceError(
      400,
      'INVALID_CHALLENGE_TOKEN_TYPE',
      `This account cannot receive a code by ${channel}.`,
    );
  }
  const now = service.clock.now();
  const recent = [...service.store.codes.values()].filter(
    (code) => code.sessionId === session.id && code.purpose === 'sign-in' && code.expiresAt > now,
  );
  if (recent.length >= MAX_SENDS_PER_SESSION) {
    throw new ServiceError(
      429,
      'MAX_LIMIT_EXCEEDED',
      'Too many codes sent. Wait a few minutes and try again.',
    );
  }
  const recipient = channel === 'EMAIL' ? (user.email?.address ?? '') : (primaryPhone(user) ?? '');
  const code = issueCode(service, {
    purpose: 'sign-in',
    channel,
    recipient,
    userId: user.userId,
    sessionId: session.id,
  });
  if (!session.createdTokens.includes(CHANNEL_TOKEN[channel])) {
    session.createdTokens.push(CHANNEL_TOKEN[channel]);
  }
  return ok({
    confirmationId: code.confirmationId,
    channelType: channel,
    ...(channel === 'EMAIL' ? { maskedEmail: maskEmail(recipient) } : { maskedPhone: maskPhone(recipient) }),
  });
}

function verifySignInCode(service: Service, req: ServiceRequest, body: Body) {
  const { session, user } = pendingSignIn(service, req);
  assertNotLocked(service, user);
  const tokens = optionalArray(body, 'challengeToken') ?? [];
  const firstToken = tokens[0];
  const tokenType =
    firstToken !== null && typeof firstToken === 'object' && typeof (firstToken as Body)['type'] === 'string'
      ? ((firstToken as Body)['type'] as string)
      : undefined;
  if (tokenType === 'SQA') {
    return gradeSecurityAnswer(service, req, session, user, firstToken as Body);
  }
  const channelType = optionalString(body, 'channelType');
  const value = codeValue(body, 'challengeToken');
  const confirmationId = optionalString(body, 'confirmationId');
  const channel =
    channelType !== undefined
      ? parseChannel(channelType)
      : tokenType !== undefined
        ? TOKEN_CHANNEL[tokenType]
        : undefined;
  const code = checkCode(
    service,
    confirmationId,
    value,
    (candidate) =>
      candidate.purpose === 'sign-in' &&
      candidate.sessionId === session.id &&
      candidate.userId === user.userId &&
      (channel === undefined || candidate.channel === channel),
  );
  const token = CHANNEL_TOKEN[code.channel];
  session.verifiedTokens.push(token);
  return authOutcome(service, req, session, user);
}

/**
 * The security question (SQA challenge, fixture quinn.sqa): a challenge token `{ type: 'SQA', value: answer }`
 * on verify sign-in confirmation. Compared trimmed and ignoring case; a wrong answer counts toward lockout.
 */
function gradeSecurityAnswer(
  service: Service,
  req: ServiceRequest,
  session: StoredSession,
  user: StoredUser,
  token: Body,
) {
  const answer = typeof token['value'] === 'string' ? token['value'].trim().toLowerCase() : '';
  if (answer.length > 256 || !availableFactors(user).includes('SQA') || user.securityQuestion === undefined) {
    throw new ServiceError(400, 'INVALID_CHALLENGE_TOKEN_TYPE', 'This account has no security question.');
  }
  if (answer !== user.securityQuestion.answer.trim().toLowerCase()) {
    const lock = recordFailure(service, user);
    if (lock !== null) {
      throw lock;
    }
    throw new ServiceError(401, 'INCORRECT_SECURITY_ANSWER', 'The answer is incorrect.');
  }
  if (!session.verifiedTokens.includes('SQA')) {
    session.verifiedTokens.push('SQA');
  }
  return authOutcome(service, req, session, user);
}

function targetOf(body: Body, session: StoredSession): number {
  const target = optionalNumber(body, 'targetAAL');
  if (
    target !== undefined &&
    ![AAL.anonymous, AAL.password, AAL.mfa, AAL.high].includes(target as 15 | 20 | 25 | 30)
  ) {
    throw badArgument('targetAAL must be 15, 20, 25 or 30.', 'targetAAL');
  }
  return target ?? session.targetAAL;
}

function evaluate(service: Service, req: ServiceRequest, raise: boolean) {
  const body = objectBody(req.body);
  const { session, user } = pendingSignIn(service, req);
  assertNotLocked(service, user);
  const policies = optionalArray(body, 'policies');
  if (policies !== undefined && policies.some((policy) => typeof policy !== 'string')) {
    throw badArgument('policies must be a list of strings.', 'policies');
  }
  const target = targetOf(body, session);
  if (raise || target > session.targetAAL) {
    session.targetAAL = target;
  }
  // The secret zone (30) is refused outright while the sign-in looks risky and factors are still open.
  if (target === AAL.high && effectiveRisk(user) !== 'LOW' && openChallenges(session, user).length > 0) {
    return ok({ action: 'DENY', challenge: [], riskLevel: effectiveRisk(user).toLowerCase() });
  }
  return authOutcome(service, req, session, user);
}

export function registerMfa(router: Router<Service>): void {
  const base = BASE.access;
  router.add('POST', `${base}/send_sign_in_confirmation`, ({ req, service }) =>
    sendSignInCode(service, req, parseChannel(optionalString(objectBody(req.body), 'channelType'))),
  );
  router.add('POST', `${base}/send_sign_in_confirmation_v2`, ({ req, service }) => {
    const tokens = optionalArray(objectBody(req.body), 'challengeToken') ?? [];
    const first = tokens[0];
    const type = first !== null && typeof first === 'object' ? (first as Body)['type'] : first;
    const channel = typeof type === 'string' ? TOKEN_CHANNEL[type] : undefined;
    if (channel === undefined) {
      throw badArgument('challengeToken must name SMS_OTP, VOICE_OTP or EMAIL_OTP.', 'challengeToken');
    }
    return sendSignInCode(service, req, channel);
  });
  router.add('POST', `${base}/verify_sign_in_confirmation`, ({ req, service }) =>
    verifySignInCode(service, req, objectBody(req.body)),
  );
  router.add('POST', `${base}/verify_sign_in_confirmation_v2`, ({ req, service }) =>
    verifySignInCode(service, req, objectBody(req.body)),
  );
  router.add('POST', `${base}/verify_totp`, async ({ req, service }) => {
    const body = objectBody(req.body);
    const value = codeValue(body, 'verificationCode');
    const { session, user } = pendingSignIn(service, req);
    assertNotLocked(service, user);
    const key = user.totpSecret !== null ? base32Decode(user.totpSecret) : null;
    if (key === null) {
      throw new ServiceError(400, 'INVALID_TOTP_KEY', 'No authenticator app is set up for this account.');
    }
    const counter = /^\d{6}$/.test(value) ? await verifyTotp(key, value, service.clock.now()) : null;
    // A code from a step already used is a replay (RFC 6238 §5.2): refuse it like a wrong code.
    if (counter === null || counter <= user.lastTotpCounter) {
      const lock = recordFailure(service, user);
      if (lock !== null) {
        throw lock;
      }
      throw new ServiceError(401, 'INVALID_TOTP_CODE', 'The code is incorrect.');
    }
    user.lastTotpCounter = counter;
    session.verifiedTokens.push('TOTP');
    return authOutcome(service, req, session, user);
  });
  router.add('POST', `${base}/evaluate_auth`, ({ req, service }) => evaluate(service, req, false));
  router.add('POST', `${base}/verify_auth`, ({ req, service }) => evaluate(service, req, false));
  router.add('POST', `${base}/upgrade_aal`, ({ req, service }) => evaluate(service, req, true));
  router.add('POST', `${base}/v2/evaluate_auth`, ({ req, service }) => {
    const body = objectBody(req.body);
    const session = currentSession(service, req);
    if (session?.userId === null || session?.userId === undefined) {
      // INIT phase: nobody signed in yet; answer with the first challenges for the identifier.
      return initChallenges(service, req, body);
    }
    return evaluate(service, req, false);
  });
}
