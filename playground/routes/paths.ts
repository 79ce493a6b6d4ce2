/**
 * Base paths of the wire contract, mirrored from headless/client/WIRE.md (the playground may not import
 * client code, so a client bug cannot hide behind the same bug here). Keep in step with that page.
 */
export const BASE = {
  access: '/access_client',
  realm: '/iamticketsclient',
  v3: '/ius_proxy/v1',
  accountChoice: '/account_choices',
  webauthn: '/fido2',
  users: '/ius_proxy/v1/users',
  usersV2: '/v2/users',
  migration: '/migration/users',
  realms: '/ius_proxy/v1/realms',
  personas: '/ius_proxy/v1/personas',
  invitations: '/ius_proxy/v1/invitations',
  csr: '/ius_proxy/v1/csr',
  providers: '/ius_proxy/v1/providers',
  account: '/ius_proxy/v1/account',
  validation: '/ius_proxy/v1/validation',
  oauth2: '/oauth2/v1',
  oauth1: '/oauth1/internal/v1',
  op: '/op/v1',
  consent: '/consent_client/v1/consents',
  partnerAuth: '/partner_auth_client/v1',
  configuration: '/configuration',
  logger: '/fe_logger',
  host: '',
  /** Playground-only helpers (outbox, fake partner page). Not part of the identity contract. */
  playground: '/__playground',
} as const;
