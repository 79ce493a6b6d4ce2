import { isAllowedHost as rulesIsAllowedHost, toNoonUtc as rulesToNoonUtc } from '../../rules';

/**
 * The few rules/catalogue functions the client needs, in one place. Where the lower layers export them the
 * client uses theirs (one rule, one implementation); this module is the seam.
 */

// ---- catalogue -----------------------------------------------------------------------------------------

export { DEVELOPER_ERRORS, formatMessage, parseApiError } from '../../catalogue';
// The messages options.ts throws, without the whole developer-message table (catalogue/developer-errors.ts).
export { MISSING_OFFERING_ID, MISSING_REQUIRED_CONFIG, NOT_ALLOWED_DOMAIN } from '../../catalogue/developer-errors';
export type { ParsedApiError } from '../../catalogue';

// ---- rules (the lower layer's implementations) ----------------------------------------------------------

export { formatSsn, isValidServiceProviderEntity } from '../../rules';

/** Whole-label suffix match (QUALITY.md 8), through rules' allow-list check. */
export function isAllowedHost(hostname: string, options: { suffixes: readonly string[] }): boolean {
  return rulesIsAllowedHost(hostname, { suffixes: options.suffixes }).allowed;
}

/**
 * Seed 001 §5: dates of birth are normalised to noon UTC. A value rules cannot read is sent unchanged, so
 * the service refuses it with its own code rather than the client inventing one.
 */
export function toNoonUtc(value: string, country: string): string {
  return rulesToNoonUtc(value, { country: country.toUpperCase() === 'CA' ? 'CA' : 'US' }) ?? value;
}
