/**
 * `identity-kit/headless/advanced`: the internals behind the public hooks, for hosts that drive the flows
 * themselves and for the UI kit. Stores, transitions, selectors, request slots, the client's tables and
 * the binding kit. Not covered by the public entry's stability promise: names here may change in a minor
 * release. It holds every name of the public entry too, so one import line can mix both. Wire types are in
 * `identity-kit/client`.
 *
 * @packageDocumentation
 */

// Identity client internals (the factory and wire types are in identity-kit/client).
export {
  onFirstInput,
  lazyChunk,
  planRequest,
  parseRetryAfter,
  RETRY_AFTER_MAX_MS,
  applySignInRules,
  normalizePolicies,
  CALLS,
  COOKIE_NAMES,
  DEFAULT_BASE_PATHS,
  DEFAULT_HEADER_PREFIX,
  REQUEST_HEADER_SUFFIXES,
  RESPONSE_HEADER_SUFFIXES,
  headerName,
  buildTotpUri,
  createTotpQrCode,
  credentialToJSON,
} from './client';
export type {
  LazyChunk,
  TotpQrCode,
  TotpQrInput,
  CredentialLike,
  ClientMethod,
  IdentityClient,
  IdentityError,
  IdentityErrorKind,
  Dynamic,
  FetchLike,
  IdentityClientOptions,
  CallOptions,
  ClientResult,
  ResponseMeta,
  CallName,
  CallSpec,
  HttpMethod,
  PathFamily,
  RemoteCallName,
} from './client';
export { createIdentityClient, isIdentityError } from './client';

// Session core, flows and React adapter (names the client already exports, such as ChallengeType,
// ChannelType, IdentifierType and AuthAction, are not re-exported from the core).
export {
  isPending,
  errorOf,
  initialSession,
  POST_AUTH_STEPS,
  isSecretFree,
  FORBIDDEN_ANALYTICS_KEYS,
  clientSideError,
} from './core';
export type { HostCommand, AttemptContext, RequestState, RequestStatus } from './core';
// The request slots and the core's store and request types specialised to them (flows/request-slots.ts).
export {
  createStore,
  OPERATION_KEYS,
  FLOW_OPERATION_KEYS,
  initialRequestStates,
  request,
  emit,
} from './flows/request-slots';
export type {
  Store,
  StoreOptions,
  Effect,
  Transition,
  OperationKey,
  FlowOperationKey,
  RequestStates,
} from './flows/request-slots';
export type {
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
  selectInvitationView,
  useInvitation,
  useInvitationAccept,
  invitationAcceptTransition,
  useInvitationActivate,
  invitationActivateTransition,
  PROCEEDING_INVITATION_STATUS,
  STOPPED_INVITATION_ERROR,
  initialInvitation,
  partnerAuthOffered,
  partnerDataWanted,
  PARTNER_INITIATION_FAIL,
  selectPartnerView,
  usePartnerAuth,
  readWebAuthnPromptCount,
  mayPromptWebAuthn,
  webAuthnPromptCookie,
  PHONE_VALIDATION_REQUESTS,
  selectPhoneChannels,
  phoneCodeRefusal,
} from './flows';
export type { PhoneChannels, PhoneValidationCall, PhoneValidationEvent } from './flows';
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
  UseInvitationActivate,
  UseInvitationActivateOptions,
  InvitationActivateView,
  InvitationActivateActions,
  InvitationActivateClient,
  InvitationActivateInput,
  InvitationActivateField,
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
  useIdentityContext,
  useOptionalIdentityContext,
  useOffering,
  useProviderOffering,
  useProviderRefresh,
  preloadOfferingResolver,
  loadOffering,
  type OfferingInput,
  type OfferingProps,
  type ProviderOffering,
} from './provider';
// The offering's configuration as each flow's inputs (pure; issue 17 §1).
export {
  offeringFlowConfig,
  offeringSignUpConfig,
  offeringRecoveryConfig,
  offeringProofingConfig,
  OFFERING_PROOFING_FIELDS,
  offeringClientOptions,
  offeringSignUpPage,
  type OfferingSignUpPage,
} from './flows/offering';
export type { IdentityContextValue } from './provider';
export type { IdentityProviderProps } from './provider';
export {
  shallowEqual,
  composeHandlers,
  composeSubmitHandlers,
  useStoreSelector,
  type SubscribableStore,
} from './binding';

// The journey's route and host events (useIdentityFlow, useIdentityEvents) and their pure parts.
export * from './flows/journey';

// Field hooks and helper widgets (headless/fields: password checker, user-id/email collision, phone, form).
export * from './fields';
export {
  MAX_SUGGESTED_USER_IDS,
  selectSuggestedUserIds,
  type SuggestionClient,
} from './fields/collision/suggestions';
export { useSuggestedUserIds } from './fields/collision/useSuggestedUserIds';

// Stand-alone flows (issue 6 §2): sign-up, account recovery, consent, identity proofing, verified-user
// update, notices and the email-confirmation landing. Each hook takes the client and owns its store (headless/flows/README.md).
export * from './flows/standalone';
export * from './flows/sign-up';
export * from './flows/recovery';
export * from './flows/consent';
export * from './flows/identity-proofing';
export * from './flows/verified-user-update';
export * from './flows/notices';
export * from './flows/email-confirmation';

// Account management (issue 20): each section's rules, request table (operation -> client call -> result
// event), field names and the shared section transition.
export * from './flows/account';
