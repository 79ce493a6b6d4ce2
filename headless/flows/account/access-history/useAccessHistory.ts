import { useState } from 'react';
import {
  useAccountSection,
  type AccountSectionOptions,
  type AccountSectionView,
} from '../section/useAccountSection';
import {
  ACCESS_HISTORY_RULES,
  accessHistoryRequests,
  type AccessHistoryClient,
  type AccessHistoryData,
} from './requests';

/** Options of {@link useAccessHistory}. */
export interface UseAccessHistoryOptions extends AccountSectionOptions {
  /** The identity client (or any object with `getAccessEvents`). */
  readonly client: AccessHistoryClient;
  /** How many of the newest events to show. Read once, when the section mounts. @default 10 */
  readonly limit?: number;
}

/** `{ state, actions }` of the access history (read only). */
export interface UseAccessHistory {
  readonly state: AccountSectionView<AccessHistoryData>;
  readonly actions: {
    /** Loads (or reloads) the events. */
    readonly load: () => void;
  };
}

/**
 * Access history (seed 000 §2.1, seed 001 §2 `accessHistory`): the newest sign-ins the service reports, for
 * the last-login text (`describeLastLogin` of the first event) and a list. Own store; read only.
 */
export function useAccessHistory(options: UseAccessHistoryOptions): UseAccessHistory {
  const [definition] = useState(() => ({
    rules: ACCESS_HISTORY_RULES,
    requests: accessHistoryRequests(options.limit),
    readForm: (): never => undefined as never,
  }));
  const { state, actions } = useAccountSection(definition, options.client, options);
  return { state, actions: { load: actions.load } };
}
