export {
  transition as invitationTransition,
  PROCEEDING_INVITATION_STATUS,
  STOPPED_INVITATION_ERROR,
} from './machine';
export { selectInvitationView, type InvitationView } from './selectors';
export { useInvitation, type UseInvitation, type InvitationActions } from './useInvitation';
