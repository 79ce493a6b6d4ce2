import { useMemo } from 'react';
import { sendIntent } from '../section/intents';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  CONSENT_MANAGER_REQUESTS,
  CONSENT_MANAGER_RULES,
  type ConsentManagerClient,
  type ConsentManagerData,
  type ConsentManagerInput,
} from './requests';

/** Options of {@link useConsentManager}. */
export interface UseConsentManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with the calls of `CONSENT_MANAGER_CLIENT_METHODS`). */
  readonly client: ConsentManagerClient;
}

/** `{ state, actions, get*Props }` of the consent manager, with `revoke`. */
export interface UseConsentManager extends UseAccountSection<ConsentManagerData, ConsentManagerInput> {
  readonly actions: UseAccountSection<ConsentManagerData, ConsentManagerInput>['actions'] & {
    /** Revokes the grant of one application at once (a UI confirms first with `edit()` and `save`). */
    readonly revoke: (clientId: string) => void;
  };
}

const DEFINITION = {
  rules: CONSENT_MANAGER_RULES,
  requests: CONSENT_MANAGER_REQUESTS,
  readForm: (form: HTMLFormElement): ConsentManagerInput => {
    const value = new FormData(form).get('clientId');
    return { clientId: typeof value === 'string' ? value : '' };
  },
};

/**
 * Consent manager (seed 000 §2.1 "consent manager", seed 001 §2 `consent`): the applications the user let
 * use the account, and revoking one. Own store: leaving the section drops a late answer.
 */
export function useConsentManager(options: UseConsentManagerOptions): UseConsentManager {
  const section = useAccountSection(DEFINITION, options.client, options);
  const { actions } = section;
  const all = useMemo(
    () => ({ ...actions, revoke: (clientId: string) => sendIntent({ actions }, { clientId }) }),
    [actions],
  );
  return { ...section, actions: all };
}
