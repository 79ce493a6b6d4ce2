import { useMemo } from 'react';
import { createFlowStore, flowRequests } from '../standalone/flow-store';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import {
  initialInvitationActivateState,
  invitationActivateTransition,
  INVITATION_ACTIVATE_REQUESTS,
  type InvitationActivateClient,
  type InvitationActivateInput,
  type InvitationActivateState,
} from './activate';

/** Options of {@link useInvitationActivate}. */
export interface UseInvitationActivateOptions extends FlowListeners {
  readonly client: InvitationActivateClient;
  readonly invitationId: string;
}

/** The activate flow's state for a screen: codes and flags, never a secret. */
export type InvitationActivateView = Pick<
  InvitationActivateState,
  'step' | 'pending' | 'errorCode' | 'fieldErrors' | 'statusCode'
> & { readonly isSubmitting: boolean };

/** What a screen can do on the activate form. */
export interface InvitationActivateActions {
  /** Create the account from the invitation (one PUT invitations/{id}?operation=activate). */
  activate(input: InvitationActivateInput): void;
}

/** What {@link useInvitationActivate} returns: `state` (codes and flags) and `actions`. */
export interface UseInvitationActivate {
  readonly state: InvitationActivateView;
  readonly actions: InvitationActivateActions;
}

/**
 * Activate a new account from an invitation (seed 001 §4.3, §7.5.1) with its own store: the invited person
 * has no account yet; success means the account exists and joined the realm (the service signs it in).
 */
export function useInvitationActivate(options: UseInvitationActivateOptions): UseInvitationActivate {
  const { client, invitationId } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialInvitationActivateState(invitationId),
        transition: invitationActivateTransition,
        ...flowRequests(INVITATION_ACTIVATE_REQUESTS, client),
      }),
    options,
  );
  const state = useMemo<InvitationActivateView>(
    () => ({
      step: raw.step,
      pending: raw.pending,
      errorCode: raw.errorCode,
      fieldErrors: raw.fieldErrors,
      statusCode: raw.statusCode,
      isSubmitting: raw.pending !== null,
    }),
    [raw],
  );
  const actions = useMemo<InvitationActivateActions>(
    () => ({ activate: (input) => dispatch({ type: 'ACTIVATE_SUBMITTED', input }) }),
    [dispatch],
  );
  return { state, actions };
}
