/**
 * `identity-kit/headless`: React hooks over framework-agnostic stores and flows, and the identity client
 * that does all IO. Hooks return `{ state, actions, get*Props }` with codes, no markup and no translated
 * text. Start with {@link IdentityProvider}, {@link createIdentityClient} and {@link useSignIn}; the flow's
 * step (`useIdentityStore(selectStep)`) says where the journey is, `'signedIn'` at its end.
 *
 * @packageDocumentation
 */

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
  preloadIdentityFlows,
  identityTransition,
  resolveFlowConfig,
  DEFAULT_FLOW_CONFIG,
  initialIdentityState,
  FLOW_CLIENT_METHODS,
  signInTransition,
  selectSignInView,
  selectStep,
  useSignIn,
  SIGN_IN_FIELD_NAMES,
  IDENTIFIER_ERROR_CODES,
  viewOfStep,
  firstStep,
  firstSignInStep,
  CODE_FIELD_NAME,
  MFA_FIELD_NAMES,
  classifyIdentifier,
  mfaTransition,
  channelOf,
  shouldLookupNextChallenge,
  resendSecondsLeft,
  RESEND_COOLDOWN_MS,
  selectMfaView,
  selectResendSecondsLeft,
  useMfa,
  isChoosableChallenge,
  CODE_REJECTION_CODES,
  rejectsEnteredCode,
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
  invitationTransition,
  selectInvitationView,
  useInvitation,
  useInvitationAccept,
  invitationAcceptTransition,
  PROCEEDING_INVITATION_STATUS,
  STOPPED_INVITATION_ERROR,
  initialInvitation,
  partnerTransition,
  partnerAuthOffered,
  partnerDataWanted,
  PARTNER_INITIATION_FAIL,
  selectPartnerView,
  usePartnerAuth,
  readWebAuthnPromptCount,
  mayPromptWebAuthn,
  webAuthnPromptCookie,
} from './flows';
export type {
  IdentityStore,
  IdentityStoreOptions,
  LateFlows,
  FlowConfig,
  IdentityState,
  FlowStep,
  SignInState,
  SignInValidationError,
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
  ChoosableChallengeType,
  MfaActions,
  VuuConfig,
  VuuUserFacts,
  PostAuthView,
  UsePostAuth,
  PostAuthActions,
  VerifiedUserUpdateInput,
  OAuthRequest,
  CredentialsLike,
  InvitationState,
  InvitationView,
  UseInvitation,
  InvitationActions,
  UseInvitationAccept,
  UseInvitationAcceptOptions,
  InvitationAcceptView,
  InvitationAcceptActions,
  InvitationAcceptClient,
  InvitationEvent,
  InvitationCheck,
  PartnerView,
  UsePartnerAuth,
  PartnerActions,
  PartnerEvent,
} from './flows';
export {
  IdentityProvider,
  useIdentityStore,
  useIdentityDispatch,
  useIdentityClock,
  useIdentityLocale,
  shallowEqual,
  composeHandlers,
  composeSubmitHandlers,
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
