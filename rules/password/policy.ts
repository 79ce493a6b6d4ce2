import {
  NIST_PASSWORD_MAX_LENGTH,
  NIST_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_DEFAULT,
} from '../constants';

/** Built-in password policy presets. */
export type PasswordPreset = 'legacy' | 'nist';

/**
 * A password policy as data (QUALITY.md 11): `evaluatePassword` checks it, the UI renders its checklist
 * (`getPasswordChecklist`) and the `passwordrules` attribute (`toPasswordRulesAttribute`) from the same
 * object, so the three never disagree.
 */
export interface PasswordPolicy {
  readonly preset: PasswordPreset;
  /** Minimum length in characters (code points). */
  readonly minLength: number;
  /** Maximum length in characters (code points). */
  readonly maxLength: number;
  /** Whitespace (spaces, tabs, ...) is allowed. */
  readonly allowWhitespace: boolean;
  /** Composition rules: each requires at least one character of its kind. */
  readonly requireUpper: boolean;
  readonly requireLower: boolean;
  readonly requireNumeric: boolean;
  readonly requireSpecial: boolean;
  /** Check the password against the 'common passwords' list (NIST SP 800-63B §5.1.1.2). */
  readonly checkCommonPasswords: boolean;
}

/**
 * The two presets.
 * - `legacy` (default) is the widget checker of seed 000 §5: 8-32 characters, upper, lower, digit and
 *   special, no whitespace.
 * - `nist` follows NIST SP 800-63B: 8-64 characters, spaces allowed, no composition rules, and the password
 *   must not be on a list of commonly used passwords (the list of `@zxcvbn-ts/language-common`, loaded on
 *   demand; see `loadCommonPasswords`).
 * Both presets refuse disallowed words, the user name (either way round) and previously used passwords.
 */
export const PASSWORD_POLICIES: { readonly [P in PasswordPreset]: PasswordPolicy & { readonly preset: P } } =
  {
    legacy: {
      preset: 'legacy',
      minLength: PASSWORD_MIN_LENGTH_DEFAULT,
      maxLength: PASSWORD_MAX_LENGTH,
      allowWhitespace: false,
      requireUpper: true,
      requireLower: true,
      requireNumeric: true,
      requireSpecial: true,
      checkCommonPasswords: false,
    },
    nist: {
      preset: 'nist',
      minLength: NIST_PASSWORD_MIN_LENGTH,
      maxLength: NIST_PASSWORD_MAX_LENGTH,
      allowWhitespace: true,
      requireUpper: false,
      requireLower: false,
      requireNumeric: false,
      requireSpecial: false,
      checkCommonPasswords: true,
    },
  };

/** The default preset: the spec's own rules (QUALITY.md 11). */
export const DEFAULT_PASSWORD_PRESET: PasswordPreset = 'legacy';

/**
 * The policy of a preset, optionally with a different minimum length (an offering may configure it,
 * seed 000 §5 "the configured minimum"). Unknown preset names fall back to `legacy`. The minimum is clamped to
 * 1..maxLength so a bad configuration cannot produce a policy nothing satisfies.
 */
export function getPasswordPolicy(
  preset: PasswordPreset | string = DEFAULT_PASSWORD_PRESET,
  overrides?: { minLength?: number | undefined },
): PasswordPolicy {
  const base = preset === 'nist' ? PASSWORD_POLICIES.nist : PASSWORD_POLICIES.legacy;
  const min = overrides?.minLength;
  if (typeof min !== 'number' || !Number.isFinite(min)) {
    return base;
  }
  return { ...base, minLength: Math.min(Math.max(1, Math.floor(min)), base.maxLength) };
}
