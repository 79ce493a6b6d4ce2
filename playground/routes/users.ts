/**
 * Users family `/ius_proxy/v1/users` (seed 001 §7 users and security; seed 000 §7.3 getUser, updateUser):
 * sign-up, profile read and update, lookups, security preferences and TOTP keys.
 */

import { ServiceError, badArgument } from '../core/errors';
import {
  acceptEmail,
  acceptPhone,
  acceptUsername,
  generateUsername,
  newUser,
  readFullName,
  setPassword,
} from '../core/accounts';
import { authOutcome } from '../core/auth';
import { isStrict } from '../core/enumeration';
import { requireUser, send, sessionFor } from '../core/service';
import type { Service } from '../core/service';
import { userView } from '../core/views';
import { AAL } from '../core/limits';
import { findUsers, findUsersByPhone } from '../store/store';
import type { StoredAddress, StoredUser } from '../store/types';
import {
  codeValue,
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
import type { ServiceRequest, ServiceResponse } from '../http/types';
import { verifyPassword } from '../crypto/password';
import { base32Decode, base32Encode } from '../crypto/base32';
import { verifyTotp } from '../crypto/totp';
import { SIGN_UP_NO_USER_AAL } from '../../rules';
import { BASE } from './paths';
import { recordConsents } from './consent';

/** Preferences the service reports but a client may not write (chosen, see core/views.ts userView). */
const READ_ONLY_PREFS = new Set(['TOTP_STATUS', 'SECURITY_QUESTION', 'GOVERNMENT_ID_STATUS']);

function readPrefs(body: Body): Record<string, string> {
  const list = optionalArray(body, 'securityPref') ?? [];
  const out: Record<string, string> = {};
  for (const item of list) {
    if (
      item === null ||
      typeof item !== 'object' ||
      typeof (item as Body)['key'] !== 'string' ||
      typeof (item as Body)['value'] !== 'string'
    ) {
      throw badArgument('securityPref items need a key and a value.', 'securityPref');
    }
    const key = (item as Body)['key'] as string;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || READ_ONLY_PREFS.has(key)) {
      throw badArgument('securityPref key is not allowed.', 'securityPref');
    }
    out[key] = (item as Body)['value'] as string;
  }
  return out;
}

function applyPrefs(user: StoredUser, prefs: Record<string, string>): void {
  for (const [key, value] of Object.entries(prefs)) {
    if (key === 'MFA_OPT_IN_STATUS' && value !== 'ENABLED' && value !== 'DISABLED') {
      throw badArgument('MFA_OPT_IN_STATUS is ENABLED or DISABLED.', 'securityPref');
    }
    user.securityPrefs[key] = value;
  }
  if (prefs['MFA_OPT_IN_STATUS'] === 'DISABLED') {
    user.requiredFactor = 'none';
  } else if (prefs['MFA_OPT_IN_STATUS'] === 'ENABLED' && user.requiredFactor === 'none') {
    user.requiredFactor =
      user.totpSecret !== null
        ? 'totp'
        : user.phones.some((phone) => phone.status === 'CONFIRMED')
          ? 'sms'
          : 'none';
  }
}

/** Tells an address's owner that someone tried to sign up with it (no code, no link). */
function ownerNotice(service: Service, address: string, ownerId: string | null): void {
  send(service, {
    channel: 'EMAIL',
    recipient: address,
    purpose: 'notice',
    code: null,
    link: null,
    text:
      'Someone tried to create an identity-kit playground account with this email address, which already ' +
      'has an account. If it was you, sign in or reset your password. If not, you can ignore this message.',
    userId: ownerId,
  });
}

/** PUT users/me `address` (seed 001 §3): every field a string, type MAIN by default, exactly one primary. */
function readAddresses(list: readonly unknown[]): StoredAddress[] {
  if (list.length > 10) {
    throw badArgument('At most 10 addresses.', 'address');
  }
  const out = list.map((item): StoredAddress => {
    if (item === null || typeof item !== 'object') {
      throw badArgument('address items are objects.', 'address');
    }
    const body = item as Body;
    return {
      type: optionalString(body, 'type', 32) ?? 'MAIN',
      primary: body['primary'] === true,
      address1: requiredString(body, 'address1', 256),
      cityOrLocality: requiredString(body, 'cityOrLocality', 128),
      stateOrProvince: requiredString(body, 'stateOrProvince', 64),
      postalCode: requiredString(body, 'postalCode', 16),
      country: optionalString(body, 'country', 2) ?? 'US',
    };
  });
  const primary = Math.max(
    0,
    out.findIndex((address) => address.primary),
  );
  return out.map((address, index) => ({ ...address, primary: index === primary }));
}

