/**
 * The wire contract of the identity client: one table per path family, holding every call of seed 001 §7
 * and seed 000 §7.1-§7.3 (method, path, query parameters, body keys). The playground service mirrors these
 * tables (it may not import them, so a client bug cannot hide behind the same bug in the fake server);
 * `WIRE.md` next to this file summarises the decisions it must follow.
 *
 * Conventions of every row:
 * - `path` is appended to the family's base path. `{name}` placeholders are filled from the method's input
 *   key of the same name and percent-encoded as one path segment (a `/` in a value cannot change the route).
 * - `query` lists the query parameters: `from` names the input key (omitted when the input value is
 *   undefined), `value` is a fixed value.
 * - `body` lists the JSON body keys, copied from the input of the same name (undefined keys are dropped).
 *   A row without `body` sends no body.
 * - Secrets (password, one-time codes, TOTP seed, SSN, security answers, access codes) are always body keys.
 *   The one row that carries a secret in the URL is `fetchOtpToken` (seed 000 §7.1 shows it as a GET with
 *   `otp_token` in the query); it is marked `secretInUrl` and documented in WIRE.md.
 */

import { fixed, q, type CallSpec } from './route-row';
import { FIRST_SCREEN_ROUTES } from './first-screen-routes';

export { DEFAULT_BASE_PATHS, type PathFamily } from './base-paths';
export type { CallSpec, HttpMethod, QueryParam } from './route-row';
export { COOKIE_NAMES, DEFAULT_HEADER_PREFIX } from './header-names';
export { REQUEST_HEADER_SUFFIXES, RESPONSE_HEADER_SUFFIXES, headerName } from './header-suffixes';
export type { RequestHeaderKey, ResponseHeaderKey } from './header-suffixes';

