/** Entities of the in-memory identity service (seed 000 §3, seed 001 §3). */

import type { PasswordHash } from '../crypto/password';

/** Contact statuses of seed 000 §3.7. */
export type ContactStatus =
  'UNKNOWN' | 'CONFIRMED' | 'UNCONFIRMED' | 'BLOCKED' | 'INVALID' | 'TERMINATED' | 'VALID' | 'RESPONDED';

export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';

/**
 * Second factor a user must pass at sign-in (what the fixture or the user's settings demand). Besides codes:
 * out-of-wallet questions (`oow`), the security question (`sqa`), the government-id hand-off (`govid`), and
 * collecting a phone or email first (`phoneCollection` / `emailCollection`, until the user has one).
 */
export type RequiredFactor =
  'none' | 'sms' | 'totp' | 'oow' | 'sqa' | 'govid' | 'phoneCollection' | 'emailCollection';

export interface StoredPhone {
  phoneNumber: string;
  status: ContactStatus;
  type: 'RECOVERY' | 'MOBILE';
  primary: boolean;
}

export interface StoredCredential {
  /** base64url credential id. */
  id: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  createdAt: number;
}

/** A postal address as stored (wire PostalAddress with every field set). */
export interface StoredAddress {
  type: string;
  primary: boolean;
  address1: string;
  cityOrLocality: string;
  stateOrProvince: string;
  postalCode: string;
  country: string;
}

export interface StoredUser {
  userId: string;
  username: string;
  namespaceId: string;
  userType: 'STANDARD' | 'IAMTEST';
  accountState: 'ACTIVE' | 'LOCKED' | 'DISABLED';
  email: { address: string; status: ContactStatus } | null;
  phones: StoredPhone[];
  fullName: { givenName: string; surName: string; middleName?: string } | null;
  password: PasswordHash | null;
  /** Previous password hashes, newest first (PREVIOUSLY_USED_PASSWORD). */
  passwordHistory: PasswordHash[];
  requiredFactor: RequiredFactor;
  /** base32 TOTP secret once activated. */
  totpSecret: string | null;
  /** base32 secret generated but not yet activated. */
  pendingTotpSecret: string | null;
  /** Last TOTP time step accepted, so a code cannot be replayed (RFC 6238 §5.2). */
  lastTotpCounter: number;
  /** Always ask for a captcha at sign-in (fixture casey.captcha). */
  captchaRequired: boolean;
  failedSignIns: number;
  lockedUntil: number | null;
  riskLevel: RiskLevel;
  /** Must pass the verified-user update (seed 000 §4.7) before finishing sign-in. */
  verifiedUserUpdate: { phone: boolean; email: boolean; fullName: boolean } | null;
  securityPrefs: Record<string, string>;
  /** The security question asked by the SQA challenge; the answer is compared trimmed, ignoring case. */
  securityQuestion?: { question: string; answer: string };
  /** The postal addresses of PUT users/me `address` (seed 001 §3: type MAIN by default, one primary). */
  addresses?: StoredAddress[];
  realmIds: string[];
  consents: { consentType: string; consentTermRef?: string; grantedAt: number }[];
  /** `email`: the partner account's address linked_identities reports (else the playground partner's). */
  linkedPartners: { partnerUid: string; paTokenId: string; subject: string; email?: string }[];
  credentials: StoredCredential[];
  createdAt: number;
  lastSignInAt: number | null;
  /**
   * A strict-mode sign-up's look-alike of an address in use (issue 21, routes/users.ts): no lookup finds it,
   * nothing sent to it is delivered, so it can never be confirmed or signed in to.
   */
  lookAlike?: boolean;
}

/** A channel a one-time code travels on. */
export type Channel = 'SMS' | 'VOICE' | 'EMAIL';

/** Why a one-time code was issued (codes are only accepted by the flow that issued them). */
export type CodePurpose = 'sign-in' | 'email-verification' | 'channel' | 'recovery' | 'sign-up';

export interface StoredCode {
  confirmationId: string;
  purpose: CodePurpose;
  channel: Channel;
  recipient: string;
  userId: string | null;
  /** The 6-digit code. Kept only in memory, never logged. */
  code: string;
  expiresAt: number;
  attempts: number;
  used: boolean;
  /** Session that asked for it (sign-in codes only count for that session). */
  sessionId: string | null;
}