/** POST users and POST users/sign_up (seed 001 §4, §7). */
async function signUp(service: Service, req: ServiceRequest): Promise<ServiceResponse> {
  const body = objectBody(req.body);
  const target = optionalNumber(body, 'targetAAL');
  const part = optionalObject(body, 'user');
  const { session, cookies } = sessionFor(service, req);
  let user: StoredUser;
  let autogenerated = false;
  let lookAlikeOf: { address: string; ownerId: string | null } | null = null;
  if (part === undefined) {
    // Seed 001 §4: "Sign-up with target assurance level 15 sends no user object": a provisional account
    // with a generated username, completed later by PUT users/me.
    if (target !== SIGN_UP_NO_USER_AAL) {
      throw badArgument('user is required unless targetAAL is 15.', 'user');
    }
    user = newUser(service, generateUsername(service, null), null);
    autogenerated = true;
  } else {
    const emailAddress = optionalObject(part, 'email');
    const email =
      emailAddress !== undefined
        ? optionalString(emailAddress, 'address', 512)
        : optionalString(part, 'email', 512);
    const address = email !== undefined ? acceptEmail(email) : null;
    const owners = address !== null ? findUsers(service.store, address) : [];
    // An address in use. off (the spec): 409 DUPLICATE_USER. strict (issue 21, the default): the sign-up
    // goes on as for a free address and answers the same 201, but for a look-alike account that no lookup
    // finds, that cannot be signed in to, and that receives no message, so every code the visitor then
    // types fails in the service's own code check like a wrong one. Either way the address's owner hears of
    // the attempt (ownerNotice), and only they learn from it that an account exists.
    lookAlikeOf =
      address !== null && owners.length > 0 ? { address, ownerId: owners[0]?.userId ?? null } : null;
    if (lookAlikeOf !== null && !isStrict(service, req)) {
      ownerNotice(service, lookAlikeOf.address, lookAlikeOf.ownerId);
      throw new ServiceError(409, 'DUPLICATE_USER', 'An account already uses this email address.');
    }
    const requested = optionalString(part, 'username', 1024);
    const username =
      requested !== undefined ? acceptUsername(service, requested) : generateUsername(service, address);
    autogenerated = requested === undefined;
    // A look-alike holds the address too, so every later answer has the shape a new account's has; no lookup
    // finds it (store.ts accounts), so the address still leads only to its owner.
    user = newUser(service, username, address);
    if (lookAlikeOf !== null) {
      user.lookAlike = true;
    }
    const fullName = readFullName(optionalObject(part, 'fullName'));
    if (fullName !== undefined) {
      user.fullName = fullName;
    }
    const phones = optionalArray(part, 'phone') ?? [];
    for (const phone of phones) {
      const number =
        phone !== null && typeof phone === 'object'
          ? optionalString(phone as Body, 'phoneNumber', 64)
          : undefined;
      if (number === undefined) {
        throw new ServiceError(400, 'INVALID_PHONE_NUMBER', 'This phone number is not valid.');
      }
      user.phones.push({
        phoneNumber: acceptPhone(number),
        status: 'UNCONFIRMED',
        type: 'MOBILE',
        primary: user.phones.length === 0,
      });
    }
    const securityLevel = optionalString(part, 'securityLevel');
    if (securityLevel === 'HIGH') {
      // Seed 001 §7: high security adds a challengeQuestionAnswer with question and answer.
      const qa =
        optionalObject(part, 'challengeQuestionAnswer') ?? optionalObject(body, 'challengeQuestionAnswer');
      if (
        qa === undefined ||
        optionalString(qa, 'question') === undefined ||
        optionalString(qa, 'answer') === undefined
      ) {
        throw new ServiceError(
          400,
          'INVALID_SECURITY_LEVEL',
          'High security needs a security question and answer.',
        );
      }
    }
    const password = optionalString(part, 'password');
    if (password !== undefined) {
      await setPassword(service, user, password, { acceptPin: true });
    }
  }
  if (lookAlikeOf !== null) {
    ownerNotice(service, lookAlikeOf.address, lookAlikeOf.ownerId);
  }
  service.store.users.set(user.userId, user);
  recordConsents(service, user, optionalArray(body, 'consents'));
  session.userId = user.userId;
  session.verifiedTokens = user.password !== null ? ['PASSWORD'] : [];
  session.targetAAL = user.password !== null ? AAL.password : AAL.anonymous;
  session.authenticationLevel = AAL.anonymous;
  session.authTime = service.clock.now();
  const outcome = authOutcome(service, req, session, user, cookies);
  return {
    ...outcome,
    status: 201,
    body: {
      ...(outcome.body as Body),
      user: { userId: user.userId, username: user.username },
      usernameAutogenerated: autogenerated,
    },
  };
}

