// Flows: pure transitions, effects through the client, selectors, and the store that composes them.
export {
  createIdentityStore,
  preloadIdentityFlows,
  type IdentityStore,
  type IdentityStoreOptions,
} from './identity-store';
export { identityTransition } from './identity-transition';
export type { LateFlows } from './late-flows';
export { resolveFlowConfig, DEFAULT_FLOW_CONFIG, type FlowConfig } from './config';
export {
  initialIdentityState,
  firstStep,
  firstSignInStep,
  type SignInValidationError,
  type IdentityState,
  type FlowStep,
  type SignInState,
  type MfaState,
  type PostAuthState,
  type InvitationState,
  initialInvitation,
} from './state';
export type {
  InvitationEvent,
  PartnerEvent,
  InvitationCheck,
  IdentityEvent,
  SignInEvent,
  MfaEvent,
  PostAuthEvent,
  Outcome,
  AuthOutcomeData,
  AuthAction,
  UserUpdate,
  OowAnswer,
} from './events';
export type { IdentityCall } from './calls';
export { FLOW_CLIENT_METHODS, type FlowClient } from './client-port';
export {
  PHONE_VALIDATION_REQUESTS,
  selectPhoneChannels,
  phoneCodeRefusal,
  type PhoneChannels,
  type PhoneValidationCall,
  type PhoneValidationEvent,
} from './phone-validation';
export * from './sign-in';
export * from './mfa';
export * from './post-auth';
export * from './invitation';
export * from './partner';
// Stand-alone flows (issue 6 §2): each owns a small store made with createStore (see README.md).
export * from './standalone';
export * from './sign-up';
export * from './recovery';
export * from './consent';
export * from './identity-proofing';
export * from './verified-user-update';
export * from './notices';
export * from './email-confirmation';
