// Public surface of the identity client (re-exported from headless/index.ts).
export { createIdentityClient } from './client';
// When the kit prefetches its lazy chunks (the user's first input); apps prefetch their own the same way.
export { onFirstInput } from './prefetch';
// One lazily imported chunk: a load shared by every caller, kept once landed, retried after a failure.
export { lazyChunk, type LazyChunk } from './lazy-chunk';
export { planRequest } from './plan-request';
export type { ClientMethod, IdentityClient } from './client';
export { isIdentityError } from './errors';
export type { IdentityError, IdentityErrorKind } from './errors';
export type { Dynamic, FetchLike, IdentityClientOptions } from './options';
export type { CallOptions, ClientResult, ResponseMeta } from './transport';
export { parseRetryAfter, RETRY_AFTER_MAX_MS } from './transport';
export { applySignInRules, normalizePolicies } from './payloads';
export {
  CALLS,
  COOKIE_NAMES,
  DEFAULT_BASE_PATHS,
  DEFAULT_HEADER_PREFIX,
  REQUEST_HEADER_SUFFIXES,
  RESPONSE_HEADER_SUFFIXES,
  headerName,
} from './paths';
export type { CallName, CallSpec, HttpMethod, PathFamily, RemoteCallName } from './paths';
export { buildTotpUri, createTotpQrCode } from './qr';
export type { TotpQrCode, TotpQrInput } from './qr';
export { credentialToJSON } from './webauthn';
export type { CredentialLike } from './webauthn';
export * from './wire';
