import type { IdentityErrorShape } from '../core';
import type { IdentityClient } from '../client';
import type { WireMap } from '../client/wire';
import type { Outcome } from './outcome-data';

/**
 * The client methods the sign-in, MFA, post-auth, invitation and partner flows call: exactly the union of the
 * identity store's rows' `uses` (tests/headless/flow-client-methods.test.ts fails on any drift). Written out,
 * not computed, because the rows live in the lazy chunk and their types import this port (a cycle).
 */
export const FLOW_CLIENT_METHODS = [
  'signIn',
  'signOut',
  'lookupUsernames',
  'deleteAccountChoice',
  'evaluateAuth',
  'upgradeAal',
  'selectAccount',
  'postSelectAccounts',
  'updateUser',
  'resetPassword',
  'sendSignInConfirmation',
  'verifySignInConfirmation',
  'verifyTotp',
  'verifySignInConfirmationV2',
  'generateTotpKey',
  'activateTotpKey',
  'validatePhoneNumber',
  'createChannelConfirmation',
  'confirmChannel',
  'getOOWQuestions',
  'gradeOOWAnswers',
  'collectConsent',
  'exchangeTicketForAuthCode',
  'getUserContactInfoStatus',
  'recordContactInfoStatus',
  'getUser',
  'webauthnAuthenticationOptions',
  'webauthnAuthenticate',
  'webauthnRegistrationOptions',
  'webauthnRegister',
  'getRealms',
  'createTicketWithUserRealm',
  'verifyInviteByReceiver',
  'getInvitationAttributes',
  'acceptInvitation',
  'updateInvitation',
  'partnerAuthBegin',
  'partnerAuthGetData',
  'partnerAuthLink',
] as const satisfies readonly (keyof WireMap)[];

export type FlowClientMethodName = (typeof FLOW_CLIENT_METHODS)[number];

/**
 * The narrow, structural slice of the identity client the flows depend on. Any `IdentityClient` fits it;
 * tests may pass a hand-written object with just these methods.
 */
export type FlowClient = Pick<IdentityClient, FlowClientMethodName>;

/** Drops transport metadata: flows see only data or the mapped error. */
export function toOutcome<T, U>(
  result: { ok: true; data: T } | { ok: false; error: IdentityErrorShape },
  map: (data: T) => U,
): Outcome<U> {
  return result.ok ? { ok: true, data: map(result.data) } : { ok: false, error: result.error };
}
