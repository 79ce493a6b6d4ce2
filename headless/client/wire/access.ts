/**
 * Request and response bodies of the `{base}` (access), `{realm-base}`, `{v3}`, account-choice and csr
 * families: seed 000 §3.3, §7.1, §7.3. A request type is the method's input: its keys fill the path,
 * query and body as `paths.ts` lists.
 */
import type {
  AuthOutcome,
  ChallengeQuestionAnswer,
  ChallengeToken,
  ChannelType,
  Empty,
  IdentifierType,
  Ticket,
  UserExtInfo,
} from './common';

/**
 * Sign-in input (seed 000 §3.3). The client applies seed 000 §5: `targetAAL` is sent only when it equals
 * 20, `generateLongLivedToken` only when true. `gRecaptchaResponse` is the captcha token.
 */
export interface SignInRequest {
  username: string;
  password: string;
  namespaceId?: string;
  gRecaptchaResponse?: string;
  targetAAL?: number | string;
  generateLongLivedToken?: boolean;
  /** Query `persistent_cookie=true` (seed 000 §7.1). */
  persistentCookie?: boolean;
  /** Query `set_sso_cookie=false` (seed 000 §7.1). */
  setSsoCookie?: boolean;
}
export type SignInResponse = AuthOutcome;

export interface SignInMigratedUserRequest extends Omit<SignInRequest, 'persistentCookie' | 'setSsoCookie'> {
  acquisitionId: string;
  namespace: string;
}

export type SignOutRequest = Record<string, never>;

export interface SendSignInConfirmationRequest {
  channelType: ChannelType;
}
export interface SendSignInConfirmationResponse {
  confirmationId: string;
  channelType?: ChannelType;
  maskedEmail?: string;
  maskedPhone?: string;
}

export interface SendSignInConfirmationV2Request {
  challengeToken: ChallengeToken[];
}

export interface SignInSecondaryAccountRequest {
  userId: string;
  /** @default 'email_otp' (seed 000 §7.1) */
  authMethod?: string;
}

/** Sign-in confirmation payload (seed 000 §3.3): the one-time code is a challengeToken value. */
export interface VerifySignInConfirmationRequest {
  channelType?: ChannelType;
  challengeToken: ChallengeToken[];
  confirmationId?: string;
  altAuthInfo?: string;
  persistentCookie?: boolean;
}

export interface VerifyTotpRequest {
  /** Seed 000 §3.3 sends a list; the client takes one code and wraps it as `[code]`. */
  verificationCode: string;
}

/** Evaluate / verify / upgrade auth (seed 000 §3.3). */
export interface EvaluateAuthRequest {
  targetAAL?: number | string;
  policies?: string[];
}

export interface CreateTicketWithUserRealmRequest {
  realmId: string;
}
export interface TicketResponse {
  iamTicket: Ticket;
}

export interface VerifyTicketRequest {
  scope?: string;
  targetUrl?: string;
  authnLevel?: string;
  agentId?: string;
}
export interface VerifyTicketResponse {
  iamTicket: Ticket;
  valid?: boolean;
}

export interface SetRealmRequest {
  ticket?: string;
  userId: string;
  realmId: string;
}

/** Reset payload (seed 000 §3.3): challengeToken items of type AR_SESSION. */
export interface ResetPasswordRequest {
  confirmationId: string;
  challengeToken: ChallengeToken[];
  password: string;
  flow?: string;
}
export interface ResetPasswordResponse {
  iamTicket?: Ticket;
}

export interface ResetPasswordEndRequest {
  userId: string;
  password?: string;
  confirmationId?: string;
  challengeToken?: ChallengeToken[];
}

/**
 * Seed 000 §7.1 GET {v3}/fetch_otp_token with receiver and otp_token: the contract forces the token into
 * the query (documented exception to "secrets in bodies").
 */
export interface FetchOtpTokenRequest {
  receiver: string;
  otpToken: string;
}
export interface FetchOtpTokenResponse {
  challengeToken?: ChallengeToken[];
  confirmationId?: string;
  userId?: string;
}

export interface DeleteAccountChoiceRequest {
  identifier: string;
  identifierType: IdentifierType | string;
  /** Query `option=all` deletes every choice (seed 000 §7.1). */
  option?: 'all';
}

/** CSR reset (seed 000 §3.3). */
export interface CsrResetPasswordRequest {
  newPassword: string;
  confirmationId: string;
  challengeQuestionAnswer?: ChallengeQuestionAnswer;
}

export interface LookupUsernamesRequest {
  identifier: string;
  identifierType?: IdentifierType;
  offeringId?: string;
  namespaceId?: string;
}
export interface LookupUsernamesResponse {
  userExtInfo: UserExtInfo[];
  reasonCode?: string;
}

/** Seed 000 §7.2 selectAccount: flow 'user-sign-up' with email, or 'user-sign-in' with username. */
export type SelectAccountRequest =
  | { flow: 'user-sign-up'; email: string; offeringId?: string; offeringEnv?: string }
  | { flow: 'user-sign-in'; username: string; offeringId?: string; offeringEnv?: string };
export interface SelectAccountResponse {
  userExtInfo: UserExtInfo[];
  reasonCode?: string;
  accountState?: string;
  compliant?: boolean;
}

export interface AdaptiveSignInRequest {
  username: string;
  password?: string;
  namespaceId?: string;
  gRecaptchaResponse?: string;
  targetAAL?: number | string;
  generateLongLivedToken?: boolean;
  policies?: string[];
}

export interface AccessEvaluateAuthRequest {
  targetAAL?: number | string;
  policies?: string[];
  identifier?: string;
  identifierType?: IdentifierType;
}

/** Seed 000 §7.2 accessVerifyAuth: flow 'user-sign-up', policies built from email and namespace. */
export interface AccessVerifyAuthRequest {
  flow: string;
  policies: string[];
  targetAAL?: number | string;
}
export interface AccessVerifyAuthResponse {
  compliant: boolean;
}

export interface GetUserPublicInfoRequest {
  username: string;
}
export interface GetUserPublicInfoResponse {
  userId?: string;
  username?: string;
  maskedEmail?: string;
  maskedPhone?: string;
}

/** Seed 000 §7.2: offeringId, namespaceId, trimmed username. */
export interface CheckUsernameAvailabilityRequest {
  username: string;
  offeringId?: string;
  namespaceId?: string;
}
/** Availability is allowed only when `compliant` is true (seed 000 §5). */
export interface CheckUsernameAvailabilityResponse {
  compliant: boolean;
  identifier?: string;
}

export interface SubscribeToProductRequest {
  offeringId?: string;
  realmId: string;
}

export type { Empty };
