import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  GOVERNMENT_ID_REQUESTS,
  GOVERNMENT_ID_RULES,
  type GovernmentIdClient,
  type GovernmentIdData,
} from './requests';

/** Options of {@link useGovernmentIdStatus}. */
export interface UseGovernmentIdStatusOptions extends AccountSectionOptions {
  /** The identity client (or any object with `getUser`). */
  readonly client: GovernmentIdClient;
}

/** `{ state, actions }` of the government-id section (it only loads). */
export type UseGovernmentIdStatus = UseAccountSection<GovernmentIdData, never>;

const DEFINITION = {
  rules: GOVERNMENT_ID_RULES,
  requests: GOVERNMENT_ID_REQUESTS,
  readForm: (): never => undefined as never,
};

/** Government-id status (seed 000 §2.1 "government id"): read-only, see ./requests.ts for what is chosen. */
export function useGovernmentIdStatus(options: UseGovernmentIdStatusOptions): UseGovernmentIdStatus {
  return useAccountSection(DEFINITION, options.client, options);
}
