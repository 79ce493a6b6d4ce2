/**
 * Invitations, OAuth/consent, partner auth, personas, realms and single sign-on bodies (seed 001 §3, §7;
 * seed 000 §3.7, §4.4-§4.6, §7.3).
 */
import type {
  ChallengeQuestionAnswer,
  ConsentRecord,
  KeyValue,
  Persona,
  Realm,
  User,
  UserExtInfo,
} from './common';

// ---- invitations ----
/** Invitation status codes: only PENDING proceeds (seed 000 §4.4). */
export type InvitationStatusCode =
  'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'REJECTED' | 'REMOVED' | 'IN_PROGRESS';

export interface Invitation {
  invitationId: string;
  status: { code: InvitationStatusCode | string };
  invitationChannel?: 'EMAIL' | 'SMS';
  realmId?: string;
  role?: string;
  types?: string[];
  /**
   * The invited address. Not in seed 001 §3's invitation fields; chosen so a realm's pending invitations
   * can say whom they wait for (account management, issue 20). Absent when the service does not send it.
   */
  email?: string;
}

export interface ActivateInvitationRequest {
  invitationId: string;
  user?: User;
  accessCode: string;
  challengeQuestionAnswer?: ChallengeQuestionAnswer;
}
export interface InvitationResponse {
  invitation: Invitation;
}

export interface VerifyInvitationChallengesRequest {
  invitationId: string;
  challengeAnswers: KeyValue[];
  accessCode?: string;
}
export interface InvitationIdRequest {
  invitationId: string;
}
export interface InvitationChallengesResponse {
  challenges: { type: string; question?: string }[];
}
export interface ListInvitationsRequest {
  realmId?: string;
  types?: string;
  status?: string;
}
export interface InvitationListResponse {
  invitations: Invitation[];
}
export interface UpdateInvitationRequest {
  invitationId: string;
  /** The operation value is not shown in seed 001 §4; the caller passes it. */
  operation: string;
  role?: string;
}

/** Seed 000 §7.3 verifyInviteByReceiver (invitationId, accessCode, offeringId, offeringEnv). */
export interface VerifyInviteByReceiverRequest {
  invitationId: string;
  accessCode: string;
  flow?: string;
  offeringId?: string;
  offeringEnv?: string;
}
/** Seed 000 §3.7 invitation verification response. */
export interface VerifyInviteByReceiverResponse {
  invitation: Invitation;
  user?: { userId: string; username?: string; email?: { address: string } };
  realm?: { displayName?: string };
  /**
   * Who sent the invitation. Not in seed 000 §3.7's response; chosen so the invitation screen can say who
   * invited the user and to what (issue 18 §3). Absent when the service does not send it.
   */
  inviter?: { displayName?: string };
  identifierPolicy?: string[];
  userExtInfo?: UserExtInfo[];
}
export interface AcceptInvitationRequest {
  invitationId: string;
  accessCode: string;
}
export interface GetInvitationAttributesRequest {
  invAttr: string;
}
/** Seed 000 §7.3: returns username. */
export interface InvitationAttributesResponse {
  username?: string;
  invitationId?: string;
}

// ---- OAuth and consent ----
export interface CreateOAuth1RequestTokenRequest {
  /** The OAuth 1 request token (a path segment by contract; not a user secret). */
  requestToken: string;
  scope?: string;
  expirationSeconds?: number;
}
export interface OAuth1RequestTokenResponse {
  token: string;
  expiresAt?: string;
}

/** Seed 000 §7.3 exchangeTicketForAuthCode (responseType, clientId, redirectUri, state, scope, xUserAAL);
 *  PKCE (S256 only) and nonce are forwarded when present (QUALITY.md 3). */
export interface ExchangeTicketForAuthCodeRequest {
  /** @default 'code' */
  responseType?: string;
  clientId: string;
  redirectUri: string;
  state?: string;
  scope?: string;
  xUserAAL?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256';
}
/** Seed 000 §7.3: code, state, error, errorDescription. An `error` makes the call a failure. */
export interface ExchangeTicketForAuthCodeResponse {
  code: string;
  state?: string;
  redirectUri?: string;
}

