/** Non-https schemes a link may use when the configuration allows them (support contacts). */
export type ContactScheme = 'mailto:' | 'tel:';

/**
 * The address a link may point to, or null (QUALITY.md security 2). Allowed: absolute `https:` addresses
 * without embedded credentials; site paths (`/help`, same origin and scheme as the page); and `mailto:` or
 * `tel:` only when listed in `allow`. Everything else is refused, including `javascript:`, `data:`,
 * `vbscript:`, `http:`, `blob:`, protocol-relative `//host` and `/\host` (which browsers read as `//host`).
 * The URL parser strips tabs, newlines and leading control characters the same way a browser does, so
 * `java\tscript:` is caught as `javascript:`.
 */
export function safeHref(href: string, allow: readonly ContactScheme[] = []): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('/')) {
    const second = trimmed.charAt(1);
    if (second === '/' || second === '\\' || /[\s\\]/.test(trimmed)) {
      return null;
    }
    return trimmed;
  }
  if (!URL.canParse(trimmed)) {
    return null;
  }
  const url = new URL(trimmed);
  if (url.protocol === 'https:') {
    return url.username === '' && url.password === '' && url.hostname !== '' ? url.href : null;
  }
  if ((url.protocol === 'mailto:' || url.protocol === 'tel:') && allow.includes(url.protocol)) {
    return url.href;
  }
  return null;
}