// ---------------------------------------------------------------------------------------------------------
// {base} = /access_client: seed 000 §7.1 loader calls and the §7.2/§7.3 state-layer operations whose paths
// are not shown (their paths are chosen next to the shown ones).
// ---------------------------------------------------------------------------------------------------------
export const ACCESS_CALLS = {
  verifyTicket: {
    family: 'access',
    method: 'GET',
    path: '/verify_ticket',
    query: [
      q('scope'),
      q('target_url', 'targetUrl'),
      q('authn_level', 'authnLevel'),
      q('agent_id', 'agentId'),
    ],
  },
  signIn: FIRST_SCREEN_ROUTES.signIn,
  signInMigratedUser: {
    family: 'access',
    method: 'POST',
    path: '/sign_in_migrated_user/{acquisitionId}/{namespace}',
    body: [
      'username',
      'password',
      'namespaceId',
      'gRecaptchaResponse',
      'targetAAL',
      'generateLongLivedToken',
    ],
  },
  signOut: { family: 'access', method: 'DELETE', path: '', emptyOk: true },
  sendSignInConfirmation: {
    family: 'access',
    method: 'POST',
    path: '/send_sign_in_confirmation',
    body: ['channelType'],
  },
  sendSignInConfirmationV2: {
    family: 'access',
    method: 'POST',
    path: '/send_sign_in_confirmation_v2',
    body: ['challengeToken'],
  },
  signInSecondaryAccount: {
    family: 'access',
    method: 'POST',
    path: '/sign_in_secondary_account',
    body: ['userId', 'authMethod'],
  },
  verifySignInConfirmation: {
    family: 'access',
    method: 'POST',
    path: '/verify_sign_in_confirmation',
    query: [q('persistent_cookie', 'persistentCookie')],
    body: ['channelType', 'challengeToken', 'confirmationId', 'altAuthInfo'],
  },
  verifySignInConfirmationV2: {
    family: 'access',
    method: 'POST',
    path: '/verify_sign_in_confirmation_v2',
    query: [q('persistent_cookie', 'persistentCookie')],
    body: ['channelType', 'challengeToken', 'confirmationId', 'altAuthInfo'],
  },
  verifyTotp: { family: 'access', method: 'POST', path: '/verify_totp', body: ['verificationCode'] },
  evaluateAuth: FIRST_SCREEN_ROUTES.evaluateAuth,
  verifyAuth: { family: 'access', method: 'POST', path: '/verify_auth', body: ['targetAAL', 'policies'] },
  upgradeAal: { family: 'access', method: 'POST', path: '/upgrade_aal', body: ['targetAAL', 'policies'] },
  createTicketWithUserRealm: {
    family: 'access',
    method: 'POST',
    path: '/create_ticket_with_user_realm',
    body: ['realmId'],
  },
  // chosen paths (seed 000 §7.2/§7.3 "paths not shown"):
  lookupUsernames: FIRST_SCREEN_ROUTES.lookupUsernames,
  selectAccount: {
    family: 'access',
    method: 'POST',
    path: '/select_account',
    body: ['offeringId', 'offeringEnv', 'flow', 'email', 'username'],
  },
  adaptiveSignIn: {
    family: 'access',
    method: 'POST',
    path: '/adaptive_sign_in',
    body: [
      'username',
      'password',
      'namespaceId',
      'gRecaptchaResponse',
      'targetAAL',
      'generateLongLivedToken',
      'policies',
    ],
  },
  accessEvaluateAuth: {
    family: 'access',
    method: 'POST',
    path: '/v2/evaluate_auth',
    body: ['targetAAL', 'policies', 'identifier', 'identifierType'],
  },
  accessVerifyAuth: {
    family: 'access',
    method: 'POST',
    path: '/v2/verify_auth',
    body: ['flow', 'policies', 'targetAAL'],
  },
  verifyTicketV2: {
    family: 'access',
    method: 'GET',
    path: '/v2/verify_ticket',
    query: [q('scope'), q('target_url', 'targetUrl'), q('authn_level', 'authnLevel')],
  },
  getUserPublicInfo: { family: 'access', method: 'POST', path: '/user_public_info', body: ['username'] },
  checkUsernameAvailability: {
    family: 'access',
    method: 'POST',
    path: '/username_availability',
    body: ['offeringId', 'namespaceId', 'username'],
  },
  subscribeToProduct: {
    family: 'access',
    method: 'POST',
    path: '/product_subscriptions',
    body: ['offeringId', 'realmId'],
  },
} as const satisfies Record<string, CallSpec>;

// {realm-base} = /iamticketsclient (seed 000 §7.1)
export const REALM_BASE_CALLS = {
  setRealm: {
    family: 'realm',
    method: 'POST',
    path: '/set_realm',
    query: [fixed('operation', 'set_realm')],
    body: ['ticket', 'userId', 'realmId'],
  },
  resetPassword: {
    family: 'realm',
    method: 'PUT',
    path: '/reset_password',
    body: ['confirmationId', 'challengeToken', 'password', 'flow'],
  },
} as const satisfies Record<string, CallSpec>;

// {v3} = /ius_proxy/v1 (seed 000 §7.1)
export const V3_CALLS = {
  /** Seed 000 shows no body; the new password travels in it (never in the URL). */
  resetPasswordEnd: {
    family: 'v3',
    method: 'PUT',
    path: '/users/{userId}/reset_password_end',
    body: ['password', 'confirmationId', 'challengeToken'],
  },
  /** The one contract-forced secret in a URL (seed 000 §7.1 GET with receiver and otp_token). */
  fetchOtpToken: {
    family: 'v3',
    method: 'GET',
    path: '/fetch_otp_token',
    query: [q('receiver'), q('otp_token', 'otpToken')],
    secretInUrl: true,
    retry: false,
  },
} as const satisfies Record<string, CallSpec>;

// {account-choice-base} = /account_choices (seed 000 §7.1)
export const ACCOUNT_CHOICE_CALLS = {
  deleteAccountChoice: {
    family: 'accountChoice',
    method: 'POST',
    path: '/delete',
    query: [q('option')],
    body: ['identifier', 'identifierType'],
    emptyOk: true,
  },
} as const satisfies Record<string, CallSpec>;

