import { useMemo } from 'react';
import { createFlowStore, flowRequests } from '../standalone/flow-store';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import {
  initialInvitationAcceptState,
  invitationAcceptTransition,
  INVITATION_ACCEPT_REQUESTS,
  type InvitationAcceptClient,
  type InvitationAcceptState,
} from './accept';

export interface UseInvitationAcceptOptions extends FlowListeners {
  readonly client: InvitationAcceptClient;
  readonly invitationId: string;
}

export type InvitationAcceptView = Pick<
  InvitationAcceptState,
  'step' | 'pending' | 'errorCode' | 'fieldErrors' | 'statusCode' | 'realmName'
> & { readonly isSubmitting: boolean };

export interface InvitationAcceptActions {
  /** Verify the access code, then accept a PENDING invitation (one request per intent). */
  accept(accessCode: string): void;
  /** Decline the invitation. */
  decline(): void;
}

/** What {@link useInvitationAccept} returns: `state` (codes and flags) and `actions`. */
export interface UseInvitationAccept {
  readonly state: InvitationAcceptView;
  readonly actions: InvitationAcceptActions;
}

/**
 * Stand-alone invitation accept / decline (seed 000 §4.4; seed 001 §2, §4) with its own store: success,
 * expired (expired or already accepted) and declined end states. The user must be signed in.
 */
export function useInvitationAccept(options: UseInvitationAcceptOptions): UseInvitationAccept {
  const { client, invitationId } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialInvitationAcceptState(invitationId),
        transition: invitationAcceptTransition,
        ...flowRequests(INVITATION_ACCEPT_REQUESTS, client),
      }),
    options,
  );
  const state = useMemo<InvitationAcceptView>(
    () => ({
      step: raw.step,
      pending: raw.pending,
      errorCode: raw.errorCode,
      fieldErrors: raw.fieldErrors,
      statusCode: raw.statusCode,
      realmName: raw.realmName,
      isSubmitting: raw.pending !== null,
    }),
    [raw],
  );
  const actions = useMemo<InvitationAcceptActions>(
    () => ({
      accept: (accessCode) => dispatch({ type: 'ACCEPT_SUBMITTED', accessCode }),
      decline: () => dispatch({ type: 'DECLINE_REQUESTED' }),
    }),
    [dispatch],
  );
  return { state, actions };
}
