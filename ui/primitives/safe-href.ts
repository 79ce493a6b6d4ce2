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
