import { useMemo } from 'react';
import { shallowEqual } from '../../react/shallow-equal';
import { useIdentityDispatch, useIdentityStore } from '../../react/useIdentityStore';
import { selectInvitationView, type InvitationView } from './selectors';

/** Actions of {@link useInvitation}. */
export interface InvitationActions {
  /** verifyInviteByReceiver: only PENDING proceeds (seed 000 §4.4). One request per intent. */
  verify(input: { invitationId: string; accessCode: string }): void;
  /** getInvitationAttributes(inv_attr): the returned username prefills the user id. */
  loadAttributes(invAttr: string): void;
}

export interface UseInvitation {
  readonly state: InvitationView;
  readonly actions: InvitationActions;
}

/** Invitation (seed 000 §4.4): verify the invitation and prefill the invited user. */
export function useInvitation(): UseInvitation {
  const state = useIdentityStore(selectInvitationView, shallowEqual);
  const dispatch = useIdentityDispatch();
  const actions = useMemo<InvitationActions>(
    () => ({
      verify: ({ invitationId, accessCode }) =>
        dispatch({ type: 'INVITATION_VERIFY_REQUESTED', invitationId, accessCode }),
      loadAttributes: (invAttr) => dispatch({ type: 'INVITATION_ATTRIBUTES_REQUESTED', invAttr }),
    }),
    [dispatch],
  );
  return { state, actions };
}
