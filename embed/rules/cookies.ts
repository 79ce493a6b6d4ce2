/**
 * Visitor identity cookies (seed 000 §3.4, §4.8, §7.1, §9): ivid and ivid_b (identifier cookies), ivid_synced,
 * the short-lived flags cookie and cdc_vid, with their lifetimes, written `Secure; SameSite=Lax` without a
 * Domain attribute (host-only) on a narrow path (QUALITY.md 9). Pure: runtime/visitor.ts reads and writes
 * `document.cookie`. Values are random ids, never user data.
 */
import {
  DEVICE_ID_LIFETIME_DAYS,
  FLAGS_COOKIE_LIFETIME_MS,
  IVID_BACKUP_COOKIE_DAYS,
} from '../../rules/constants';
import { isCookiePersistable, type CookiePersistenceOptions } from '../../rules/policy/cookies';

const DAY_MS = 86_400_000;

export const VISITOR_COOKIE_NAMES = ['ivid', 'ivid_b', 'ivid_synced', 'flags', 'cdc_vid'] as const;
export type VisitorCookieName = (typeof VISITOR_COOKIE_NAMES)[number];

/**
 * Lifetime of each cookie in milliseconds. Spec: ivid_b about 1826 days, flags 20 minutes. Chosen (not
 * shown): ivid lives as long as its backup; ivid_synced one day (the frame re-syncs daily); cdc_vid is the
 * stored device id, "about 5 years" (seed 000 §9 fingerprint row).
 */
export const VISITOR_COOKIE_LIFETIME_MS: Readonly<Record<VisitorCookieName, number>> = {
  ivid: IVID_BACKUP_COOKIE_DAYS * DAY_MS,
  ivid_b: IVID_BACKUP_COOKIE_DAYS * DAY_MS,
  ivid_synced: DAY_MS,
  flags: FLAGS_COOKIE_LIFETIME_MS,
  cdc_vid: DEVICE_ID_LIFETIME_DAYS * DAY_MS,
};

/** A cookie to write. */
export interface CookieWrite {
  readonly name: string;
  readonly value: string;
  readonly expires: Date;
  /** @default '/' */
  readonly path?: string;
}

/** The path the visitor cookies use. @default '/' (the visitor id is the whole host site's, no wider) */
export const VISITOR_COOKIE_PATH = '/';

const COOKIE_VALUE = /^[\w.~-]{1,128}$/;

/**
 * `document.cookie` text for a cookie: `Secure`, `SameSite=Lax`, no Domain (host-only), the given path.
 * Names and values are limited to token characters so nothing can add an attribute.
 */
export function serializeCookie(cookie: CookieWrite): string {
  if (!/^[\w-]{1,64}$/.test(cookie.name) || !COOKIE_VALUE.test(cookie.value)) {
    throw new Error(`Refusing to write cookie ${cookie.name.slice(0, 64)}: unsafe name or value.`);
  }
  const path = cookie.path ?? VISITOR_COOKIE_PATH;
  if (!/^\/[\w./-]*$/.test(path)) {
    throw new Error(`Refusing to write cookie ${cookie.name}: unsafe path.`);
  }
  return `${cookie.name}=${cookie.value}; Expires=${cookie.expires.toUTCString()}; Path=${path}; Secure; SameSite=Lax`;
}

/** Parses `document.cookie` (name=value pairs); the first value of a name wins, as browsers order them. */
export function parseCookies(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) {
      const name = part.slice(0, eq).trim();
      if (!out.has(name)) {
        out.set(name, part.slice(eq + 1).trim());
      }
    }
  }
  return out;
}

/** A random visitor id (UUID v4 layout) from 16 random bytes. */
export function visitorIdFrom(bytes: Uint8Array): string {
  const b = Array.from(bytes.slice(0, 16), (x) => x);
  while (b.length < 16) {
    b.push(0);
  }
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const isVisitorId = (value: string | undefined): value is string =>
  value !== undefined && COOKIE_VALUE.test(value);

/**
 * The visitor cookies to write on this page load (seed 000 §4.8 "the backup id is created if missing, then
 * synced through the hidden frame"): ivid_b from ivid (or a new id) when missing; ivid from the backup when
 * missing; cdc_vid when missing. Existing values are kept (and not rewritten).
 */
export function planVisitorCookies(
  existing: ReadonlyMap<string, string>,
  now: number,
  newId: () => string,
): CookieWrite[] {
  const writes: CookieWrite[] = [];
  const at = (name: VisitorCookieName): Date => new Date(now + VISITOR_COOKIE_LIFETIME_MS[name]);
  const ivid = existing.get('ivid');
  const backup = existing.get('ivid_b');
  const id = isVisitorId(ivid) ? ivid : isVisitorId(backup) ? backup : newId();
  if (!isVisitorId(backup)) {
    writes.push({ name: 'ivid_b', value: id, expires: at('ivid_b') });
  }
  if (!isVisitorId(ivid)) {
    writes.push({ name: 'ivid', value: id, expires: at('ivid') });
  }
  if (!isVisitorId(existing.get('cdc_vid'))) {
    writes.push({ name: 'cdc_vid', value: newId(), expires: at('cdc_vid') });
  }
  return writes;
}

/** The flags cookie: this visit's log-sampling decision, kept 20 minutes so one visit is logged whole. */
export function flagsCookie(sampled: boolean, now: number): CookieWrite {
  return { name: 'flags', value: sampled ? 'ls1' : 'ls0', expires: new Date(now + FLAGS_COOKIE_LIFETIME_MS) };
}

/** The sampling decision a live flags cookie holds, or null. */
export function sampledFromFlags(value: string | undefined): boolean | null {
  return value === 'ls1' ? true : value === 'ls0' ? false : null;
}

/** ivid_synced after the frame answered. */
export function syncedCookie(now: number): CookieWrite {
  return { name: 'ivid_synced', value: '1', expires: new Date(now + VISITOR_COOKIE_LIFETIME_MS.ivid_synced) };
}

/** Safari 12.2 or newer (the persist_cookies "Safari mode", seed 000 §7.1), from the user-agent string. */
export function isSafari122Plus(userAgent: string): boolean {
  if (!/Safari\//.test(userAgent) || /Chrome\/|Chromium\/|CriOS\/|Edg\/|Android/.test(userAgent)) {
    return false;
  }
  const m = /Version\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  if (m === null) {
    return false;
  }
  const major = Number(m[1]);
  const minor = Number(m[2] ?? '0');
  return major > 12 || (major === 12 && minor >= 2);
}

/** The persist_cookies request body (seed 000 §7.1): the eligible cookies, or null when none is. */
export function persistCookiesBody(
  writes: readonly CookieWrite[],
  now: number,
  options: CookiePersistenceOptions,
): { cookies: { name: string; value: string; expires: string }[] } | null {
  const cookies = writes
    .filter((c) => isCookiePersistable({ name: c.name, value: c.value, expires: c.expires }, now, options))
    .map((c) => ({ name: c.name, value: c.value, expires: c.expires.toUTCString() }));
  return cookies.length === 0 ? null : { cookies };
}
