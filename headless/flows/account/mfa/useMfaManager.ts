import { useMemo } from 'react';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import { MFA_RULES, mfaRequests, type MfaClient, type MfaData, type MfaInput } from './requests';

/** Options of {@link useMfaManager}. */
export interface UseMfaManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with the calls of `MFA_CLIENT_METHODS`). */
  readonly client: MfaClient;
  /**
   * The level a change of two-step verification needs; null leaves the decision to the service. Read once,
   * when the section mounts. @default CREDENTIAL_WRITE_AAL (25)
   */
  readonly stepUpAal?: number | null;
}

/** `{ state, actions, get*Props }` of the MFA section. */
export type UseMfaManager = UseAccountSection<MfaData, MfaInput>;

/**
 * MFA settings (seed 000 §2.1 "MFA manager", seed 001 §2 `mfa`): whether two-step verification is on, the
 * channels a second factor can use, and turning it on or off (`actions.save({ enabled })` after
 * `actions.edit()`, behind a step-up). `actions.load()` again after an authenticator app was set up.
 */
export function useMfaManager(options: UseMfaManagerOptions): UseMfaManager {
  const { stepUpAal } = options;
  const definition = useMemo(
    () => ({
      rules: MFA_RULES,
      requests: mfaRequests(stepUpAal),
      readForm: (): MfaInput => ({ enabled: true }),
    }),
    // The store is made once per mount (useFlowStore): later changes would not reach it anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useAccountSection(definition, options.client, options);
}