/** Seed 001 §3 consent and authorization flow. */
export interface AuthorizationFlow {
  responseType?: string;
  clientId: string;
  redirectUrl?: string;
  state?: string;
  scope?: string;
  loginStatus?: string;
  consentStatus?: string;
  nonce?: string;
  prompt?: 'none' | 'login' | 'consent' | 'select_account';
  maxAge?: number;
  idTokenHint?: string;
}
export interface AuthorizationFlowResponse {
  flowId?: string;
  redirectUrl?: string;
}
export interface OAuthConsentsRequest {
  userId?: string;
  clientId?: string;
}
export interface OAuthConsentsResponse {
  consents: { clientId: string; scope?: string; createTime?: string }[];
}
export interface CreateConsentRequest {
  consents: ConsentRecord[];
}

// ---- partner auth (seed 000 §3.7 partner-auth start payload; §4.5) ----
export interface PartnerAuthBeginRequest {
  /** Only google is supported (seed 000 §1). */
  partnerUid: 'google';
  offeringId?: string;
  offeringEnv?: string;
  flow?: string;
  flowId?: string;
  signInLink?: string;
  stepUpLink?: string;
  signUpLink?: string;
  callbackOverride?: string;
  /** `{product}_property` (default {product}). */
  property?: string;
  /** @default '' */
  oauth2Scopes?: string;
  state?: string;
}
/** Seed 000 §7.3: the first uri is followed. */
export interface PartnerAuthBeginResponse {
  uris: string[];
}
export interface PartnerAuthLinkRequest {
  responseToken: string;
}
export interface PartnerAuthLinkResponse {
  responseToken: string;
}
/** Seed 000 §7.3 getData (responseToken, fields user_names): the token goes in its header. */
export interface PartnerAuthGetDataRequest {
  responseToken: string;
}
/** `{product}.userNames`: chosen key `product`. */
export interface PartnerAuthGetDataResponse {
  product: { userNames: string[] };
}
export interface LinkedIdentitiesResponse {
  linkedIdentities: { paTokenId: string; partnerUid: string; email?: string }[];
}
export interface DelinkPartnerRequest {
  paTokenId: string;
}

// ---- personas ----
export interface UpdatePersonaRolesRequest {
  personaId: string;
  role: string;
}
export interface UpdatePersonaRequest {
  persona: Persona;
}
export interface PersonaResponse {
  persona: Persona;
}
export interface PersonaIdRequest {
  personaId: string;
}
export interface DeletePersonasRequest {
  /** Comma-separated persona ids (seed 001 "DELETE personas?ids="). */
  ids: string;
}
export interface RealmIdRequest {
  realmId: string;
}
export interface PersonaTransferResponse {
  authorized: boolean;
}

// ---- realms ----
export interface UpdateRealmProductsRequest {
  realmId: string;
  product: { productId: string; attribute?: KeyValue[] }[];
}
export interface RealmResponse {
  realm: Realm;
}
export interface InviteToCurrentRealmRequest {
  persona: Persona | { email: string; role?: string[] };
  personalMessage?: string;
}
export interface InviteResponse {
  invitationId: string;
}
export interface UpdateRealmRequest {
  realmId: string;
  displayName: string;
}
export interface ReattachRealmRequest {
  realmId: string;
  sourceRealmId: string;
}

// ---- single sign-on ----
/** Seed 001 §7: POST providers/{spEntity or me}/sso with the attribute SP_INITIATED_SSO. */
export interface StartSpInitiatedSsoRequest {
  spEntity: string;
  /** The client always adds `{ key: 'SP_INITIATED_SSO', value: 'true' }`. */
  attributes?: KeyValue[];
}
export interface SsoResponse {
  redirectUrl?: string;
  samlResponse?: string;
  relayState?: string;
}
