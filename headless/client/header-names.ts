// The header prefix and the cookie names (split from paths.ts: the client's options read them when a client is
// created; the header suffixes the call engine sends, a lazy chunk, are in header-suffixes.ts, issue 19).

// ---------------------------------------------------------------------------------------------------------
// Headers and cookies (seed 001 §7: "Header names and the cookie names are prefixed with a provider-specific
// prefix"). The prefix is configurable; names are `${prefix}-<suffix>` (hyphens: proxies such as nginx drop
// header names with underscores by default).
// ---------------------------------------------------------------------------------------------------------

/** chosen: default provider prefix for header and cookie names. */
export const DEFAULT_HEADER_PREFIX = 'ik';

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
