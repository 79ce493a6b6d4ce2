import { COOKIE_PERSIST_MIN_DAYS, WEBAUTHN_REG_COOKIE } from '../constants';

const MS_PER_DAY = 86_400_000;

/** A cookie persistence record (seed 000 §3.7): name, value, expires. */
export interface CookieRecord {
  name: string;
  value: string;
  /** Expiry as a Date, epoch milliseconds, or a date string (`toUTCString()` form). */
  expires: Date | number | string;
}

/** When persistence is on (seed 000 §7.1 "persistence is enabled (or only in the Safari 12.2+ mode)"). */
export interface CookiePersistenceOptions {
  /** `always`, `safariOnly` (only when `isSafari122Plus`), or `off`. @default 'always' */
  mode?: 'always' | 'safariOnly' | 'off' | undefined;
  /** The browser is Safari 12.2 or newer. @default false */
  isSafari122Plus?: boolean | undefined;
}

/** Cookie names whose endings make them eligible (seed 000 §7.1). */
export const PERSISTABLE_COOKIE_SUFFIXES = ['glogin', 'ivid'] as const;

function expiryTime(expires: CookieRecord['expires']): number {
  if (expires instanceof Date) {
    return expires.getTime();
  }
  return typeof expires === 'number'
    ? expires
    : typeof expires === 'string'
      ? Date.parse(expires)
      : Number.NaN;
}

/** True when the cookie's name makes it eligible: ends in glogin or ivid, or is the webauthn registration cookie. */
export function isPersistableCookieName(name: string): boolean {
  return (
    typeof name === 'string' &&
    (name === WEBAUTHN_REG_COOKIE.name || PERSISTABLE_COOKIE_SUFFIXES.some((suffix) => name.endsWith(suffix)))
  );
}

/**
 * Cookie persistence eligibility (seed 000 §7.1): persistence is on, the cookie lives 7 days or more from
 * `now`, and its name ends in glogin or ivid or is the webauthn registration cookie. Literal reading of the
 * spec: `glogin_temp` and `ivid_b` do not end that way and are not persisted.
 */
export function isCookiePersistable(
  cookie: CookieRecord,
  now: Date | number,
  options?: CookiePersistenceOptions,
): boolean {
  const mode = options?.mode ?? 'always';
  if (mode === 'off' || (mode === 'safariOnly' && options?.isSafari122Plus !== true)) {
    return false;
  }
  if (typeof cookie !== 'object' || cookie === null || !isPersistableCookieName(cookie.name)) {
    return false;
  }
  const nowMs = now instanceof Date ? now.getTime() : now;
  const lifetime = expiryTime(cookie.expires) - nowMs;
  return Number.isFinite(lifetime) && lifetime >= COOKIE_PERSIST_MIN_DAYS * MS_PER_DAY;
}
