import { useEffect, useMemo } from 'react';
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
  /**
   * The access code of the invitation link, if it carries one: checked on mount (verify only) so the screen
   * can say who invited the user and to what before they answer (issue 18 §3).
   */
  readonly accessCode?: string | undefined;
  /**
   * The host's word on whether the invited person is new. Unless it is `false`, an Accept whose verify answer
   * names no invited user stops before accepting (`inviteeHasAccount: false`), so the screen can offer the
   * activate form instead of an accept that needs a session.
   */
  readonly newAccount?: boolean | undefined;
}

export type InvitationAcceptView = Pick<
  InvitationAcceptState,
  | 'step'
  | 'pending'
  | 'errorCode'
  | 'fieldErrors'
  | 'statusCode'
  | 'realmName'
  | 'inviterName'
  | 'inviteeHasAccount'
> & {
  /** An accept or decline is in flight (the mount-time preview of a link's code is not). */
  readonly isSubmitting: boolean;
  /**
   * The link's access code is being checked on mount and nothing has answered yet: a screen that lets the
   * service decide between the accept and activate forms waits for it rather than flash the wrong one.
   */
  readonly isChecking: boolean;
};

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
  const { client, invitationId, accessCode, newAccount } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialInvitationAcceptState(invitationId),
        transition: invitationAcceptTransition,
        ...flowRequests(INVITATION_ACCEPT_REQUESTS, client),
      }),
    options,
  );
  useEffect(() => {
    if (accessCode !== undefined) {
      dispatch({ type: 'PREVIEW_REQUESTED', accessCode });
    }
  }, [dispatch, accessCode]);
  const hasLinkCode = accessCode !== undefined && accessCode.replace(/\s+/g, '') !== '';
  const state = useMemo<InvitationAcceptView>(
    () => ({
      step: raw.step,
      pending: raw.pending,
      errorCode: raw.errorCode,
      fieldErrors: raw.fieldErrors,
      statusCode: raw.statusCode,
      realmName: raw.realmName,
      inviterName: raw.inviterName,
      inviteeHasAccount: raw.inviteeHasAccount,
      isSubmitting: raw.pending !== null && raw.pending !== 'preview',
      isChecking: hasLinkCode && raw.step === 'accept' && !raw.previewed,
    }),
    [raw, hasLinkCode],
  );
  const actions = useMemo<InvitationAcceptActions>(
    () => ({
      accept: (accessCode) =>
        dispatch({ type: 'ACCEPT_SUBMITTED', accessCode, acceptWithoutAccount: newAccount === false }),
      decline: () => dispatch({ type: 'DECLINE_REQUESTED' }),
    }),
    [dispatch, newAccount],
  );
  return { state, actions };
}
