import { formField, hasFormField } from '../../standalone/props';
import {
  useSensitiveSection,
  type SensitiveSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  PASSWORD_RULES,
  passwordRequests,
  type PasswordClient,
  type PasswordData,
  type PasswordInput,
} from './requests';

/** Form field names of the password form (uncontrolled; read once, on submit). */
export const PASSWORD_CHANGE_FIELD_NAMES = {
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
  confirmPassword: 'confirmPassword',
  signOutElsewhere: 'signOutElsewhere',
} as const;

/** Options of {@link usePasswordManager} (`stepUpAal`: the level a password change needs). */
export interface UsePasswordManagerOptions extends SensitiveSectionOptions {
  /** The identity client (or any object with the calls of `PASSWORD_CLIENT_METHODS`). */
  readonly client: PasswordClient;
}

/** `{ state, actions, get*Props }` of the password section. */
export type UsePasswordManager = UseAccountSection<PasswordData | null, PasswordInput>;

/**
 * Password manager (seed 000 §2.1, seed 001 §2 `password`): current, new and confirmation fields (the
 * sign-up field's rules), a step-up to the offering's level before the change, and "sign out everywhere
 * else". The passwords never enter state: after a step-up, `actions.resume()` sends the intent the hook
 * kept in memory.
 */
export function usePasswordManager(options: UsePasswordManagerOptions): UsePasswordManager {
  return useSensitiveSection(
    (aal) => ({
      rules: PASSWORD_RULES,
      requests: passwordRequests(aal),
      readForm: (form: HTMLFormElement): PasswordInput => {
        const names = PASSWORD_CHANGE_FIELD_NAMES;
        return {
          currentPassword: formField(form, names.currentPassword),
          newPassword: formField(form, names.newPassword),
          ...(hasFormField(form, names.confirmPassword)
            ? { confirmPassword: formField(form, names.confirmPassword) }
            : {}),
          signOutElsewhere: hasFormField(form, names.signOutElsewhere),
        };
      },
    }),
    options.client,
    { ...options, autoLoad: false },
  );
}
