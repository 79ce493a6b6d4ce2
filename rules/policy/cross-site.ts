import type { FieldName } from '../fields/types';

/** The characters the cross-site check flags (seed 001 §5): `< > " ; : ( ) [ ]`. */
export const CROSS_SITE_CHARACTERS = '<>";:()[]';

/** True when the text holds any cross-site character. A linear scan; never throws. */
export function hasCrossSiteCharacters(value: string): boolean {
  if (typeof value !== 'string') {
    return false;
  }
  for (let i = 0; i < value.length; i += 1) {
    if (CROSS_SITE_CHARACTERS.includes(value.charAt(i))) {
      return true;
    }
  }
  return false;
}

/**
 * The cross-site check never applies to passwords (or pins): they may hold any character, and refusing
 * symbols would weaken them (seed 001 §5, issue 2 §2).
 */
export function crossSiteCheckApplies(field: FieldName | string): boolean {
  return field !== 'password' && field !== 'pin';
}

/** The cross-site check for a field: false for passwords and pins whatever they hold. */
export function failsCrossSiteCheck(field: FieldName | string, value: string): boolean {
  return crossSiteCheckApplies(field) && hasCrossSiteCharacters(value);
}
