export { reduceInvitation, PROCEEDING_INVITATION_STATUS, STOPPED_INVITATION_ERROR } from './machine';
export { selectInvitationView, type InvitationView } from './selectors';
export { useInvitation, type UseInvitation, type InvitationActions } from './useInvitation';
export {
  invitationAcceptTransition,
  initialInvitationAcceptState,
  INVITATION_ACCEPT_CLIENT_METHODS,
  type InvitationAcceptClient,
  type InvitationAcceptState,
  type InvitationAcceptStep,
  type InvitationAcceptEvent,
  type InvitationAcceptCall,
} from './accept';
export {
  useInvitationAccept,
  type UseInvitationAccept,
  type UseInvitationAcceptOptions,
  type InvitationAcceptView,
  type InvitationAcceptActions,
} from './useInvitationAccept';
export {
  invitationActivateTransition,
  initialInvitationActivateState,
  INVITATION_ACTIVATE_CLIENT_METHODS,
  type InvitationActivateClient,
  type InvitationActivateState,
  type InvitationActivateStep,
  type InvitationActivateEvent,
  type InvitationActivateCall,
  type InvitationActivateInput,
  type InvitationActivateField,
} from './activate';
export {
  useInvitationActivate,
  type UseInvitationActivate,
  type UseInvitationActivateOptions,
  type InvitationActivateView,
  type InvitationActivateActions,
} from './useInvitationActivate';