// {webauthn-base} = /fido2 (seed 000 §7.1 dereg; registration/assertion rows chosen, WebAuthn Level 3 JSON)
export const WEBAUTHN_CALLS = {
  webauthnDereg: {
    family: 'webauthn',
    method: 'POST',
    path: '/dereg',
    body: ['offeringId', 'identifierType', 'identifier'],
    emptyOk: true,
  },
  webauthnRegistrationOptions: {
    family: 'webauthn',
    method: 'POST',
    path: '/registration/options',
    body: ['offeringId', 'authenticatorAttachment'],
  },
  webauthnRegister: {
    family: 'webauthn',
    method: 'POST',
    path: '/registration/verify',
    body: ['offeringId', 'credential'],
  },
  webauthnAuthenticationOptions: {
    family: 'webauthn',
    method: 'POST',
    path: '/authentication/options',
    body: ['offeringId', 'username'],
  },
  webauthnAuthenticate: {
    family: 'webauthn',
    method: 'POST',
    path: '/authentication/verify',
    body: ['offeringId', 'credential'],
  },
} as const satisfies Record<string, CallSpec>;

// /ius_proxy/v1/users (seed 001 §7 users, account recovery, security; seed 000 §7.3 user operations)
export const USERS_CALLS = {
  createUser: {
    family: 'users',
    method: 'POST',
    path: '',
    body: ['user', 'targetAAL', 'namespaceId', 'gRecaptchaResponse', 'consents', 'policies'],
  },
  signUp: {
    family: 'users',
    method: 'POST',
    path: '/sign_up',
    body: ['user', 'targetAAL', 'namespaceId', 'gRecaptchaResponse', 'consents', 'policies'],
  },
  activateUser: {
    family: 'users',
    method: 'POST',
    path: '/activate',
    body: ['user', 'accessCode', 'challengeQuestionAnswer', 'ssn', 'birthDate'],
  },
  getUser: {
    family: 'users',
    method: 'GET',
    path: '/me',
    query: [q('fields'), q('operation'), q('namespace_id', 'namespaceId'), q('username')],
  },
  updateUser: {
    family: 'users',
    method: 'PUT',
    path: '/me',
    body: [
      'mobileNumber',
      'newPassword',
      'password',
      'email',
      'username',
      'fullName',
      'address',
      'birthDate',
      'ssn',
      'securityPref',
      'challengeQuestionAnswer',
    ],
  },
  transferUser: { family: 'users', method: 'PUT', path: '/me/transfer', body: ['namespaceId', 'realmId'] },
  findUsersByEmail: { family: 'users', method: 'GET', path: '', query: [q('email')] },
  findUsersByPhone: { family: 'users', method: 'GET', path: '', query: [q('phone')] },
  findUsersByExternalId: {
    family: 'users',
    method: 'GET',
    path: '',
    query: [q('external_user_id', 'externalUserId')],
  },
  getSuggestedUsernames: {
    family: 'users',
    method: 'GET',
    path: '/get_suggested_usernames',
    query: [q('first_name', 'firstName'), q('last_name', 'lastName'), q('email')],
  },
  updateSecurityPrefs: {
    family: 'users',
    method: 'PUT',
    path: '/{userId}/security_prefs',
    body: ['securityPref'],
  },
  updateMySecurityPrefs: {
    family: 'users',
    method: 'PUT',
    path: '/me/security_prefs',
    body: ['securityPref'],
  },
  createChannelConfirmation: {
    family: 'users',
    method: 'POST',
    path: '/{userId}/confirmations',
    body: ['channelType', 'confirmType', 'address', 'phoneNumber'],
  },
  confirmChannel: {
    family: 'users',
    method: 'PUT',
    path: '/{userId}/confirmations',
    body: ['confirmationId', 'channelType', 'challengeToken', 'status'],
  },
  confirmEmail: {
    family: 'users',
    method: 'PUT',
    path: '/{userId}/emails/{email}/confirmed',
    body: ['status', 'confirmationId', 'challengeToken'],
  },
  getSelectAccounts: {
    family: 'users',
    method: 'GET',
    path: '/me/select_accounts',
    query: [q('offering_id', 'offeringId')],
  },
  postSelectAccounts: {
    family: 'users',
    method: 'POST',
    path: '/me/select_accounts',
    body: ['userId', 'offeringId'],
  },
  selectRealms: {
    family: 'users',
    method: 'POST',
    path: '/me/select_realms',
    body: ['realmId', 'businessRole'],
  },
  getOOWQuestions: {
    family: 'users',
    method: 'POST',
    path: '/generate_oow_challenges',
    body: ['firstName', 'lastName', 'birthDate', 'ssn', 'zipCode', 'address', 'phoneNumber'],
  },
  gradeOOWAnswers: {
    family: 'users',
    method: 'POST',
    path: '/grade_oow_challenges',
    body: ['encryptedSessionId', 'outOfWalletQuestionAnswers'],
  },
  deleteLinks: { family: 'users', method: 'DELETE', path: '/me/links', emptyOk: true },
  addRealm: { family: 'users', method: 'POST', path: '/me/realms', body: ['realm'] },
  getRealms: {
    family: 'users',
    method: 'GET',
    path: '/me/realms',
    query: [q('business_role', 'businessRole')],
  },
  getUserContactInfoStatus: {
    family: 'users',
    method: 'POST',
    path: '/check_contact_info_status',
    body: ['flow'],
  },
  recordContactInfoStatus: {
    family: 'users',
    method: 'POST',
    path: '/record_contact_info_status',
    body: ['action', 'flow'],
  },
  getAccessEvents: {
    family: 'users',
    method: 'GET',
    path: '/me/access_events',
    query: [q('limit'), q('offset')],
  },
  deleteDeviceAccess: { family: 'users', method: 'DELETE', path: '/me/device_access', emptyOk: true },
  getTestAttributes: { family: 'users', method: 'GET', path: '/me/test_attributes' },
  lookUpGrantByUser: {
    family: 'users',
    method: 'GET',
    path: '/me/grants',
    query: [q('offering_id', 'offeringId'), fixed('status', 'ACTIVE')],
  },
  getMergeCandidates: { family: 'users', method: 'GET', path: '/me/merge_candidates', query: [q('filters')] },
  collectConsent: { family: 'users', method: 'POST', path: '/consent', body: ['consents'] },
  // account recovery (seed 001 §7 "under users"); all POST so identifiers and answers stay in bodies
  accountRecoveryBegin: {
    family: 'users',
    method: 'POST',
    path: '/account_recovery_begin',
    body: ['identifier', 'identifierType', 'gRecaptchaResponse', 'flow'],
  },
  accountRecoveryGetChallenges: {
    family: 'users',
    method: 'POST',
    path: '/get_account_recovery_challenges',
    body: [
      'challengeToken',
      'firstName',
      'lastName',
      'birthDate',
      'ssn',
      'zipCode',
      'challengeQuestionAnswer',
    ],
  },
  accountRecoveryCreateConfirmation: {
    family: 'users',
    method: 'POST',
    path: '/create_account_recovery_confirmation',
    body: ['challengeToken', 'channelType', 'userId'],
  },
  accountRecoveryVerifyConfirmation: {
    family: 'users',
    method: 'POST',
    path: '/verify_account_recovery_confirmation',
    body: ['confirmationId', 'challengeToken'],
  },
  accountRecoveryGetUsers: {
    family: 'users',
    method: 'POST',
    path: '/get_account_recovery_users',
    body: ['challengeToken'],
  },
  // security (seed 001 §7)
  generateTotpKey: { family: 'users', method: 'POST', path: '/me/totp_key/generate', body: ['issuer'] },
  activateTotpKey: {
    family: 'users',
    method: 'POST',
    path: '/me/totp_key/activate',
    body: ['verificationCode'],
  },
  deactivateTotpKey: {
    family: 'users',
    method: 'POST',
    path: '/me/totp_key/deactivate',
    body: ['verificationCode'],
    emptyOk: true,
  },
} as const satisfies Record<string, CallSpec>;