async function updateMe(service: Service, req: ServiceRequest): Promise<ServiceResponse> {
  const body = objectBody(req.body);
  const { session, user } = requireUser(service, req, AAL.anonymous);
  const newPassword = optionalString(body, 'newPassword');
  if (newPassword !== undefined) {
    const current = optionalString(body, 'password');
    // Changing a credential needs the current password or a second factor in this session.
    if (user.password !== null && session.authenticationLevel < AAL.mfa) {
      if (current === undefined || !(await verifyPassword(current, user.password))) {
        throw new ServiceError(401, 'INVALID_PASSWORD', 'The current password is incorrect.');
      }
    }
    await setPassword(service, user, newPassword);
  }
  const username = optionalString(body, 'username', 1024);
  if (username !== undefined) {
    user.username = acceptUsername(service, username, user);
  }
  const email = optionalString(body, 'email', 512);
  if (email !== undefined) {
    const address = acceptEmail(email);
    if (user.email?.address.toLowerCase() !== address.toLowerCase()) {
      user.email = { address, status: 'UNCONFIRMED' };
    }
  }
  const mobile = optionalString(body, 'mobileNumber', 64);
  if (mobile !== undefined) {
    const e164 = acceptPhone(mobile);
    if (user.phones[0]?.phoneNumber !== e164) {
      user.phones = [{ phoneNumber: e164, status: 'UNCONFIRMED', type: 'MOBILE', primary: true }];
      // Seed 001 §4: two-step authentication is switched off when the phone number changes.
      if (user.requiredFactor === 'sms') {
        user.requiredFactor = 'none';
        user.securityPrefs['MFA_OPT_IN_STATUS'] = 'DISABLED';
      }
    }
    if (user.verifiedUserUpdate !== null) {
      user.verifiedUserUpdate = { ...user.verifiedUserUpdate, phone: false };
    }
  }
  const fullName = readFullName(optionalObject(body, 'fullName'));
  if (fullName !== undefined) {
    user.fullName = fullName;
    if (user.verifiedUserUpdate !== null) {
      user.verifiedUserUpdate = { ...user.verifiedUserUpdate, fullName: false };
    }
  }
  const addresses = optionalArray(body, 'address');
  if (addresses !== undefined) {
    user.addresses = readAddresses(addresses);
  }
  const qa = optionalObject(body, 'challengeQuestionAnswer');
  if (qa !== undefined) {
    // Seed 001 §3: question and answer; the answer is kept as the SQA challenge compares it (never shown).
    const question = requiredString(qa, 'question', 256);
    const answer = requiredString(qa, 'answer', 256).trim();
    if (answer === '') {
      throw badArgument('challengeQuestionAnswer needs an answer.', 'challengeQuestionAnswer');
    }
    user.securityQuestion = { question, answer };
  }
  applyPrefs(user, readPrefs(body));
  return ok(userView(user));
}