/** Kind of token a verified factor creates (seed 001 §3 challenge-token types). */
export type TokenType =
  'PASSWORD' | 'SMS_OTP' | 'VOICE_OTP' | 'EMAIL_OTP' | 'TOTP' | 'FIDO' | 'IDP' | 'SQA' | 'CAPTCHA';

export interface StoredSession {
  /** Opaque cookie value. */
  id: string;
  /** Ticket string handed to the page (seed 000 §3.7 Ticket). */
  ticket: string;
  userId: string | null;
  namespaceId: string;
  authenticationLevel: number;
  /** Level the current sign-in aims for (sign-in's targetAAL or the last evaluate/upgrade call). */
  targetAAL: number;
  /** Factors proven in this session, oldest first. */
  verifiedTokens: TokenType[];
  createdTokens: TokenType[];
  createTime: number;
  authTime: number | null;
  expiresAt: number;
  /** Stay signed in: the session outlives the browser session (seed 000 §7.1 persistent_cookie). */
  longLived: boolean;
  realmId: string | null;
  /** Identifiers remembered on this browser for the account chooser (seed 000 §3.2 accountChoices). */
  rememberedIdentifiers: string[];
  /** Set by account choices: the identifiers this visitor may pick between. */
  accountChoiceUserIds: string[];
  /** Outstanding WebAuthn ceremony challenge (single use). */
  webauthnChallenge: {
    challenge: string;
    kind: 'registration' | 'authentication';
    origin: string;
    expiresAt: number;
    userId: string | null;
  } | null;
  /** Partner response token linked to this session, if any. */
  partnerResponseToken: string | null;
}

export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'REJECTED' | 'REMOVED';

export interface StoredInvitation {
  invitationId: string;
  accessCode: string;
  status: InvitationStatus;
  invitationChannel: 'EMAIL' | 'SMS';
  email: string;
  realmId: string;
  role: string;
  expiresAt: number;
  attempts: number;
  acceptedByUserId: string | null;
  /** The `inv_attr` value the invitation link carries. */
  attributesToken: string;
  /** Who sent it (the verify answer's chosen `inviter.displayName`; issue 18 §3), null when unknown. */
  inviterName: string | null;
}

export interface StoredRealm {
  realmId: string;
  displayName: string;
  realmType: 'PERSONAL' | 'BUSINESS';
  realmName: string;
  products: { productId: string; enabled: boolean }[];
  ownerUserId: string | null;
}

export interface StoredOAuthClient {
  clientId: string;
  displayName: string;
  /** Exact strings; a redirect URI must match one byte for byte (RFC 9700 §4.1.3). */
  redirectUris: string[];
  scopes: string[];
  /** Scopes the user must consent to before a code is issued. */
  requiresConsent: boolean;
}

export interface StoredAuthCode {
  code: string;
  clientId: string;
  redirectUri: string;
  userId: string;
  scope: string;
  state: string | null;
  nonce: string | null;
  /** PKCE (RFC 7636), S256 only. */
  codeChallenge: string | null;
  codeChallengeMethod: 'S256' | null;
  expiresAt: number;
  used: boolean;
}

export interface StoredPartnerAuth {
  responseToken: string;
  partnerUid: 'google';
  subject: string;
  email: string;
  userNames: string[];
  linkedUserId: string | null;
  expiresAt: number;
  state: string | null;
}

export interface StoredRecovery {
  token: string;
  identifier: string;
  userIds: string[];
  stage: 'begun' | 'challenged' | 'code-sent' | 'verified' | 'done';
  chosenUserId: string | null;
  confirmationId: string | null;
  expiresAt: number;
}

/** One message the service sent (email, SMS, voice call). */
export interface OutboxMessage {
  id: string;
  channel: Channel;
  recipient: string;
  /** What the message was for (sign-in, recovery, ...). */
  purpose: CodePurpose | 'invitation' | 'notice';
  /** The one-time code or access code, when the message carries one. */
  code: string | null;
  /** The link, when the message carries one. */
  link: string | null;
  /** Plain text of the message as the recipient would see it. */
  text: string;
  userId: string | null;
  /** ISO-8601 time. */
  sentAt: string;
}