// /v2/users (seed 001 "POST and PUT v2/users/confirmations"; seed 000 §7.3 email verification v2)
export const USERS_V2_CALLS = {
  sendVerificationEmailV2: {
    family: 'usersV2',
    method: 'POST',
    path: '/confirmations',
    body: ['email', 'confirmType', 'channelType'],
  },
  confirmEmailVerificationV2: {
    family: 'usersV2',
    method: 'PUT',
    path: '/confirmations',
    body: ['confirmationId', 'tokenType', 'token'],
  },
} as const satisfies Record<string, CallSpec>;

// /migration/users (seed 001 acquisition recovery variant)
export const MIGRATION_CALLS = {
  accountRecoveryBeginAcquisition: {
    family: 'migration',
    method: 'POST',
    path: '/{acquisitionId}/{namespace}/account_recovery_begin',
    body: ['identifier', 'identifierType', 'gRecaptchaResponse', 'flow'],
  },
} as const satisfies Record<string, CallSpec>;

// /ius_proxy/v1/invitations (seed 001 §7 invitations; seed 000 §7.3 invitation operations)
export const INVITATION_CALLS = {
  activateInvitation: {
    family: 'invitations',
    method: 'PUT',
    path: '/{invitationId}',
    query: [fixed('operation', 'activate')],
    body: ['user', 'accessCode', 'challengeQuestionAnswer'],
  },
  verifyInvitationChallenges: {
    family: 'invitations',
    method: 'POST',
    path: '/{invitationId}/challenges',
    query: [fixed('operation', 'verify')],
    body: ['challengeAnswers', 'accessCode'],
  },
  getInvitationChallenges: { family: 'invitations', method: 'GET', path: '/{invitationId}/challenges' },
  listInvitations: {
    family: 'invitations',
    method: 'GET',
    path: '',
    query: [q('realmId'), q('types'), q('status')],
  },
  updateInvitation: {
    family: 'invitations',
    method: 'PUT',
    path: '/{invitationId}',
    query: [q('operation')],
    body: ['role'],
  },
  verifyInviteByReceiver: {
    family: 'invitations',
    method: 'POST',
    path: '/{invitationId}/verify',
    body: ['accessCode', 'flow', 'offeringId', 'offeringEnv'],
  },
  acceptInvitation: {
    family: 'invitations',
    method: 'POST',
    path: '/{invitationId}/accept',
    body: ['accessCode'],
  },
  getInvitationAttributes: {
    family: 'invitations',
    method: 'GET',
    path: '/get_attributes',
    query: [q('inv_attr', 'invAttr')],
  },
} as const satisfies Record<string, CallSpec>;

