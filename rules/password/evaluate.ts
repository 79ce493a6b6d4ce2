import { codePointLength } from '../fields/common';
import { getPasswordPolicy, type PasswordPolicy, type PasswordPreset } from './policy';

/**
 * The password criteria state of the widget checker (seed 000 §3.4, §5). Each flag states a fact about the
 * password; `valid` says whether the policy is met.
 */
export interface PasswordCriteria {
  /** At least the minimum length. */
  minLengthMet: boolean;
  /** Longer than the maximum length. */
  maxLengthExceeded: boolean;
  /** Has an uppercase letter. */
  upper: boolean;
  /** Has a lowercase letter. */
  lower: boolean;
  /** Has a digit. */
  numeric: boolean;
  /** Has a special character: any Unicode punctuation or symbol. */
  special: boolean;
  /** Has whitespace. */
  spaces: boolean;
  /** The repeated/consecutive rule exists but its flag is always cleared (seed 000 §5). Always false. */
  consecutive: false;
  /** Contains one of the disallowed words (case-insensitive). */
  disallowedWords: boolean;
  /** The user name contains the password or the password contains the user name (case-insensitive). */
  usernameConflict: boolean;
  /** Equals one of the previous passwords (seed 000 §5: a previously used password is rejected). */
  previouslyUsed: boolean;
  /** Is on the supplied common-passwords list (`nist` preset). False when no list was supplied. */
  commonPassword: boolean;
  /**
   * The policy asks for the common-passwords check and a list was supplied, so `commonPassword` is
   * meaningful. When false under `nist`, `valid` is provisional: load the list (`loadCommonPasswords`) or use
   * `evaluatePasswordWithCommonList`.
   */
  commonPasswordChecked: boolean;
  /** Every rule of the policy is met. */
  valid: boolean;
}

/** A set of common passwords, lower-cased (see `loadCommonPasswords`). */
export type CommonPasswordList = ReadonlySet<string>;

/** Options of `evaluatePassword`. */
export interface EvaluatePasswordOptions {
  /** Preset name or a full policy object. @default 'legacy' */
  policy?: PasswordPreset | PasswordPolicy | undefined;
  /** Minimum length, overriding the policy's (seed 000 §5 "configured minimum"). @default 8 */
  minLength?: number | undefined;
  /** Words the password must not contain, e.g. parts of the user name or email (case-insensitive). */
  disallowedWords?: readonly string[] | undefined;
  /** The user name; it must not contain the password, nor the password it. */
  username?: string | undefined;
  /** Passwords used before; an exact match is refused. */
  previousPasswords?: readonly string[] | undefined;
  /** A preloaded common-passwords list; used only when the policy checks common passwords. */
  commonPasswords?: CommonPasswordList | undefined;
}

// Single character classes, no quantifiers: each test is one linear scan (ReDoS guard).
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;

function resolvePolicy(options: EvaluatePasswordOptions | undefined): PasswordPolicy {
  const policy = options?.policy;
  const base = typeof policy === 'object' && policy !== null ? policy : getPasswordPolicy(policy);
  const min = options?.minLength;
  if (typeof min === 'number' && Number.isFinite(min)) {
    return { ...base, minLength: Math.min(Math.max(1, Math.floor(min)), base.maxLength) };
  }
  return base;
}

function containsAnyWord(lowerPassword: string, words: readonly string[] | undefined): boolean {
  if (!Array.isArray(words) || lowerPassword.length === 0) {
    return false;
  }
  for (const word of words) {
    // Empty words are ignored: every password "contains" the empty string.
    if (typeof word === 'string' && word.length > 0 && lowerPassword.includes(word.toLowerCase())) {
      return true;
    }
  }
  return false;
}

function conflictsWithUsername(lowerPassword: string, username: string | undefined): boolean {
  if (typeof username !== 'string' || username.length === 0 || lowerPassword.length === 0) {
    return false;
  }
  const lowerName = username.toLowerCase();
  return lowerName.includes(lowerPassword) || lowerPassword.includes(lowerName);
}

/**
 * The widget password checker (seed 000 §5) for a policy preset (default `legacy`, the spec's rules).
 * Synchronous and pure. Never trims the password. Under `nist`, pass a preloaded `commonPasswords` list to
 * include the common-passwords check; without one, `commonPasswordChecked` is false.
 */
export function evaluatePassword(password: string, options?: EvaluatePasswordOptions): PasswordCriteria {
  const text = typeof password === 'string' ? password : '';
  const policy = resolvePolicy(options);
  const length = codePointLength(text);
  const lowerPassword = text.toLowerCase();

  const minLengthMet = length >= policy.minLength;
  const maxLengthExceeded = length > policy.maxLength;
  const upper = UPPER.test(text);
  const lower = LOWER.test(text);
  const numeric = DIGIT.test(text);
  const special = SPECIAL.test(text);
  const spaces = WHITESPACE.test(text);
  const disallowedWords = containsAnyWord(lowerPassword, options?.disallowedWords);
  const usernameConflict = conflictsWithUsername(lowerPassword, options?.username);
  const previous = options?.previousPasswords;
  const previouslyUsed = text.length > 0 && Array.isArray(previous) && previous.includes(text);
  const list = options?.commonPasswords;
  const commonPasswordChecked =
    policy.checkCommonPasswords && list !== undefined && typeof list.has === 'function';
  // NIST SP 800-63B §5.1.1.2: compare after NFKC normalisation, so look-alike forms match the list entry.
  const commonPassword = commonPasswordChecked && list.has(lowerPassword.normalize('NFKC'));

  const valid =
    minLengthMet &&
    !maxLengthExceeded &&
    (!policy.requireUpper || upper) &&
    (!policy.requireLower || lower) &&
    (!policy.requireNumeric || numeric) &&
    (!policy.requireSpecial || special) &&
    (policy.allowWhitespace || !spaces) &&
    !disallowedWords &&
    !usernameConflict &&
    !previouslyUsed &&
    !commonPassword;

  return {
    minLengthMet,
    maxLengthExceeded,
    upper,
    lower,
    numeric,
    special,
    spaces,
    consecutive: false,
    disallowedWords,
    usernameConflict,
    previouslyUsed,
    commonPassword,
    commonPasswordChecked,
    valid,
  };
}