export function registerUsers(router: Router<Service>): void {
  const base = BASE.users;
  router.add('POST', base, ({ req, service }) => signUp(service, req));
  router.add('POST', `${base}/sign_up`, ({ req, service }) => signUp(service, req));
  router.add('GET', `${base}/me`, ({ req, service }) => {
    const { user } = requireUser(service, req, AAL.anonymous);
    const query = queryBody(req.query);
    if (optionalString(query, 'operation') === 'recovery-info') {
      // Seed 000 §4.6, §7.3: the OAuth hand-off looks the username up this way.
      return ok({ userId: user.userId, username: user.username });
    }
    return ok(userView(user));
  });
  router.add('PUT', `${base}/me`, ({ req, service }) => updateMe(service, req));
  router.add('PUT', `${base}/me/transfer`, ({ req, service }) => {
    const body = objectBody(req.body);
    const { user } = requireUser(service, req, AAL.mfa);
    const realmId = optionalString(body, 'realmId');
    const namespaceId = optionalString(body, 'namespaceId');
    if (realmId !== undefined) {
      if (!service.store.realms.has(realmId)) {
        throw new ServiceError(404, 'REALM_NOT_FOUND', 'No such realm.');
      }
      user.realmIds = [...new Set([...user.realmIds, realmId])];
    }
    if (namespaceId !== undefined) {
      user.namespaceId = namespaceId;
    }
    return ok(userView(user));
  });
  router.add('GET', base, ({ req, service }) => {
    requireUser(service, req);
    const query = queryBody(req.query);
    const email = optionalString(query, 'email', 512);
    const phone = optionalString(query, 'phone', 64);
    const external = optionalString(query, 'external_user_id', 256);
    let users: StoredUser[];
    if (email !== undefined) {
      users = findUsers(service.store, email).filter(
        (user) => user.email?.address.toLowerCase() === email.trim().toLowerCase(),
      );
    } else if (phone !== undefined) {
      users = findUsersByPhone(service.store, acceptPhone(phone));
    } else if (external !== undefined) {
      users = [...service.store.users.values()].filter((user) =>
        user.linkedPartners.some((link) => link.subject === external),
      );
    } else {
      throw badArgument('Give email, phone or external_user_id.', 'query');
    }
    return ok({ users: users.map(userView) });
  });
  router.add('GET', `${base}/get_suggested_usernames`, ({ req, service }) => {
    const query = queryBody(req.query);
    const first = (optionalString(query, 'first_name', 64) ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
    const last = (optionalString(query, 'last_name', 64) ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
    const email = optionalString(query, 'email', 512);
    const stems = [
      `${first}.${last}`,
      `${first}${last}`,
      `${first.slice(0, 1)}${last}`,
      email?.split('@')[0] ?? '',
    ].filter((stem) => stem.replace(/\./g, '').length >= 4);
    const usernames = [...new Set(stems.map((stem) => generateUsername(service, `${stem}@x`)))].slice(0, 3);
    return ok({ usernames });
  });
  const prefs = (service: Service, req: ServiceRequest, userId: string) => {
    const { user } = requireUser(service, req);
    if (userId !== 'me' && userId !== user.userId) {
      throw new ServiceError(403, 'ACCESS_DENIED', 'You can change only your own preferences.');
    }
    applyPrefs(user, readPrefs(objectBody(req.body)));
    return ok({ securityPref: Object.entries(user.securityPrefs).map(([key, value]) => ({ key, value })) });
  };
  router.add('PUT', `${base}/me/security_prefs`, ({ req, service }) => prefs(service, req, 'me'));
  router.add('PUT', `${base}/{userId}/security_prefs`, ({ req, service, params }) =>
    prefs(service, req, params['userId'] ?? ''),
  );

  // TOTP keys (seed 001 §7 security). The secret is returned once, for the page to draw the QR locally.
  router.add('POST', `${base}/me/totp_key/generate`, ({ req, service }) => {
    const body = objectBody(req.body);
    const { user } = requireUser(service, req, AAL.password);
    const issuer = optionalString(body, 'issuer', 64) ?? 'identity-kit playground';
    const secret = base32Encode(service.random.bytes(20));
    user.pendingTotpSecret = secret;
    const label = encodeURIComponent(`${issuer}:${user.username}`);
    return ok({
      secret,
      issuer,
      username: user.username,
      provisioningUri: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`,
    });
  });
  router.add('POST', `${base}/me/totp_key/activate`, async ({ req, service }) => {
    const code = codeValue(objectBody(req.body), 'verificationCode');
    const { session, user } = requireUser(service, req, AAL.password);
    const key = user.pendingTotpSecret !== null ? base32Decode(user.pendingTotpSecret) : null;
    if (key === null) {
      throw new ServiceError(400, 'INVALID_TOTP_KEY', 'Generate a key first.');
    }
    const counter = await verifyTotp(key, code, service.clock.now());
    if (counter === null) {
      throw new ServiceError(401, 'INVALID_TOTP_CODE', 'The code is incorrect.');
    }
    user.totpSecret = user.pendingTotpSecret;
    user.pendingTotpSecret = null;
    user.lastTotpCounter = counter;
    user.requiredFactor = 'totp';
    user.securityPrefs['MFA_OPT_IN_STATUS'] = 'ENABLED';
    session.verifiedTokens.push('TOTP');
    return ok({ status: 'ENABLED' });
  });
  router.add('POST', `${base}/me/totp_key/deactivate`, async ({ req, service }) => {
    const code = codeValue(objectBody(req.body), 'verificationCode');
    const { user } = requireUser(service, req, AAL.password);
    const key = user.totpSecret !== null ? base32Decode(user.totpSecret) : null;
    if (key === null) {
      throw new ServiceError(400, 'INVALID_TOTP_KEY', 'No authenticator app is set up.');
    }
    if ((await verifyTotp(key, code, service.clock.now())) === null) {
      throw new ServiceError(401, 'INVALID_TOTP_CODE', 'The code is incorrect.');
    }
    user.totpSecret = null;
    if (user.requiredFactor === 'totp') {
      user.requiredFactor = 'none';
      user.securityPrefs['MFA_OPT_IN_STATUS'] = 'DISABLED';
    }
    return noContent();
  });
}