// OAuth 1/2, OpenID provider and consent (seed 001 §7; seed 000 §7.1 consent create, §7.3 exchange)
export const OAUTH_CALLS = {
  createOAuth1RequestToken: {
    family: 'oauth1',
    method: 'POST',
    path: '/tokens/request_tokens/{requestToken}',
    body: ['scope', 'expirationSeconds'],
  },
  exchangeTicketForAuthCode: {
    family: 'oauth2',
    method: 'POST',
    path: '/authorize',
    query: [
      q('response_type', 'responseType'),
      q('client_id', 'clientId'),
      q('redirect_uri', 'redirectUri'),
      q('state'),
      q('scope'),
      q('x_user_aal', 'xUserAAL'),
      q('nonce'),
      q('code_challenge', 'codeChallenge'),
      q('code_challenge_method', 'codeChallengeMethod'),
    ],
  },
  updateAuthorizationFlow: {
    family: 'op',
    method: 'POST',
    path: '/update_authorization_flow',
    body: [
      'responseType',
      'clientId',
      'redirectUrl',
      'state',
      'scope',
      'loginStatus',
      'consentStatus',
      'nonce',
      'prompt',
      'maxAge',
      'idTokenHint',
    ],
  },
  getOAuthConsents: {
    family: 'op',
    method: 'GET',
    path: '/consents',
    query: [q('user_id', 'userId'), q('client_id', 'clientId')],
  },
  deleteOAuthConsents: {
    family: 'op',
    method: 'DELETE',
    path: '/consents',
    query: [q('user_id', 'userId'), q('client_id', 'clientId')],
    emptyOk: true,
  },
  createConsent: { family: 'consent', method: 'POST', path: '', body: ['consents'] },
} as const satisfies Record<string, CallSpec>;

