/**
 * Link safety (QUALITY.md security 2): configuration links are https addresses, site-relative paths, or
 * mailto:/tel: for support contacts. `javascript:`, `data:`, `http:` and protocol-relative `//host` never pass.
 */

/** True for an absolute `https:` address without embedded credentials. */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) {
    return false;
  }
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
}

/** True for a path on the current site: starts with one '/', and no backslash (browsers read `/\host` as `//host`). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !/[\s]/.test(value);
}

/** True for a configured `mailto:` or `tel:` contact address. */
export function isContactHref(value: string): boolean {
  return /^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(value) || /^tel:\+?[0-9()\-. ]{3,}$/i.test(value);
}

/** A link value configuration may hold: https address, site path, or mailto:/tel:. */
export function isSafeHref(value: string): boolean {
  return isHttpsUrl(value) || isSitePath(value) || isContactHref(value);
}
