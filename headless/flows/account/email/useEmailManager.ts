import { useMemo } from 'react';
import { formField } from '../../standalone/props';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import { EMAIL_RULES, emailRequests, type EmailClient, type EmailData, type EmailInput } from './requests';

/** Form field name of the email form. */
export const EMAIL_FIELD_NAME = 'email';

/** Options of {@link useEmailManager}. */
export interface UseEmailManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with the calls of `EMAIL_CLIENT_METHODS`). */
  readonly client: EmailClient;
  /**
   * The level replacing a verified address needs; null leaves the decision to the service. Read once, when
   * the section mounts. @default CREDENTIAL_WRITE_AAL (25)
   */
  readonly stepUpAal?: number | null;
}

/** `{ state, actions, get*Props }` of the email section. */
export type UseEmailManager = UseAccountSection<EmailData, EmailInput>;

/**
 * Email manager (seed 000 §2.1, seed 001 §2 `email`): shows the address, its status and primary flag, saves
 * a new one (step-up first when it replaces a verified address), then verifies it with the 6-digit email
 * code (`step` 'code').
 */
export function useEmailManager(options: UseEmailManagerOptions): UseEmailManager {
  const { stepUpAal } = options;
  const definition = useMemo(
    () => ({
      rules: EMAIL_RULES,
      requests: emailRequests(stepUpAal),
      readForm: (form: HTMLFormElement): EmailInput => ({ email: formField(form, EMAIL_FIELD_NAME) }),
    }),
    // The store is made once per mount (useFlowStore): later changes would not reach it anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useAccountSection(definition, options.client, options);
}