// /partner_auth_client/v1 (seed 001 §7 partner authentication; seed 000 §7.3 begin/link/getData)
export const PARTNER_AUTH_CALLS = {
  partnerAuthBegin: {
    family: 'partnerAuth',
    method: 'GET',
    path: '/initiate_sso',
    query: [
      q('partner_uid', 'partnerUid'),
      q('offering_id', 'offeringId'),
      q('offering_env', 'offeringEnv'),
      q('flow'),
      q('flow_id', 'flowId'),
      q('sign_in_link', 'signInLink'),
      q('step_up_link', 'stepUpLink'),
      q('sign_up_link', 'signUpLink'),
      q('callback_override', 'callbackOverride'),
      q('property'),
      q('oauth2_scopes', 'oauth2Scopes'),
      q('state'),
    ],
  },
  partnerAuthLink: { family: 'partnerAuth', method: 'PUT', path: '/link_user', body: ['responseToken'] },
  /** The response token travels in the partner-response-token header (seed 001 §7), not the URL. */
  partnerAuthGetData: {
    family: 'partnerAuth',
    method: 'GET',
    path: '/user_info',
    query: [fixed('fields', 'user_names')],
  },
  getLinkedIdentities: { family: 'partnerAuth', method: 'GET', path: '/linked_identities' },
  delinkPartner: {
    family: 'partnerAuth',
    method: 'PUT',
    path: '/delink',
    body: ['paTokenId'],
    emptyOk: true,
  },
} as const satisfies Record<string, CallSpec>;

// /ius_proxy/v1/personas (seed 001 §7 personas)
export const PERSONA_CALLS = {
  updatePersonaRoles: { family: 'personas', method: 'PUT', path: '/{personaId}/roles', body: ['role'] },
  updatePersona: { family: 'personas', method: 'PUT', path: '', body: ['persona'] },
  deletePersona: { family: 'personas', method: 'DELETE', path: '/{personaId}', emptyOk: true },
  deletePersonas: { family: 'personas', method: 'DELETE', path: '', query: [q('ids')], emptyOk: true },
  authorizePersonaTransfer: { family: 'personas', method: 'GET', path: '/transfer/{realmId}/me/authorize' },
} as const satisfies Record<string, CallSpec>;

// /ius_proxy/v1/realms (seed 001 §7 realms)
export const REALMS_CALLS = {
  updateRealmProducts: { family: 'realms', method: 'PUT', path: '/{realmId}/products', body: ['product'] },
  getCurrentRealmPersona: { family: 'realms', method: 'GET', path: '/current/personas' },
  inviteToCurrentRealm: {
    family: 'realms',
    method: 'POST',
    path: '/current/personas/invite',
    body: ['persona', 'personalMessage'],
  },
  updateRealm: { family: 'realms', method: 'PUT', path: '/{realmId}', body: ['displayName'] },
  reattachRealm: {
    family: 'realms',
    method: 'PUT',
    path: '/{realmId}',
    query: [fixed('operation', 'reattach'), q('source_realm_id', 'sourceRealmId')],
  },
} as const satisfies Record<string, CallSpec>;

