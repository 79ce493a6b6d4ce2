import { isAllowedHost as rulesIsAllowedHost } from '../../rules';

/**
 * The few rules/catalogue functions the client needs, in one place. Where the lower layers export them the
 * client uses theirs (one rule, one implementation); this module is the seam. The date-of-birth rule is
 * date-of-birth.ts: only request payloads (the lazy call engine) use it, and a function defined here would
 * keep its rules module in the first load with this one (issue 5 start-up).
 */

// ---- catalogue -----------------------------------------------------------------------------------------

export { DEVELOPER_ERRORS, formatMessage, parseApiError } from '../../catalogue';
// The messages options.ts throws, without the whole developer-message table (catalogue/setup-errors.ts).
export {
  MISSING_OFFERING_ID,
  MISSING_REQUIRED_CONFIG,
  NOT_ALLOWED_DOMAIN,
} from '../../catalogue/setup-errors';
export type { ParsedApiError } from '../../catalogue';

// ---- rules (the lower layer's implementations) ----------------------------------------------------------

export { formatSsn, isValidServiceProviderEntity } from '../../rules';

/** Whole-label suffix match (QUALITY.md 8), through rules' allow-list check. */
export function isAllowedHost(hostname: string, options: { suffixes: readonly string[] }): boolean {
  return rulesIsAllowedHost(hostname, { suffixes: options.suffixes }).allowed;
}
