import type { IdentityErrorShape } from './identity-error';

/**
 * The request-state cycle of seed 000 §4.2: idle, then IN_PROGRESS, then STOPPED carrying the outcome and,
 * on failure, the mapped error. The spec's status values are kept verbatim so analytics and tests can
 * compare them with the original; `idle` is the state before the first attempt.
 */
export type RequestStatus = 'idle' | 'IN_PROGRESS' | 'STOPPED';

/** One operation's request state. `outcome` and `error` exist only once STOPPED. */
export type RequestState =
  | { readonly status: 'idle' }
  | { readonly status: 'IN_PROGRESS' }
  | { readonly status: 'STOPPED'; readonly outcome: 'success' }
  | { readonly status: 'STOPPED'; readonly outcome: 'failure'; readonly error: IdentityErrorShape };

/**
 * Every asynchronous operation the flows run, one request slot each (seed 000 §4.2, §4.3, §7.3).
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
  'createTicketWithUserRealm',
  'setRealm',
  'webauthn',
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
  'accountDeletion',
  // the lazy chunk of a two-phase stand-alone flow (sign-up, recovery: headless/flows/two-phase.ts)
  'loadFlow',
] as const;

export type FlowOperationKey = (typeof FLOW_OPERATION_KEYS)[number];

export type RequestStates = { readonly [K in OperationKey]: RequestState };

export const IDLE: RequestState = { status: 'idle' };
export const PENDING: RequestState = { status: 'IN_PROGRESS' };
export const SUCCEEDED: RequestState = { status: 'STOPPED', outcome: 'success' };

/** A STOPPED failure with the mapped error. */
export function failed(error: IdentityErrorShape): RequestState {
  return { status: 'STOPPED', outcome: 'failure', error };
}

/** All operations idle. */
export function initialRequestStates(): RequestStates {
  const entries = OPERATION_KEYS.map((key) => [key, IDLE] as const);
  return Object.fromEntries(entries) as unknown as RequestStates;
}

/** True while an attempt for this operation is in flight. */
export function isPending(request: RequestState): boolean {
  return request.status === 'IN_PROGRESS';
}

/** The mapped error of a failed operation, else null. */
export function errorOf(request: RequestState): IdentityErrorShape | null {
  return request.status === 'STOPPED' && request.outcome === 'failure' ? request.error : null;
}
