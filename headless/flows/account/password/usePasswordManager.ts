import { useMemo } from 'react';
import { formField, hasFormField } from '../../standalone/props';
import {
  useAccountSection,
  type AccountSectionOptions,
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

/** Options of {@link usePasswordManager}. */
export interface UsePasswordManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with the calls of `PASSWORD_CLIENT_METHODS`). */
  readonly client: PasswordClient;
  /**
   * The level a password change needs (the offering's account-manager `targetAAL`); null leaves the
   * decision to the service. Read once, when the section mounts. @default CREDENTIAL_WRITE_AAL (25)
   */
  readonly stepUpAal?: number | null;
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
  const { stepUpAal } = options;
  const definition = useMemo(
    () => ({
      rules: PASSWORD_RULES,
      requests: passwordRequests(stepUpAal),
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
    // The store is made once per mount (useFlowStore): later changes would not reach it anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useAccountSection(definition, options.client, { ...options, autoLoad: false });
}
