/**
 * Visitor identity on the host page (seed 000 §4.8 "the backup id is created if missing, then synced through
 * the hidden frame"; §7.1 persist_cookies; §7.2 visitor-id frame): writes the missing visitor cookies
 * (rules/cookies.ts), asks the identity host to persist the long-lived ones, and, once a day (ivid_synced),
 * opens the sandboxed visitor-id frame on the identity host and takes its answer only from that origin and
 * that frame. Nothing here is a secret; failures only warn.
 */
import {
  isSafari122Plus,
  isVisitorId,
  parseCookies,
  persistCookiesBody,
  planVisitorCookies,
  serializeCookie,
  syncedCookie,
  visitorIdFrom,
  VISITOR_COOKIE_LIFETIME_MS,
  type CookieWrite,
} from '../rules/cookies';
import { acceptVisitorMessage, VISITOR_FRAME_ATTRIBUTES, visitorFrameUrl } from '../rules/visitor-frame';
import { FINGERPRINT_RELAY_CLOSE_MS, SERVER_TIMEOUT_MS } from '../../rules/constants';
import type { Setup } from '../rules/setup';

const write = (cookie: CookieWrite): void => {
  document.cookie = serializeCookie(cookie);
};

const newId = (): string => visitorIdFrom(crypto.getRandomValues(new Uint8Array(16)));

/** Runs once per page and identity host. Returns the visitor id the page uses. */
export function startVisitorIdentity(
  identityOrigin: string,
  setup: Pick<Setup, 'persistCookies'>,
  warn: (line: string) => void,
): string {
  const now = Date.now();
  const existing = parseCookies(document.cookie);
  const writes = planVisitorCookies(existing, now, newId);
  writes.forEach(write);
  const cookies = parseCookies(document.cookie);
  const ivid =
    cookies.get('ivid') ?? existing.get('ivid') ?? writes.find((c) => c.name === 'ivid')?.value ?? '';
  const body = persistCookiesBody(writes, now, {
    mode: setup.persistCookies,
    isSafari122Plus: isSafari122Plus(navigator.userAgent),
  });
  if (body !== null) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), SERVER_TIMEOUT_MS);
    fetch(new URL('/persist_cookies', identityOrigin), {
      method: 'POST',
      credentials: 'include',
      // The identity service's double-submit token (WIRE.md "Cookies"): it refuses state-changing calls
      // without it.
      headers: {
        'content-type': 'application/json',
        'ik-samesite-support': 'true',
        ...(cookies.has('ik_csrf') ? { 'ik-csrf-token': cookies.get('ik_csrf') ?? '' } : {}),
      },
      body: JSON.stringify(body),
      signal: abort.signal,
    })
      .catch(() => warn('Setup warning: persist_cookies failed; the cookies stay on this page only.'))
      .finally(() => clearTimeout(timer));
  }
  if (cookies.get('ivid_synced') === undefined) {
    syncThroughFrame(identityOrigin, ivid, cookies.get('ivid_b') ?? null);
  }
  return ivid;
}

/** Opens the visitor-id frame; its answer sets ivid and ivid_synced; the frame goes after 10 s either way. */
function syncThroughFrame(identityOrigin: string, ivid: string, backup: string | null): void {
  const frame = document.createElement('iframe');
  for (const [name, value] of Object.entries(VISITOR_FRAME_ATTRIBUTES)) {
    frame.setAttribute(name, value);
  }
  const queryStringIvid = new URLSearchParams(location.search).get('ivid');
  frame.src = visitorFrameUrl(identityOrigin, {
    ivid: ivid === '' ? null : ivid,
    ividBackup: backup,
    queryStringIvid: isVisitorId(queryStringIvid ?? undefined) ? queryStringIvid : null,
    sameSiteSupport: true,
    parentOrigin: location.origin,
  });
  const expectedOrigin = new URL(identityOrigin).origin;
  const done = (): void => {
    removeEventListener('message', onMessage);
    clearTimeout(timer);
    frame.remove();
  };
  const onMessage = (event: MessageEvent): void => {
    const id = acceptVisitorMessage(event, { origin: expectedOrigin, source: frame.contentWindow });
    if (id === null) {
      return;
    }
    const now = Date.now();
    write({ name: 'ivid', value: id, expires: new Date(now + VISITOR_COOKIE_LIFETIME_MS.ivid) });
    write(syncedCookie(now));
    done();
  };
  // Chosen: the spec's relay closes after 10 s (seed 000 §9 fingerprint row); the frame does the same.
  const timer = setTimeout(done, FINGERPRINT_RELAY_CLOSE_MS);
  addEventListener('message', onMessage);
  document.body.append(frame);
}
