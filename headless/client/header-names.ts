// Header and cookie names (split from paths.ts: the transport reads them up front, the route table loads lazily).

// ---------------------------------------------------------------------------------------------------------
// Headers and cookies (seed 001 §7: "Header names and the cookie names are prefixed with a provider-specific
// prefix"). The prefix is configurable; names are `${prefix}-<suffix>` (hyphens: proxies such as nginx drop
// header names with underscores by default).
// ---------------------------------------------------------------------------------------------------------

/** chosen: default provider prefix for header and cookie names. */
export const DEFAULT_HEADER_PREFIX = 'ik';

/** Request header suffixes, one per item of seed 001 §7's header list. */
export const REQUEST_HEADER_SUFFIXES = {
  offeringId: 'offering-id',
  offeringEnv: 'offering-env',
  locale: 'locale',
  country: 'country',
  callerType: 'caller-type',
  sessionId: 'session-id',
  visitorId: 'visitor-id',
  flowId: 'flow-id',
  captchaResponse: 'captcha-response',
  csrfToken: 'csrf-token',
  cookieNamespace: 'cookie-namespace',
  deviceTag: 'tag-device',
  partnerResponseToken: 'partner-response-token',
  authPropagation: 'auth-propagation',
  /** Seed 000 §7.1 persist_cookies "same-site support header". */
  sameSiteSupport: 'samesite-support',
} as const;

/** Response header suffixes the client reads (seed 000 §7.2, §7.3). Values are "true" or absent. */
export const RESPONSE_HEADER_SUFFIXES = {
  captchaRequired: 'captcha-required',
  requiresEvaluation: 'requires-evaluation',
  /** accessEvaluateAuth's "data header" (seed 000 §7.3): an opaque string handed back to the caller. */
  data: 'data',
} as const;

export type RequestHeaderKey = keyof typeof REQUEST_HEADER_SUFFIXES;
export type ResponseHeaderKey = keyof typeof RESPONSE_HEADER_SUFFIXES;

/** Full header name for a prefix, e.g. headerName('ik', 'offeringId') === 'ik-offering-id'. */
export function headerName(prefix: string, key: RequestHeaderKey | ResponseHeaderKey): string {
  const suffix =
    key in REQUEST_HEADER_SUFFIXES
      ? REQUEST_HEADER_SUFFIXES[key as RequestHeaderKey]
      : RESPONSE_HEADER_SUFFIXES[key as ResponseHeaderKey];
  return `${prefix}-${suffix}`;
}

/**
 * Cookie names the service sets (the client never reads them: they are HttpOnly where they carry a
 * session). `{prefix}` is the header prefix, `{env}` the offering environment (seed 000 §9 "environment-
 * prefixed names ending glogin, glogin_temp, account_chooser_temp").
 */
export const COOKIE_NAMES = {
  /** chosen: the session ticket cookie, HttpOnly, Secure, SameSite=Lax. */
  session: '{prefix}_session',
  /** chosen: the CSRF cookie the page may read and echo in the csrf-token header (double submit). */
  csrf: '{prefix}_csrf',
  glogin: '{prefix}_{env}_glogin',
  gloginTemp: '{prefix}_{env}_glogin_temp',
  accountChooserTemp: '{prefix}_{env}_account_chooser_temp',
  ivid: 'ivid',
  ividBackup: 'ivid_b',
  webauthnRegistration: 'iux_webauthn_reg',
} as const;
