import { formField } from '../../standalone/props';
import {
  useSensitiveSection,
  type SensitiveSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import { PHONE_RULES, phoneRequests, type PhoneClient, type PhoneData, type PhoneInput } from './requests';

/** Form field name of the phone form. */
export const PHONE_FIELD_NAME = 'phoneNumber';

/** Options of {@link usePhoneManager} (`stepUpAal`: the level replacing a verified number needs). */
export interface UsePhoneManagerOptions extends SensitiveSectionOptions {
  /** The identity client (or any object with the calls of `PHONE_CLIENT_METHODS`). */
  readonly client: PhoneClient;
}

/** `{ state, actions, get*Props }` of the phone section. */
export type UsePhoneManager = UseAccountSection<PhoneData, PhoneInput>;

/**
 * Phone manager (seed 000 §2.1, seed 001 §2 `phone`): shows the number and its status, saves a new one
 * (step-up first when it replaces a verified number), then verifies it with an SMS code (`step` 'code';
 * `actions.sendCode()` re-sends, and an unverified number can be verified later from the view).
 */
export function usePhoneManager(options: UsePhoneManagerOptions): UsePhoneManager {
  return useSensitiveSection(
    (aal) => ({
      rules: PHONE_RULES,
      requests: phoneRequests(aal),
      readForm: (form: HTMLFormElement): PhoneInput => ({ phoneNumber: formField(form, PHONE_FIELD_NAME) }),
    }),
    options.client,
    options,
  );
}
