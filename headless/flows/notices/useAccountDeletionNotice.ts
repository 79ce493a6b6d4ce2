import { useMemo } from 'react';
import { createFlowStore, flowRequests } from '../standalone/flow-store';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import {
  accountDeletionTransition,
  initialAccountDeletionState,
  ACCOUNT_DELETION_REQUESTS,
  type AccountDeletionClient,
} from './deletion';
import { accountDeletionRequestNotice, type AccountDeletionNotice } from './notices';

export interface UseAccountDeletionNoticeOptions extends FlowListeners {
  readonly client: AccountDeletionClient;
  /** When the deletion was requested (ms since epoch). */
  readonly requestedAt: number;
  /** @default Date.now (the 72-hour cancel window) */
  readonly now?: () => number;
}

export interface AccountDeletionNoticeView {
  /** The notice's data (title and body keys, 72 hours, about 45 days) at render time. */
  readonly notice: AccountDeletionNotice;
  /** The cancel button is offered: inside the window and not cancelled yet. */
  readonly canCancel: boolean;
  readonly isSubmitting: boolean;
  /** The service recorded the cancellation (notifyAccountDeletionAborted succeeded). */
  readonly cancelled: boolean;
  /** Catalogue code of a failed cancel, else null. */
  readonly errorCode: string | null;
}

export interface UseAccountDeletionNotice {
  readonly state: AccountDeletionNoticeView;
  readonly actions: {
    /** Cancels the deletion (one call per intent; nothing once the 72-hour window closed). */
    cancel(): void;
  };
}

/** The account-deletion request notice with its cancel action (seed 001 §4, §9), with its own store. */
export function useAccountDeletionNotice(options: UseAccountDeletionNoticeOptions): UseAccountDeletionNotice {
  const { client, requestedAt, now = Date.now } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialAccountDeletionState(requestedAt),
        transition: accountDeletionTransition,
        ...flowRequests(ACCOUNT_DELETION_REQUESTS, client),
      }),
    options,
  );
  const notice = accountDeletionRequestNotice(raw.requestedAt, now());
  const state: AccountDeletionNoticeView = {
    notice,
    canCancel: notice.canCancel && !raw.cancelled,
    isSubmitting: raw.pending !== null,
    cancelled: raw.cancelled,
    errorCode: raw.errorCode,
  };
  const actions = useMemo(
    () => ({ cancel: () => dispatch({ type: 'CANCEL_REQUESTED', now: now() }) }),
    [dispatch, now],
  );
  return { state, actions };
}
