import { useMemo } from 'react';
import { formField } from '../../standalone/props';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import { PHONE_RULES, phoneRequests, type PhoneClient, type PhoneData, type PhoneInput } from './requests';

/** Form field name of the phone form. */
export const PHONE_FIELD_NAME = 'phoneNumber';

/** Options of {@link usePhoneManager}. */
export interface UsePhoneManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with the calls of `PHONE_CLIENT_METHODS`). */
  readonly client: PhoneClient;
  /**
   * The level replacing a verified number needs (the offering's account-manager `targetAAL`); null leaves
   * the decision to the service. Read once, when the section mounts. @default CREDENTIAL_WRITE_AAL (25)
   */
  readonly stepUpAal?: number | null;
}

/** `{ state, actions, get*Props }` of the phone section. */
export type UsePhoneManager = UseAccountSection<PhoneData, PhoneInput>;

/**
 * Phone manager (seed 000 §2.1, seed 001 §2 `phone`): shows the number and its status, saves a new one
 * (step-up first when it replaces a verified number), then verifies it with an SMS code (`step` 'code';
 * `actions.sendCode()` re-sends, and an unverified number can be verified later from the view).
 */
export function usePhoneManager(options: UsePhoneManagerOptions): UsePhoneManager {
  const { stepUpAal } = options;
  const definition = useMemo(
    () => ({
      rules: PHONE_RULES,
      requests: phoneRequests(stepUpAal),
      readForm: (form: HTMLFormElement): PhoneInput => ({ phoneNumber: formField(form, PHONE_FIELD_NAME) }),
    }),
    // The store is made once per mount (useFlowStore): later changes would not reach it anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useAccountSection(definition, options.client, options);
}
