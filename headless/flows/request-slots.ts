/**
 * The request slots of the flows, named here and not in the core (issue 16 §2: the generic core knows no
 * flow names), with the core's request types specialised to them: a flow file imports `Transition`,
 * `Effect`, `request` and `RequestStates` from here, so its effects name a real slot.
 */
import {
  createStore as createCoreStore,
  emit as coreEmit,
  initialRequestStates as initialCoreRequestStates,
  request as coreRequest,
  type AnalyticsEvent,
  type Effect as CoreEffect,
  type RequestStates as CoreRequestStates,
  type Store as CoreStore,
  type StoreOptions as CoreStoreOptions,
  type Transition as CoreTransition,
} from '../core';

/**
 * Every asynchronous operation the identity store's flows run, one request slot each (seed 000 §4.2, §4.3, §7.3).
 * A slot holds at most one attempt in flight.
 */
export const OPERATION_KEYS = [
  'signIn',
  'signOut',
  'lookupUsernames',
  'selectAccount',
  'deleteAccountChoice',
  'evaluateAuth',
  'upgradeAal',
  'sendSignInConfirmation',
  'verifySignInConfirmation',
  'verifyTotp',
  // TOTP enrolment: generate the key, then activate it with the first code
  'totpEnrolment',
  'createChannelConfirmation',
  'confirmChannel',
  'getOOWQuestions',
  'gradeOOWAnswers',
  'updateUser',
  'resetPassword',
  'bestAccount',
  'credentialWriteAccess',
  'contactInfoStatus',
  // the verified-user update's Skip, recorded so the service stops asking (seed 000 §7.3 recordContactInfoStatus)
  'recordContactInfoSkip',
  'sendVerificationEmail',
  'confirmVerificationEmail',
  'usernameAvailability',
  'collectConsent',
  'exchangeTicketForAuthCode',
  'recoveryInfo',
  // the realm picker: the user's realms (GET users/me/realms), then the chosen realm's ticket
  'getRealms',
  'createTicketWithUserRealm',
  'setRealm',
  'webauthn',
  // passkey registration from the post-auth prompt (options, navigator.credentials.create, verify)
  'registerPasskey',
  'recaptcha',
  // invitation (seed 000 §4.4) and partner auth (§4.5)
  'verifyInvitation',
  'invitationAttributes',
  'answerInvitation',
  'partnerAuthBegin',
  'partnerAuthGetData',
  'partnerAuthLink',
  // the lazy chunk of the MFA, post-auth, invitation and partner flows (headless/flows/late-flows.ts)
  'loadFlows',
] as const;

export type OperationKey = (typeof OPERATION_KEYS)[number];

/**
 * The request slots of the stand-alone flow stores (headless/flows/standalone): each of those flows owns a
 * store of its own, so these slots never appear in the identity store's request states. Named per flow so an
 * effect says which flow sent it (a slot holds at most one attempt in flight, as above).
 */
export const FLOW_OPERATION_KEYS = [
  'signUp',
  'recovery',
  'consent',
  'identityProofing',
  'verifiedUserUpdate',
  'invitationAccept',
  // activating a new account from an invitation (seed 001 §4.3, §7.5.1)
  'invitationActivate',
  'accountDeletion',
  'emailConfirmation',
  // account management (issue 20): one slot per section's own store (headless/flows/account)
  'accountLinkedIdentities',
  'accountConsent',
  'accountRealm',
  'accountOverview',
  'accountFullName',
  'accountPhone',
  'accountEmail',
  'accountPassword',
  'accountMfa',
  'accountAccessHistory',
  'accountUserId',
  'accountSecurityQuestion',
  'accountAddress',
  'accountPasskeys',
  'accountGovernmentId',
  // the lazy chunk of a two-phase stand-alone flow (sign-up, recovery: headless/flows/two-phase.ts)
  'loadFlow',
] as const;

export type FlowOperationKey = (typeof FLOW_OPERATION_KEYS)[number];

/** What a pure transition asks for, with the identity store's slots by default. */
export type Effect<C, K extends string = OperationKey> = CoreEffect<C, K>;

/** `transition(state, event) -> [next, effects]`, with the identity store's slots by default. */
export type Transition<S, C, K extends string = OperationKey> = CoreTransition<S, C, K>;

/** The identity store's request states: one per {@link OPERATION_KEYS} slot. */
export type RequestStates = CoreRequestStates<OperationKey>;

/** A store whose slots are the identity store's by default. */
export type Store<S, E, K extends string = OperationKey> = CoreStore<S, E, K>;

/** Options of {@link createStore}. */
export type StoreOptions<S, E, C, K extends string = OperationKey> = CoreStoreOptions<S, E, C, K>;

/** The core's store, with the identity store's slots by default. */
export function createStore<S, E, C, K extends string = OperationKey>(
  options: StoreOptions<S, E, C, K>,
): Store<S, E, K> {
  return createCoreStore(options);
}

let idleRequests: RequestStates | undefined;

/**
 * Every slot of the identity store idle: one frozen object per page that every fresh state shares (a request
 * makes a new one), so a selector tells a screen nothing was sent from by identity (sign-in/selectors.ts).
 * Made at the first call, not at import: stores without these slots do not keep their names.
 */
export function initialRequestStates(): RequestStates {
  return (idleRequests ??= Object.freeze(initialCoreRequestStates(OPERATION_KEYS)));
}

/** A request in one of the identity store's slots (machines read as prose: `request('signIn', call)`). */
export function request<C>(
  key: OperationKey,
  call: C,
  mode: 'exclusive' | 'supersede' = 'exclusive',
): Effect<C> {
  return coreRequest(key, call, mode);
}

/** An analytics event effect. */
export function emit<C, K extends string = OperationKey>(event: AnalyticsEvent): Effect<C, K> {
  return coreEmit<C, K>(event);
}
