// Public entry of identity-kit/headless. See README.md for the layer tour.
export {};

// Identity client: every call of the wire contract (headless/client/WIRE.md).
export * from './client';

// Session core, flows and React adapter (names the client already exports, such as ChallengeType,
// ChannelType, IdentifierType and AuthAction, are not re-exported from the core).
export {
  createStore,
  OPERATION_KEYS,
  initialRequestStates,
  isPending,
  errorOf,
  initialSession,
  POST_AUTH_STEPS,
  isSecretFree,
  FORBIDDEN_ANALYTICS_KEYS,
  clientSideError,
} from './core';
export type {
  Store,
  StoreOptions,
  Effect,
  HostCommand,
  Transition,
  AttemptContext,
  OperationKey,
  RequestState,
  RequestStates,
  RequestStatus,
  SessionData,
  Challenge,
  IamTicket,
  MatchingUser,
  AccountChoice,
  OowQuestion,
  UpdatedUserFields,
  ContactInfoStatus,
  VuuDisplayElements,
  Availability,
  CollectedConsent,
  PostAuthStep,
  PostAuthProcess,
  AnalyticsEvent,
  AnalyticsView,
} from './core';
export {
  createIdentityStore,
  identityTransition,
  resolveFlowConfig,
  DEFAULT_FLOW_CONFIG,
  initialIdentityState,
  FLOW_CLIENT_METHODS,
  signInTransition,
  selectSignInView,
  selectStep,
  useSignIn,
  classifyIdentifier,
  mfaTransition,
  channelOf,
  shouldLookupNextChallenge,
  resendSecondsLeft,
  RESEND_COOLDOWN_MS,
  selectMfaView,
  selectResendSecondsLeft,
  useMfa,
  postAuthTransition,
  nextPostAuthStep,
  vuuDisplayElements,
  selectPostAuthStep,
  selectPostAuthView,
  usePostAuth,
  buildOAuthSuccessRedirect,
  buildOAuthErrorRedirect,
  showsOAuthErrorOnPage,
  WEBAUTHN_NOT_ALLOWED,
  WEBAUTHN_UNSUPPORTED,
} from './flows';
export type {
  IdentityStore,
  IdentityStoreOptions,
  FlowConfig,
  IdentityState,
  FlowStep,
  SignInState,
  MfaState,
  PostAuthState,
  IdentityEvent,
  Outcome,
  AuthOutcomeData,
  FlowClient,
  SignInView,
  UseSignIn,
  SignInActions,
  MfaView,
  UseMfa,
  MfaActions,
  VuuConfig,
  VuuUserFacts,
  PostAuthView,
  UsePostAuth,
  PostAuthActions,
  OAuthRequest,
  CredentialsLike,
} from './flows';
export {
  IdentityProvider,
  useIdentityStore,
  useIdentityDispatch,
  useIdentityClock,
  useIdentityLocale,
  shallowEqual,
  composeHandlers,
} from './react';
export type { IdentityProviderProps } from './react';

// Field hooks and helper widgets (headless/fields: password checker, user-id/email collision, phone, form).
export * from './fields';

// Stand-alone flows (issue 6 §2): sign-up, account recovery, consent, identity proofing, verified-user
// update and notices. Each hook takes the client and owns its store (headless/flows/README.md).
export * from './flows/standalone';
export * from './flows/sign-up';
export * from './flows/recovery';
export * from './flows/consent';
export * from './flows/identity-proofing';
export * from './flows/verified-user-update';
export * from './flows/notices';
