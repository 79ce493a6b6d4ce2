// Issue 18 §3: a refused password names the rules it failed, not only "Enter a valid password".
import {
  evaluatePassword,
  getPasswordChecklist,
  getPasswordPolicy,
  type PasswordPreset,
  type PasswordRequirement,
} from '../../rules';
import { useText } from './text';

/** A checklist line the password did not meet: its key and message parameters (never the password). */
export type UnmetPasswordRule = Pick<PasswordRequirement, 'key' | 'params'>;

/**
 * The checklist lines `password` fails under the same policy the {@link PasswordField} checklist shows, read
 * at submit. Only the keys are kept (a screen may hold them in state): the password itself is not.
 */
export function unmetPasswordRules(
  password: string,
  options: {
    readonly preset?: PasswordPreset | undefined;
    readonly username?: string | undefined;
    readonly newAccount?: boolean | undefined;
  } = {},
): UnmetPasswordRule[] {
  const policy = getPasswordPolicy(options.preset);
  const criteria = evaluatePassword(password, { policy, username: options.username });
  return getPasswordChecklist(policy, criteria, { newAccount: options.newAccount })
    .filter((line) => line.met === false)
    .map(({ key, params }) => ({ key, params }));
}

/**
 * Words unmet rules as one error ("Your password doesn't meet these rules yet: at least 8 characters; …"),
 * in the current locale at render; undefined when none are unmet (the caller keeps its own wording).
 */
export function usePasswordRulesText(): (rules: readonly UnmetPasswordRule[]) => string | undefined {
  const t = useText();
  return (rules) =>
    rules.length === 0
      ? undefined
      : t('field.password.rulesNotMet', {
          // The checklist lines start with a capital (list items); inside the sentence they do not.
          rules: rules
            .map((rule) => {
              const line = t(`password.${rule.key}`, rule.params);
              return line.charAt(0).toLocaleLowerCase() + line.slice(1);
            })
            .join('; '),
        });
}
