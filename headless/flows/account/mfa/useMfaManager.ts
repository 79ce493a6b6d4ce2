import {
  useSensitiveSection,
  type SensitiveSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import { MFA_RULES, mfaRequests, type MfaClient, type MfaData, type MfaInput } from './requests';

/** Options of {@link useMfaManager} (`stepUpAal`: the level a change of two-step verification needs). */
export interface UseMfaManagerOptions extends SensitiveSectionOptions {
  /** The identity client (or any object with the calls of `MFA_CLIENT_METHODS`). */
  readonly client: MfaClient;
}

/** `{ state, actions, get*Props }` of the MFA section. */
export type UseMfaManager = UseAccountSection<MfaData, MfaInput>;

/**
 * MFA settings (seed 000 §2.1 "MFA manager", seed 001 §2 `mfa`): whether two-step verification is on, the
 * channels a second factor can use, and turning it on or off (`actions.save({ enabled })` after
 * `actions.edit()`, behind a step-up). `actions.load()` again after an authenticator app was set up.
 */
export function useMfaManager(options: UseMfaManagerOptions): UseMfaManager {
  return useSensitiveSection(
    (aal) => ({
      rules: MFA_RULES,
      requests: mfaRequests(aal),
      readForm: (): MfaInput => ({ enabled: true }),
    }),
    options.client,
    options,
  );
}
