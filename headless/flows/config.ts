import { CREDENTIAL_WRITE_AAL, WEBAUTHN_REG_COOKIE } from '../../rules/constants';
import type { OAuthRequest } from './post-auth/oauth';

/**
 * The flow-relevant part of the configuration of seed 000 §3.6, resolved with defaults. Offerings produce
 * the full configuration; flows read only this.
 */
export interface FlowConfig {
  readonly offeringId: string;
  /** @default 'global' (seed 000 §3.6) */
  readonly namespaceId: string;
  /** Target assurance level of the sign-in; null sends none. @default null */
  readonly targetAal: number | null;
  /** Policies sent with evaluate auth. @default [] */
  readonly policies: readonly string[];
  /** Ask the identifier on its own step first. @default false */
  readonly identifierFirst: boolean;
  /**
   * Whether this device is known (the identifier cookie is present). Seed 000 §4.3 says known versus
   * unknown device affects identifier-first; the rule is not shown. Chosen: on a known device the account
   * is already established, so identifier submit goes straight to the password; on an unknown device it
   * looks accounts up first (when account choices are enabled). @default false
   */
  readonly knownDevice: boolean;
  /** @default false */
  readonly enableAccountChoices: boolean;
  /**
   * Single account choice sign-in mode (seed 001 §4 "single account choice"; the spec gives only the name).
   * Chosen meaning: when exactly one account is left to choose (an account lookup with one match, or a
   * SELECT_ACCOUNT answer with one account after the account filter), the chooser still shows that one
   * account and waits for the user to confirm it, instead of selecting it silently (seed 000 §4.3's "one
   * matching account auto-selects it", the behaviour with this off). The user sees which account they are
   * signing in to and can go back to use another. @default false
   */
  readonly enableSingleAccountChoice: boolean;
  /**
   * Keep only these user ids from an account lookup (an invitation filters choices to the invited user,
   * seed 000 §4.4). null keeps all. @default null
   */
  readonly accountFilter: readonly string[] | null;
  /** @default false */
  readonly enableTabbedSignIn: boolean;
  /** @default false */
  readonly enableRememberMe: boolean;
  /** @default false */
  readonly enableStaySignedIn: boolean;
  /** @default false */
  readonly useInvisibleReCaptcha: boolean;
  /** @default null */
  readonly userIdToPrefill: string | null;
  /** @default false */
  readonly isUserIdReadonly: boolean;
  /**
   * The host found a signed-in session (SSO) that the user must confirm before it is used (seed 000 §2.2
   * "verify-signed-in (SSO confirmation)"): the identifier to show. When set, the flow starts on the
   * `verifySignedIn` step; null (the default) keeps the usual first step. Display only: never sent to
   * analytics. @default null
   */
  readonly signedInAs: string | null;
  /** Multi-factor flows on: the next-challenge lookup runs after the events of seed 000 §4.3. @default true */
  readonly mfaEnabled: boolean;
  /** @default false */
  readonly enableSSOMFA: boolean;
  /** @default false */
  readonly enablePostAuthBestAccountCheck: boolean;
  /**
   * Offer the better account the post-auth best-account check found (seed 001 §6 enableBestAccountCheck,
   * seed 000 §4.8 "better account found"): with it on, a matching account other than the signed-in one is
   * offered before the sequence goes on; off, the check only stores the matching users. @default false
   */
  readonly enableBestAccountCheck: boolean;
  /**
   * The realm (company) picker after sign-in (seed 000 §4.3 "then choose a realm"): the user's realms are
   * listed, and with two or more the user chooses one (create ticket with user realm). @default false
   */
  readonly enableRealmPicker: boolean;
  /** @default false */
  readonly enableOAuthFlow: boolean;
  /** OAuth parameters of this visit; without a redirect address the exchange fails invalid_redirect_uri.
   *  @default null */
  readonly oauth: OAuthRequest | null;
  /** @default false */
  readonly enableConsentFlow: boolean;
  /**
   * Passkey sign-in for this offering (seed 000 §3.6 enableFIDO2Authentication): the passkey button and
   * passkey autofill run only when it is on (issue 19: an offering without passkeys loads none of their
   * code). @default false
   */
  readonly enableFIDO2Authentication: boolean;
  /** @default false */
  readonly enableFIDO2Registration: boolean;
  /**
   * Most passkey registration prompts per browser (seed 000 §3.6 fido2RegistrationMaxRequests), counted by the
   * iux_webauthn_reg cookie. @default 3 (WEBAUTHN_REG_COOKIE.maxCount)
   */
  readonly fido2RegistrationMaxRequests: number;
  /** Verified-user update (seed 000 §4.7) is part of post-auth. @default false */
  readonly enableVerifiedUserUpdate: boolean;
  /** How often the passkey registration prompt was already shown (iux_webauthn_reg cookie). @default 0 */
  readonly webAuthnPromptsShown: number;
  /** Invitation kind of this visit, for the post-auth invitation steps (seed 000 §4.4). @default null */
  readonly invitation: 'standard' | 'provisional' | null;
  /** A partner sign-in (seed 000 §4.5) is being linked after authentication. @default false */
  readonly partnerAuthentication: boolean;
  /** Verified-user update inputs (seed 000 §3.6, §4.7). @default false */
  readonly isPhoneRequired: boolean;
  /** @default false */
  readonly isFullnameRequired: boolean;
  /** @default false */
  readonly forcePhoneVerification: boolean;
  /** @default false */
  readonly updateUnverifiedPhone: boolean;
  /** Learn-more link of the verified-user update; null hides it. @default null */
  readonly vuuLearnMoreLink: string | null;
  /** @default CREDENTIAL_WRITE_AAL (25, seed 000 §9) */
  readonly credentialWriteAal: number;
  /**
   * User-enumeration switch (QUALITY.md security 10). `strict` (the default): wrong user and wrong password
   * look the same (USER_NOT_FOUND, INVALID_USERNAME and INVALID_PASSWORD are reported as
   * INVALID_CREDENTIALS), and the identifier-first step shows only what the user typed and looks nothing up
   * before the password (accounts sharing the identifier are chosen after it, SELECT_ACCOUNT). `off` is the
   * spec's behaviour (seed 000 §4.3 account lookup on identifier-first, seed 000 §8.1 distinct messages),
   * available as an explicit opt-in. @default 'strict'
   */
  readonly userEnumeration: 'off' | 'strict';
  /**
   * A client invitation flow (seed 000 §4.4): a verified PENDING invitation with a user submits the
   * identifier-first step by itself and filters account choices to the invited user. @default false
   */
  readonly clientInvitationFlow: boolean;
  /** The partner offered on the sign-in page (seed 000 §4.5: google only); null offers none. @default null */
  readonly partnerUid: 'google' | null;
  /** This visit is an account recovery: partner sign-in is not offered (seed 000 §4.5). @default false */
  readonly accountRecovery: boolean;
  /** `partner_uid` of the address, set when the partner sent the user back. @default null */
  readonly returnedPartnerUid: string | null;
  /**
   * `response_token` of the address, set when the partner sent the user back. Held in the session
   * (partnerAuthResponseToken) and sent only in the partner-response-token header. @default null
   */
  readonly partnerResponseToken: string | null;
  /** Delay before the partner user names are fetched (seed 000 §4.5). @default 0 */
  readonly partnerDataDelayMs: number;
  /** Address the partner returns to (sign_in_link); null lets the server choose. @default null */
  readonly partnerSignInLink: string | null;
}