// /ius_proxy/v1/providers (seed 001 §7 single sign-on)
export const PROVIDER_CALLS = {
  /** `spEntity` is checked with rules' isValidServiceProviderEntity before sending ("me" is allowed). */
  startSpInitiatedSso: { family: 'providers', method: 'POST', path: '/{spEntity}/sso', body: ['attributes'] },
} as const satisfies Record<string, CallSpec>;

// /ius_proxy/v1/csr (seed 000 §3.3 CSR reset)
export const CSR_CALLS = {
  csrResetPassword: {
    family: 'csr',
    method: 'PUT',
    path: '/reset_password',
    body: ['newPassword', 'confirmationId', 'challengeQuestionAnswer'],
  },
} as const satisfies Record<string, CallSpec>;

// /ius_proxy/v1/account and /ius_proxy/v1/validation (seed 001 §7 account and validation)
export const VALIDATION_CALLS = {
  notifyAccountDeletionAborted: {
    family: 'account',
    method: 'PUT',
    path: '/notify-account-deletion-aborted',
    emptyOk: true,
  },
  validatePhoneNumber: {
    family: 'validation',
    method: 'POST',
    path: '/phones/validate',
    body: ['phoneNumber'],
  },
  validateEmailAddress: { family: 'validation', method: 'POST', path: '/emails/validate', body: ['address'] },
  getCountryCodes: {
    family: 'validation',
    method: 'GET',
    path: '/phones/sms/country_codes',
    query: [q('offering_id', 'offeringId'), q('offering_env', 'offeringEnv')],
  },
} as const satisfies Record<string, CallSpec>;

// Configuration, logger, host root, chart (seed 000 §7.1; seed 001 §7 device id)
export const CONFIGURATION_CALLS = {
  getWidgetsJson: {
    family: 'widgets',
    method: 'GET',
    path: '/widgets_json',
    query: [q('offering_id', 'offeringId')],
  },
  getPluginConfig: { family: 'widgets', method: 'GET', path: '/plugins/config.json' },
  getAppFabricConfiguration: {
    family: 'configuration',
    method: 'GET',
    path: '/app-fabric',
    query: [q('offering_id', 'offeringId'), q('flows')],
  },
  /** Seed 000 shows a GET with `context` and `logs`; entries never hold secrets (QUALITY.md 4). */
  sendFrontEndLogs: {
    family: 'logger',
    method: 'GET',
    path: '',
    query: [q('context'), q('logs')],
    retry: false,
    timeout: 'logger',
    emptyOk: true,
  },
  persistCookies: {
    family: 'host',
    method: 'POST',
    path: '/persist_cookies',
    body: ['cookies'],
    emptyOk: true,
  },
  getDeviceId: { family: 'host', method: 'GET', path: '/ius_did' },
  /** Seed 000's remote QR call is never made: see `totpQrCode` (drawn locally). */
  totpQrCode: {
    family: 'chart',
    method: 'POST',
    path: '',
    query: [fixed('cht', 'qr'), fixed('chs', '140x140'), fixed('chld', 'M'), fixed('choe', 'UTF-8')],
    local: true,
  },
} as const satisfies Record<string, CallSpec>;

/** Every call of the contract, keyed by client method name. */
export const CALLS = {
  ...ACCESS_CALLS,
  ...REALM_BASE_CALLS,
  ...V3_CALLS,
  ...ACCOUNT_CHOICE_CALLS,
  ...WEBAUTHN_CALLS,
  ...USERS_CALLS,
  ...USERS_V2_CALLS,
  ...MIGRATION_CALLS,
  ...INVITATION_CALLS,
  ...OAUTH_CALLS,
  ...PARTNER_AUTH_CALLS,
  ...PERSONA_CALLS,
  ...REALMS_CALLS,
  ...PROVIDER_CALLS,
  ...CSR_CALLS,
  ...VALIDATION_CALLS,
  ...CONFIGURATION_CALLS,
} as const;

export type CallName = keyof typeof CALLS;
/** Calls the client actually sends (the local QR row excluded). */
export type RemoteCallName = Exclude<CallName, 'totpQrCode'>;
