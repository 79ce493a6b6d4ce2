import type { PasswordCriteria } from './evaluate';
import type { PasswordPolicy } from './policy';

/**
 * The requirement lines of a password checklist, keyed like the message tokens of seed 000 §5 ("min number
 * of chars", "has upper and lower case", "has numeric", "has special", "no spaces allowed", "password max
 * length"), plus the checks every preset shares.
 */
export const PASSWORD_REQUIREMENT_KEYS = [
  'minLength',
  'upperAndLower',
  'numeric',
  'special',
  'noSpaces',
  'maxLength',
  'noDisallowedWords',
  'notUsername',
  'notPreviouslyUsed',
  'notCommon',
] as const;

/** One of `PASSWORD_REQUIREMENT_KEYS`. */
export type PasswordRequirementKey = (typeof PASSWORD_REQUIREMENT_KEYS)[number];

/** One checklist line: its key, its parameters for the message, and (given criteria) whether it is met. */
export interface PasswordRequirement {
  key: PasswordRequirementKey;
  params: { min?: number; max?: number };
  /** Null when no criteria were given (render the list before the user types). */
  met: boolean | null;
}

/** Where the checklist is shown. */
export interface PasswordChecklistOptions {
  /**
   * The password of a new account (sign-up): it has no previous passwords, so the "isn't one of your previous
   * passwords" line is left out (issue 18 §3). @default false
   */
  readonly newAccount?: boolean | undefined;
}

/**
 * The checklist a UI renders for `policy`, in display order, with each line's state when `criteria` (from
 * `evaluatePassword` with the same policy) is given. Only the rules of the policy appear: `nist` shows no
 * composition lines. The repeated-characters line is omitted because its flag is always cleared (seed 000 §5).
 * The user-name check is part of the "doesn't contain your name, user ID or email" line: two lines about the
 * user ID overlapped (issue 18 §3), so `notUsername` is no longer a line of its own.
 */
export function getPasswordChecklist(
  policy: PasswordPolicy,
  criteria?: PasswordCriteria,
  options: PasswordChecklistOptions = {},
): PasswordRequirement[] {
  const c = criteria;
  const line = (
    key: PasswordRequirementKey,
    met: (x: PasswordCriteria) => boolean,
    params: PasswordRequirement['params'] = {},
  ): PasswordRequirement => ({
    key,
    params,
    met: c === undefined ? null : met(c),
  });
  const lines: PasswordRequirement[] = [line('minLength', (x) => x.minLengthMet, { min: policy.minLength })];
  if (policy.requireUpper || policy.requireLower) {
    lines.push(
      line('upperAndLower', (x) => (!policy.requireUpper || x.upper) && (!policy.requireLower || x.lower)),
    );
  }
  if (policy.requireNumeric) {
    lines.push(line('numeric', (x) => x.numeric));
  }
  if (policy.requireSpecial) {
    lines.push(line('special', (x) => x.special));
  }
  if (!policy.allowWhitespace) {
    lines.push(line('noSpaces', (x) => !x.spaces));
  }
  lines.push(line('maxLength', (x) => !x.maxLengthExceeded, { max: policy.maxLength }));
  lines.push(line('noDisallowedWords', (x) => !x.disallowedWords && !x.usernameConflict));
  if (options.newAccount !== true) {
    lines.push(line('notPreviouslyUsed', (x) => !x.previouslyUsed));
  }
  if (policy.checkCommonPasswords) {
    lines.push(line('notCommon', (x) => !x.commonPassword));
  }
  return lines;
}
