/**
 * The request gate a real identity service puts before its routes (QUALITY.md security 13; issue 21 §2):
 * state-changing requests must be JSON, come from a configured origin, and carry the double-submit CSRF
 * token. A cross-site HTML form can do none of the three: it can only send `text/plain`, urlencoded or
 * multipart bodies, its `Origin` is the attacker's site, and it can neither read the `ik_csrf` cookie nor set
 * the `ik-csrf-token` header. Each check alone stops login CSRF; all three are kept so the playground shows
 * the whole pattern the kit's client is built against (headless/client/WIRE.md "Cookies").
 */

import { ServiceError } from '../core/errors';
import { header } from '../core/service';
import type { Service } from '../core/service';
import { stringsEqual } from '../crypto/bytes';
import type { SetCookie } from './types';

/** Methods that may change state (RFC 9110 §9.2.1: everything but the safe methods). */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Name of the double-submit cookie, `{prefix}_csrf` (WIRE.md). */
export function csrfCookieName(service: Service): string {
  return `${service.config.headerPrefix}_csrf`;
}

/** True when `origin` is one the service trusts (its own base URL, its localhost twin, configured extras). */
export function isTrustedOrigin(service: Service, origin: string): boolean {
  return service.config.origins.includes(origin);
}

/**
 * 403 unless the caller is the service's own page or a configured origin. Browsers send `Origin` on every
 * POST (fetch and forms alike); when it is missing, Fetch Metadata's `Sec-Fetch-Site` still tells a
 * cross-site request apart. A caller with neither (Node's fetch, curl, the in-memory `playground.fetch`)
 * carries no ambient browser credentials, so it cannot be a cross-site forgery.
 */
export function checkOrigin(service: Service, headers: Headers): void {
  const origin = headers.get('origin');
  const site = headers.get('sec-fetch-site');
  const trusted =
    origin !== null
      ? isTrustedOrigin(service, origin)
      : site === null || site === 'same-origin' || site === 'none';
  if (!trusted) {
    throw new ServiceError(403, 'ACCESS_DENIED', 'Cross-origin requests from this origin are refused.');
  }
}

/**
 * 415 unless a state-changing request is `application/json` (a request with neither a body nor a content
 * type passes: the client sends bodyless POSTs, such as sign-out, without one). JSON is the wire contract
 * (WIRE.md), and it is not a CORS-safelisted type, so a cross-site page cannot send it without a preflight
 * the service refuses.
 */
export function checkContentType(headers: Headers, body: string): void {
  const raw = headers.get('content-type');
  if (raw === null && body === '') {
    return;
  }
  const media = (raw ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (media !== 'application/json') {
    throw new ServiceError(415, 'INVALID_ARGUMENT', 'Send the request body as application/json.');
  }
}

/**
 * True when a state-changing request must carry the double-submit token: once the browser holds the
 * service's cookies (`{prefix}_session` or `{prefix}_csrf`), the ones a forged request could ride. A request
 * with neither (a fresh browser's first call, a host page's cookie-less beacon) has nothing to ride; a
 * cross-site form of that kind is still refused by the Origin and JSON checks (login CSRF, issue 21 §2).
 * Host pages not served by the playground (the embed journeys fulfil their own) get the cookie with their
 * first answer.
 */
export function needsCsrfToken(service: Service, cookies: ReadonlyMap<string, string>): boolean {
  return cookies.has(`${service.config.headerPrefix}_session`) || cookies.has(csrfCookieName(service));
}

/**
 * 403 unless the `{prefix}-csrf-token` header equals the `{prefix}_csrf` cookie (double submit, OWASP CSRF
 * cheat sheet). Compared in constant time. Only the HTTP entry enforces it: `playground.fetch` is an
 * in-process function whose cookie jar no other site can reach.
 */
export function checkCsrfToken(
  service: Service,
  headers: Headers,
  cookies: ReadonlyMap<string, string>,
): void {
  const cookie = cookies.get(csrfCookieName(service)) ?? '';
  const sent = headers.get(header(service, 'csrf-token')) ?? '';
  if (cookie === '' || sent === '' || !stringsEqual(cookie, sent)) {
    throw new ServiceError(
      403,
      'ACCESS_DENIED',
      'The CSRF token is missing or does not match; reload the page and try again.',
    );
  }
}

/** 32 random bytes as hex. WebCrypto, not the seeded source: even a seeded playground's token is unguessable. */
function newCsrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The double-submit cookie for a caller that has none. Readable by the page's script (not HttpOnly: the
 * client echoes it), `SameSite=Strict` so no cross-site request carries it, Secure over https.
 */
export function csrfCookie(service: Service, url: URL): SetCookie {
  return {
    name: csrfCookieName(service),
    value: newCsrfToken(),
    path: '/',
    httpOnly: false,
    sameSite: 'Strict',
    secure: url.protocol === 'https:',
  };
}

/**
 * Headers of every HTML page the playground serves (QUALITY.md security 12, 13; issue 21 §4). Nothing is
 * added to the policy but `form-action 'self'`: styles and images come from the page's own origin
 * (`default-src 'self'`), React sets `style` props through the CSSOM (which CSP does not govern), the TOTP QR
 * code is inline SVG, and the client calls its own origin. `X-Frame-Options` repeats `frame-ancestors` for
 * browsers older than CSP level 2. `pageSecurityHeaders("'none'")` is for the service's own script-free
 * pages (`/callback`, the government-id hand-off).
 */
export function pageSecurityHeaders(
  sources: "'self'" | "'none'" = "'self'",
  /** Extra sources a page really needs (the embed host page's inline stub by hash, its data: icon). */
  extra: { readonly script?: readonly string[]; readonly img?: readonly string[] } = {},
): Readonly<Record<string, string>> {
  return {
    'content-security-policy': [
      `default-src ${sources}`,
      [`script-src ${sources}`, ...(extra.script ?? [])].join(' '),
      ...(extra.img === undefined ? [] : [[`img-src ${sources}`, ...extra.img].join(' ')]),
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}

/** The demo pages' headers (pageSecurityHeaders with `'self'`). */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = pageSecurityHeaders();

/** True for an HTML content type (the pages that get PAGE_SECURITY_HEADERS). */
export function isHtml(contentType: string | null | undefined): boolean {
  return /^\s*text\/html\b/i.test(contentType ?? '');
}
