// Framework-agnostic session core: store, request-state cycle, session data, analytics stream.
export { createStore, type Store, type StoreOptions } from './store';
export {
  request,
  emit,
  type Effect,
  type HostCommand,
  type Transition,
  type AttemptContext,
} from './effects';
export {
  IDLE,
  PENDING,
  SUCCEEDED,
  failed,
  initialRequestStates,
  isPending,
  errorOf,
  type RequestState,
  type RequestStates,
  type RequestStatus,
} from './request-state';
export {
  initialSession,
  noUpdatedFields,
  POST_AUTH_STEPS,
  type SessionData,
  type ChallengeType,
  type ChallengeToken,
  type Challenge,
  type IamTicket,
  type MatchingUser,
  type AccountChoice,
  type ChannelType,
  type OowQuestion,
  type UpdatedUserFields,
  type ContactInfoStatus,
  type VuuDisplayElements,
  type Availability,
  type CollectedConsent,
  type PostAuthStep,
  type PostAuthProcess,
} from './session';
export {
  isSecretFree,
  FORBIDDEN_ANALYTICS_KEYS,
  type AnalyticsEvent,
  type AnalyticsView,
  type IdentifierType,
  type AssertSecretFree,
} from './analytics';
export { clientSideError, type IdentityErrorShape } from './identity-error';
