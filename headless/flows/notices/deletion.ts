/**
 * Cancelling an account-deletion request (seed 001 §4, §9: cancellable within 72 hours; seed 001 §7
 * PUT account/notify-account-deletion-aborted). A stand-alone flow with its own store: the machine is pure,
 * the hook runs the one call through the client.
 */
import { produce } from 'immer';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import type { IdentityClient } from '../../client';
import type { Outcome } from '../outcome-data';
import {
  endFlowRequestWith,
  clientMethodsOf,
  flowRowsFor,
  type FlowClientOf,
  outcomeOf,
  startFlowRequest,
  type FlowEffects,
  type FlowRequestState,
  type FlowTransition,
} from '../standalone/flow-store';
import { accountDeletionRequestNotice } from './notices';

export interface AccountDeletionState extends FlowRequestState<'cancel'> {
  /** When the deletion was requested (ms since epoch). */
  readonly requestedAt: number;
  /** The service recorded the cancellation. */
  readonly cancelled: boolean;
}

export type AccountDeletionCall = { readonly op: 'cancel' };

export type AccountDeletionEvent =
  /** `now` comes from the caller's clock (machines never read the time). */
  | { readonly type: 'CANCEL_REQUESTED'; readonly now: number }
  | { readonly type: 'CANCEL_RESULT'; readonly outcome: Outcome<null> };

export function initialAccountDeletionState(requestedAt: number): AccountDeletionState {
  return { requestedAt, cancelled: false, pending: null, errorCode: null };
}

/** Cancel sends notifyAccountDeletionAborted once, and only inside the 72-hour window. */
export function accountDeletionTransition(
  state: AccountDeletionState,
  event: AccountDeletionEvent,
): FlowTransition<AccountDeletionState, AccountDeletionCall> {
  const effects: FlowEffects<AccountDeletionCall> = [];
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'CANCEL_REQUESTED':
        if (
          draft.pending !== null ||
          draft.cancelled ||
          !accountDeletionRequestNotice(draft.requestedAt, event.now).canCancel
        ) {
          return;
        }
        startFlowRequest(draft, 'accountDeletion', { op: 'cancel' }, effects);
        return;
      case 'CANCEL_RESULT':
        endFlowRequestWith(draft, 'cancel', event.outcome, effects, 'accountDeletion.cancel', {
          succeeded: () => {
            draft.cancelled = true;
          },
        });
        return;
      default:
        event satisfies never;
    }
  });
  return [next, effects];
}

const row = flowRowsFor<AccountDeletionCall, AccountDeletionEvent>();

/** The flow's request table: one row, cancel -> PUT account/notify-account-deletion-aborted. */
export const ACCOUNT_DELETION_REQUESTS = {
  cancel: row(
    'cancel',
    'accountDeletion',
    'CANCEL_RESULT',
    ['notifyAccountDeletionAborted'],
    async (client, _call, { signal }) => {
      const result = await client.notifyAccountDeletionAborted({}, { signal });
      return { type: 'CANCEL_RESULT', outcome: outcomeOf(result, () => null) };
    },
  ),
} satisfies RequestTable<IdentityClient, AccountDeletionCall, AccountDeletionEvent, FlowOperationKey>;

/** The client methods the flow calls, derived from its rows' `uses`. */
export const ACCOUNT_DELETION_CLIENT_METHODS = clientMethodsOf(ACCOUNT_DELETION_REQUESTS);
/** The slice of the identity client the flow needs (a structural type: tests pass fakes). */
export type AccountDeletionClient = FlowClientOf<typeof ACCOUNT_DELETION_REQUESTS>;