/** The flow configuration a provider runs with where its `config` prop sets nothing. */
export const DEFAULT_FLOW_CONFIG: FlowConfig = {
  offeringId: '',
  namespaceId: 'global',
  targetAal: null,
  policies: [],
  identifierFirst: false,
  knownDevice: false,
  enableAccountChoices: false,
  enableSingleAccountChoice: false,
  accountFilter: null,
  enableTabbedSignIn: false,
  enableRememberMe: false,
  enableStaySignedIn: false,
  useInvisibleReCaptcha: false,
  userIdToPrefill: null,
  isUserIdReadonly: false,
  signedInAs: null,
  mfaEnabled: true,
  enableSSOMFA: false,
  enablePostAuthBestAccountCheck: false,
  enableRealmPicker: false,
  enableBestAccountCheck: false,
  enableOAuthFlow: false,
  oauth: null,
  enableConsentFlow: false,
  enableFIDO2Authentication: false,
  enableFIDO2Registration: false,
  fido2RegistrationMaxRequests: WEBAUTHN_REG_COOKIE.maxCount,
  enableVerifiedUserUpdate: false,
  webAuthnPromptsShown: 0,
  invitation: null,
  partnerAuthentication: false,
  isPhoneRequired: false,
  isFullnameRequired: false,
  forcePhoneVerification: false,
  updateUnverifiedPhone: false,
  vuuLearnMoreLink: null,
  credentialWriteAal: CREDENTIAL_WRITE_AAL,
  userEnumeration: 'strict',
  clientInvitationFlow: false,
  partnerUid: null,
  accountRecovery: false,
  returnedPartnerUid: null,
  partnerResponseToken: null,
  partnerDataDelayMs: 0,
  partnerSignInLink: null,
};

/** Fills defaults. */
export function resolveFlowConfig(partial: Partial<FlowConfig> = {}): FlowConfig {
  return { ...DEFAULT_FLOW_CONFIG, ...partial };
}
