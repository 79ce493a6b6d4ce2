import { formField } from '../../standalone/props';
import {
  useSensitiveSection,
  type SensitiveSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  USER_ID_RULES,
  userIdRequests,
  type UserIdClient,
  type UserIdData,
  type UserIdInput,
} from './requests';

/** The form field name of the user-id form. */
export const USER_ID_FIELD_NAME = 'username';

/** Options of {@link useUserIdManager} (`stepUpAal`: the level a change of user id needs). */
export interface UseUserIdManagerOptions extends SensitiveSectionOptions {
  /** The identity client (or any object with the calls of `USER_ID_CLIENT_METHODS`). */
  readonly client: UserIdClient;
}

/** `{ state, actions, get*Props }` of the user-id section. */
export type UseUserIdManager = UseAccountSection<UserIdData, UserIdInput>;

/**
 * User-id manager (seed 000 §2.1, seed 001 §2 `userid`): shows the user id, checks a new one with the
 * sign-up rule and the availability call (a taken id is `DUPLICATE_USER`), and saves it behind a step-up.
 */
export function useUserIdManager(options: UseUserIdManagerOptions): UseUserIdManager {
  return useSensitiveSection(
    (aal) => ({
      rules: USER_ID_RULES,
      requests: userIdRequests(aal),
      readForm: (form: HTMLFormElement): UserIdInput => ({ username: formField(form, USER_ID_FIELD_NAME) }),
    }),
    options.client,
    options,
  );
}
