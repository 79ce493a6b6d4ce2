import { isAllowedHost as rulesIsAllowedHost, toNoonUtc as rulesToNoonUtc } from '../../rules';

/**
 * The few rules/catalogue functions the client needs, in one place. Where the lower layers export them the
 * client uses theirs (one rule, one implementation); this module is the seam.
 * TODO(client): the catalogue part switches to catalogue's exports once they land.
 */

// ---- catalogue ----------------------------------------------------------------------------------------

export interface ParsedApiError {
  responseCode: string | null;
  responseMessage: string;
  responseDetail: string | null;
  status: number | null;
}

function own(obj: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? (obj as Record<string, unknown>)[key] : undefined;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads responseCode / responseMessage from the shapes of seed 000 §8.1; never throws. */
export function parseApiError(body: unknown, status: number | null = null): ParsedApiError {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = null;
    }
  }
  let source: unknown = value;
  if (typeof value === 'object' && value !== null) {
    const nested = own(value, 'error');
    const list = own(value, 'errors');
    if (typeof nested === 'object' && nested !== null) {
      source = nested;
    } else if (Array.isArray(list) && typeof list[0] === 'object' && list[0] !== null) {
      source = list[0];
    }
  }
  if (typeof source !== 'object' || source === null) {
    return { responseCode: null, responseMessage: '', responseDetail: null, status };
  }
  return {
    responseCode: str(own(source, 'responseCode')) ?? str(own(source, 'code')),
    responseMessage: str(own(source, 'responseMessage')) ?? str(own(source, 'message')) ?? '',
    responseDetail: str(own(source, 'responseDetail')) ?? str(own(source, 'detail')),
    status,
  };
}

/** Developer-error wording (seed 001 §5, §8; seed 000 §8.4). */
export const DEVELOPER_ERRORS = {
  missingOfferingId: 'Valid offering id is required.',
  notAllowedDomain: 'Not an {product} domain',
  missingRequiredConfig: 'Missing required config: {name}',
} as const;

/** `{name}` placeholders filled from params; unknown placeholders stay as written. */
export function formatMessage(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? (params[name] ?? whole) : whole,
  );
}

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
