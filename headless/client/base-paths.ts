// Default base path per path family (split from paths.ts so options.ts does not load the route table).

/**
 * Path families. Seed 000 §7 says "base paths are held in constants; their values are not shown", and
 * seed 001 §7 lists only path prefixes, so each default below is chosen from those prefixes:
 */
export const DEFAULT_BASE_PATHS = {
  /** `{base}` of seed 000 §7.1 (sign-in, confirmations, evaluate auth): seed 001 prefix `/access_client`. */
  access: '/access_client',
  /** `{realm-base}` (set realm, reset password): the ticket service, seed 001 prefix `/iamticketsclient`. */
  realm: '/iamticketsclient',
  /** `{v3}` (`{v3}/users/{userId}/reset_password_end`, `{v3}/fetch_otp_token`): seed 001 `/ius_proxy/v1`. */
  v3: '/ius_proxy/v1',
  /** `{account-choice-base}`: seed 001 prefix `/account_choices`. */
  accountChoice: '/account_choices',
  /** `{webauthn-base}`: not among the prefixes; `/fido2` is the path of the webauthn cookie (seed 000 §9). */
  webauthn: '/fido2',
  /** Seed 001 users calls: `/ius_proxy/v1/users`. */
  users: '/ius_proxy/v1/users',
  /** Seed 001 "POST and PUT v2/users/confirmations": `/v2/users`. */
  usersV2: '/v2/users',
  /** Seed 001 acquisition recovery variant: `/migration/users`. */
  migration: '/migration/users',
  /** Seed 001 bare prefixes (realms, personas, invitations, csr, providers, account, validation) sit under
   *  the same proxy as users: `/ius_proxy/v1/<prefix>`. */
  realms: '/ius_proxy/v1/realms',
  personas: '/ius_proxy/v1/personas',
  invitations: '/ius_proxy/v1/invitations',
  csr: '/ius_proxy/v1/csr',
  providers: '/ius_proxy/v1/providers',
  account: '/ius_proxy/v1/account',
  validation: '/ius_proxy/v1/validation',
  /** Seed 001 `/oauth2`, versioned like the other proxies. */
  oauth2: '/oauth2/v1',
  /** Seed 001 "oauth1 internal v1 tokens". */
  oauth1: '/oauth1/internal/v1',
  /** Seed 001 `/op/v1`. */
  op: '/op/v1',
  /** Seed 000 "consent-create path": seed 001 prefix `/consent_client/v1/consents`. */
  consent: '/consent_client/v1/consents',
  /** Seed 001 `/partner_auth_client/v1`. */
  partnerAuth: '/partner_auth_client/v1',
  /** Seed 000 `{widgets base}` (widgets_json, plugin config.json): seed 001 prefix `/configuration`. */
  widgets: '/configuration',
  /** Seed 000 `{host}/configuration/app-fabric`. */
  configuration: '/configuration',
  /** Seed 000 front-end logger endpoint, not shown: `/fe_logger`. */
  logger: '/fe_logger',
  /** Seed 000 `{scriptHost}/persist_cookies` and seed 001 `{host}/ius_did`: the host root. */
  host: '',
  /** Seed 000 QR-code path (seed 001 prefix `/chart`). Kept for review only: the client draws QR codes
   *  locally and never sends the provisioning secret (QUALITY.md 11). */
  chart: '/chart',
} as const;

export type PathFamily = keyof typeof DEFAULT_BASE_PATHS;
