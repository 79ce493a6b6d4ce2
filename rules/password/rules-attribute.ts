import type { PasswordPolicy } from './policy';

// ASCII punctuation and symbols without the space (Apple's `special` class includes the space, which the
// legacy preset forbids). In the passwordrules grammar `-` must come first and `]` last inside brackets.
const SPECIAL_CLASS = '[-!"#$%&\'()*+,./:;<=>?@[\\^_`{|}~]]';

/**
 * The HTML `passwordrules` attribute value (WebKit's Password Manager Resources grammar) for `policy`, so a
 * password manager generates a password the policy accepts (QUALITY.md UX 6). Example for `legacy`:
 * `minlength: 8; maxlength: 32; required: lower; required: upper; required: digit; required: [-!"#...]];`.
 */
export function toPasswordRulesAttribute(policy: PasswordPolicy): string {
  const parts = [`minlength: ${policy.minLength}`, `maxlength: ${policy.maxLength}`];
  if (policy.requireLower) {
    parts.push('required: lower');
  }
  if (policy.requireUpper) {
    parts.push('required: upper');
  }
  if (policy.requireNumeric) {
    parts.push('required: digit');
  }
  if (policy.requireSpecial) {
    parts.push(`required: ${SPECIAL_CLASS}`);
  }
  // Without composition rules any printable character may appear; say so, so managers mix classes freely.
  parts.push(
    policy.allowWhitespace ? 'allowed: ascii-printable' : `allowed: lower, upper, digit, ${SPECIAL_CLASS}`,
  );
  return `${parts.join('; ')};`;
}
