/**
 * A linear, loop-based check of the "standard address pattern" (seed 001 §5): `local@domain.tld`.
 * Written without a regular expression so no input can make it backtrack (QUALITY.md: ReDoS guard).
 *
 * Chosen details (the spec does not show its pattern): the local part uses the unquoted characters of
 * RFC 5322 (letters, digits and ``.!#$%&'*+/=?^_`{|}~-``), 1-64 of them, with no leading, trailing or doubled
 * dot; the domain has at least two labels of letters, digits and inner hyphens (1-63 each, 253 in all) and a
 * top-level label of at least two letters (or an `xn--` punycode label). Quoted local parts, IP-literal
 * domains and non-ASCII addresses are refused.
 */

const LOCAL_SYMBOLS = ".!#$%&'*+/=?^_`{|}~-";

function isAlphaNumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > 64) {
    return false;
  }
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false;
  }
  for (let i = 0; i < local.length; i += 1) {
    const code = local.charCodeAt(i);
    if (!isAlphaNumeric(code) && !LOCAL_SYMBOLS.includes(local.charAt(i))) {
      return false;
    }
  }
  return true;
}

function isDomainLabel(label: string): boolean {
  if (label.length === 0 || label.length > 63) {
    return false;
  }
  if (label.startsWith('-') || label.endsWith('-')) {
    return false;
  }
  for (let i = 0; i < label.length; i += 1) {
    const code = label.charCodeAt(i);
    if (!isAlphaNumeric(code) && code !== 45) {
      return false;
    }
  }
  return true;
}

function isTopLevelLabel(label: string): boolean {
  if (label.toLowerCase().startsWith('xn--')) {
    return label.length > 4;
  }
  if (label.length < 2) {
    return false;
  }
  for (let i = 0; i < label.length; i += 1) {
    if (!isLetter(label.charCodeAt(i))) {
      return false;
    }
  }
  return true;
}

/** True when `text` has the shape of an e-mail address (see the file comment for the exact rule). */
export function isEmailAddress(text: string): boolean {
  if (typeof text !== 'string' || text.length > 320) {
    return false;
  }
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) {
    return false;
  }
  const domain = text.slice(at + 1);
  if (domain.length === 0 || domain.length > 253 || !isLocalPart(text.slice(0, at))) {
    return false;
  }
  const labels = domain.split('.');
  const last = labels[labels.length - 1];
  if (labels.length < 2 || last === undefined || !isTopLevelLabel(last)) {
    return false;
  }
  return labels.every(isDomainLabel);
}
