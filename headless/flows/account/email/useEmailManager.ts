import { formField } from '../../standalone/props';
import {
  useSensitiveSection,
  type SensitiveSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import { EMAIL_RULES, emailRequests, type EmailClient, type EmailData, type EmailInput } from './requests';

/** Form field name of the email form. */
export const EMAIL_FIELD_NAME = 'email';

/** Options of {@link useEmailManager} (`stepUpAal`: the level replacing a verified address needs). */
export interface UseEmailManagerOptions extends SensitiveSectionOptions {
  /** The identity client (or any object with the calls of `EMAIL_CLIENT_METHODS`). */
  readonly client: EmailClient;
}

/** `{ state, actions, get*Props }` of the email section. */
export type UseEmailManager = UseAccountSection<EmailData, EmailInput>;

/**
 * Email manager (seed 000 §2.1, seed 001 §2 `email`): shows the address, its status and primary flag, saves
 * a new one (step-up first when it replaces a verified address), then verifies it with the 6-digit email
 * code (`step` 'code').
 */
export function useEmailManager(options: UseEmailManagerOptions): UseEmailManager {
  return useSensitiveSection(
    (aal) => ({
      rules: EMAIL_RULES,
      requests: emailRequests(aal),
      readForm: (form: HTMLFormElement): EmailInput => ({ email: formField(form, EMAIL_FIELD_NAME) }),
    }),
    options.client,
    options,
  );
}
