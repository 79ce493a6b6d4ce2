/**
 * Payload conventions applied to a method's input before it is mapped onto path, query and body
 * (seed 000 §3.3, §5, §7; seed 001 §4, §5, §7). Pure functions: input in, new input out.
 */
import {
  buildSignInPayload,
  isCookiePersistable,
  signUpSendsUser,
  type CookieRecord,
  type SignInInput,
} from '../../rules';
import { toNoonUtc } from './date-of-birth';
import { formatSsn } from './lower-layers';
import type { RemoteCallName } from './paths';

type Input = Record<string, unknown>;

/** Context the conventions read (client options). */
export interface PayloadContext {
  offeringId: string;
  offeringEnv: string;
  namespaceId: string;
  country: string;
  now: () => number;
}

/**
 * Seed 000 §5 through rules' `buildSignInPayload`: `targetAAL` is sent (as 20) only when it equals 20,
 * `generateLongLivedToken` only when true; the user name is trimmed, the password sent as typed. Keys the
 * builder does not know (query flags, policies, path parameters) are kept.
 */
export function applySignInRules(input: Input): Input {
  const out: Input = { ...input };
  delete out.targetAAL;
  delete out.generateLongLivedToken;
  delete out.namespaceId;
  delete out.gRecaptchaResponse;
  return { ...out, ...buildSignInPayload(input as unknown as SignInInput) };
}

/**
 * `iux_policies` (seed 000 §2.5): policy names are upper-cased, de-duplicated and sorted, so the same set
 * always reads the same on the wire. Accepts the raw query value ("a,b") or a list.
 */
export function normalizePolicies(value: readonly string[] | string): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  return [...new Set(items.map((p) => p.trim().toUpperCase()).filter((p) => p !== ''))].sort();
}

function normalizeUser(user: unknown): unknown {
  if (typeof user !== 'object' || user === null) {
    return user;
  }
  const u = { ...(user as Input) };
  // Seed 001 §3/§7: only a HIGH security level carries challengeQuestionAnswer.
  if (u.securityLevel !== 'HIGH') {
    delete u.challengeQuestionAnswer;
  }
  // Seed 001 §3: an address without a type defaults to MAIN.
  if (Array.isArray(u.address)) {
    u.address = u.address.map((a: unknown) =>
      typeof a === 'object' && a !== null && !('type' in a) ? { type: 'MAIN', ...(a as Input) } : a,
    );
  }
  return u;
}

/** SSN with dashes and dates of birth at noon UTC wherever they appear at the top level (seed 001 §5). */
function normalizeIdentityData(input: Input, country: string): Input {
  const out: Input = { ...input };
  if (typeof out.ssn === 'string') {
    out.ssn = formatSsn(out.ssn);
  }
  if (typeof out.birthDate === 'string') {
    out.birthDate = toNoonUtc(out.birthDate, country);
  }
  return out;
}

/** Applies every convention for one call; defaults come from the client context. */
export function preparePayload(name: RemoteCallName, raw: Input, ctx: PayloadContext): Input {
  let input = normalizeIdentityData(raw, ctx.country);
  if (Array.isArray(input.policies) || typeof input.policies === 'string') {
    input.policies = normalizePolicies(input.policies as string[] | string);
  }
  if ('user' in input) {
    input.user = normalizeUser(input.user);
  }
  switch (name) {
    case 'signIn':
    case 'signInMigratedUser':
    case 'adaptiveSignIn':
      input = applySignInRules(input);
      input.namespaceId ??= ctx.namespaceId;
      break;
    case 'signUp':
    case 'createUser':
      // Seed 001 §4, §7: sign-up at target assurance level 15 sends no user object.
      if (!signUpSendsUser(input.targetAAL)) {
        delete input.user;
      }
      input.namespaceId ??= ctx.namespaceId;
      break;
    case 'verifyTotp':
      // Seed 000 §3.3: verificationCode is a list.
      input.verificationCode =
        typeof input.verificationCode === 'string' ? [input.verificationCode.trim()] : input.verificationCode;
      break;
    case 'signInSecondaryAccount':
      input.authMethod ??= 'email_otp';
      break;
    case 'createChannelConfirmation':
      input.confirmType ??= 'LINK';
      break;
    case 'confirmEmail':
      input.status ??= 'CONFIRMED';
      break;
    case 'sendVerificationEmailV2':
      input.confirmType ??= 'CODE';
      break;
    case 'confirmEmailVerificationV2':
      input.tokenType ??= 'EMAIL_OTP';
      break;
    case 'checkUsernameAvailability':
      input.username = typeof input.username === 'string' ? input.username.trim() : input.username;
      input.namespaceId ??= ctx.namespaceId;
      break;
    case 'lookupUsernames':
      input.namespaceId ??= ctx.namespaceId;
      break;
    case 'webauthnDereg':
      input.identifierType ??= 'userIdPseudonym';
      break;
    case 'exchangeTicketForAuthCode':
      input.responseType ??= 'code';
      break;
    case 'partnerAuthBegin':
      input.oauth2Scopes ??= '';
      break;
    case 'startSpInitiatedSso': {
      const attrs = Array.isArray(input.attributes) ? (input.attributes as unknown[]) : [];
      input.attributes = [...attrs, { key: 'SP_INITIATED_SSO', value: 'true' }];
      break;
    }
    case 'persistCookies':
      // Seed 000 §7.1: only cookies living 7 days or more whose names end in glogin or ivid, or the webauthn
      // registration cookie, are persisted. Whether persistence is on at all is the caller's policy.
      input.cookies = Array.isArray(input.cookies)
        ? (input.cookies as CookieRecord[]).filter((cookie) => isCookiePersistable(cookie, ctx.now()))
        : [];
      break;
    default:
      break;
  }
  // offeringId / offeringEnv default to the client's where the row sends them.
  input.offeringId ??= ctx.offeringId;
  input.offeringEnv ??= ctx.offeringEnv;
  return input;
}

/** Input keys whose string values are secrets (QUALITY.md 4). */
const SECRET_KEYS = new Set([
  'password',
  'newPassword',
  'verificationCode',
  'ssn',
  'answer',
  'accessCode',
  'otpToken',
  'token',
  'secret',
  'value',
  'answerId',
]);
/** Containers whose string leaves under SECRET_KEYS are secrets; `value` counts only inside these. */
const VALUE_CONTAINERS = new Set(['challengeToken', 'challengeAnswers']);

/** Every secret string of an input (for URL/header guards and message redaction). */
export function collectSecrets(input: unknown, parentKey = ''): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string, container: string): void => {
    if (typeof value === 'string') {
      const isSecret = key === 'value' ? VALUE_CONTAINERS.has(container) : SECRET_KEYS.has(key);
      if (isSecret && value.trim() !== '') {
        found.push(value);
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item) => visit(item, key, container === '' ? key : container));
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        visit(v, k, VALUE_CONTAINERS.has(key) ? key : container);
      }
    }
  };
  visit(input, parentKey, '');
  return found;
}
