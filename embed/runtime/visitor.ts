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

/**
 * Runs once per page and identity host. Returns the visitor id the page uses. `firstAnswer` settles when the
 * identity host has answered the page once (the server-config read): persist_cookies waits for it when the
 * page holds no double-submit cookie yet. Sent earlier, it races the host's other first answers: one of them
 * can set `ik_csrf` after the token header was left out but before the browser attaches cookies, and the
 * service then refuses the call (403, a CI flake of the embed journey).
 */
export function startVisitorIdentity(
  identityOrigin: string,
  setup: Pick<Setup, 'persistCookies'>,
  warn: (line: string) => void,
  firstAnswer: Promise<unknown>,
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
    const ready = cookies.has('ik_csrf') ? Promise.resolve() : firstAnswer.catch(() => undefined);
    void ready.then(() => persist(identityOrigin, JSON.stringify(body), warn));
  }
  if (cookies.get('ivid_synced') === undefined) {
    syncThroughFrame(identityOrigin, ivid, cookies.get('ivid_b') ?? null);
  }
  return ivid;
}

/**
 * POSTs persist_cookies, echoing the double-submit cookie as read now (WIRE.md "Cookies"). Two first answers
 * of the host can each issue a token; when the one sent is refused and the cookie has changed since, the
 * call is sent once more with the token the browser now holds.
 */
function persist(identityOrigin: string, body: string, warn: (line: string) => void, retry = true): void {
  const token = parseCookies(document.cookie).get('ik_csrf');
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SERVER_TIMEOUT_MS);
  fetch(new URL('/persist_cookies', identityOrigin), {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      'ik-samesite-support': 'true',
      ...(token === undefined ? {} : { 'ik-csrf-token': token }),
    },
    body,
    signal: abort.signal,
  })
    .then((response) => {
      if (response.status === 403 && retry && parseCookies(document.cookie).get('ik_csrf') !== token) {
        persist(identityOrigin, body, warn, false);
      }
    })
    .catch(() => warn('Setup warning: persist_cookies failed; the cookies stay on this page only.'))
    .finally(() => clearTimeout(timer));
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
