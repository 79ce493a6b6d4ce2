import { isContactHref, isHttpsUrl, isSitePath } from '../../offerings';

/** Non-https schemes a link may use when the configuration allows them (support contacts). */
export type ContactScheme = 'mailto:' | 'tel:';

/**
 * The address a link may point to, or null (QUALITY.md security 2). Allowed: absolute `https:` addresses
 * without embedded credentials; site paths (`/help`, same origin and scheme as the page); and `mailto:` or
 * `tel:` only when listed in `allow`. Everything else is refused, including `javascript:`, `data:`,
 * `vbscript:`, `http:`, `blob:`, protocol-relative `//host` and `/\host` (which browsers read as `//host`).
 * The checks are the offerings layer's link rules (one source). The URL parser strips tabs, newlines and
 * leading control characters the same way a browser does, so `java\tscript:` is caught as `javascript:`.
 */
export function safeHref(href: string, allow: readonly ContactScheme[] = []): string | null {
  // One table per set of allowed schemes: a key joining both could be forged by an address holding the joiner.
  const schemes = allow.join(' ');
  let table = checked.get(schemes);
  if (table === undefined) {
    table = new Map();
    checked.set(schemes, table);
  }
  const known = table.get(href);
  if (known !== undefined) {
    return known;
  }
  const safe = checkHref(href, allow);
  // Bounded: addresses come from configuration and server answers, a handful per page.
  if (table.size >= CHECKED_MAX) {
    table.clear();
  }
  table.set(href, safe);
  return safe;
}

/**
 * Answers already given, by allowed schemes, then address. Start-up cost (issue 5): a link's check parses
 * its address up to three times with the URL parser, and the shell's header and footer render about ten
 * links on every render (~1.5 ms per page load in the start-up bench's CPU profiles). The answer depends on
 * the address and `allow` only, so it is kept. Addresses only (links, never secrets).
 */
const checked = new Map<string, Map<string, string | null>>();
const CHECKED_MAX = 256;

function checkHref(href: string, allow: readonly ContactScheme[]): string | null {
  const trimmed = href.trim();
  if (isSitePath(trimmed)) {
    return trimmed;
  }
  if (isHttpsUrl(trimmed)) {
    return new URL(trimmed).href;
  }
  if (isContactHref(trimmed)) {
    const scheme = trimmed.slice(0, trimmed.indexOf(':') + 1).toLowerCase();
    return allow.some((allowed) => allowed === scheme) ? trimmed : null;
  }
  return null;
}
