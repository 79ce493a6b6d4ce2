import { useMemo } from 'react';
import { shallowEqual } from '../../binding/shallow-equal';
import { useIdentityDispatch, useIdentityStore } from '../../provider/useIdentityStore';
import { selectInvitationView, type InvitationView } from './selectors';

/** Actions of {@link useInvitation}. */
export interface InvitationActions {
  /** verifyInviteByReceiver: only PENDING proceeds (seed 000 §4.4). One request per intent. */
  verify(input: { invitationId: string; accessCode: string }): void;
  /** getInvitationAttributes(inv_attr): the returned username prefills the user id. */
  loadAttributes(invAttr: string): void;
  /**
   * Accept (with the access code from the invitation link or typed by the user) or decline the invitation:
   * POST invitations/{id}/accept, or PUT invitations/{id}?operation=reject. The verified invitation's id
   * unless `invitationId` is given. One request per intent; the access code never enters state.
   */
  answer(input: { accepted: boolean; accessCode?: string; invitationId?: string }): void;
}

/** What {@link useInvitation} returns: `state` (codes and flags) and `actions`. */
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
      answer: ({ accepted, accessCode, invitationId }) =>
        dispatch({
          type: 'INVITATION_ANSWER_REQUESTED',
          accepted,
          ...(accessCode !== undefined ? { accessCode } : {}),
          ...(invitationId !== undefined ? { invitationId } : {}),
        }),
    }),
    [dispatch],
  );
  return { state, actions };
}
