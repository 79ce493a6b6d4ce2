/**
 * The few rules/catalogue functions the client needs, in one place. Where the lower layers export them the
 * client uses theirs (one rule, one implementation); this module is the seam.
 * TODO(client): switch each local body below to the rules/catalogue export once it lands.
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

// ---- rules --------------------------------------------------------------------------------------------

/** Whole-label suffix match (QUALITY.md 8: `evilexample.com` is not `example.com`). */
export function isAllowedHost(hostname: string, options: { suffixes: readonly string[] }): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') {
    return false;
  }
  return options.suffixes.some((raw) => {
    const suffix = raw.toLowerCase().replace(/^\./, '').replace(/\.$/, '');
    return suffix !== '' && (host === suffix || host.endsWith(`.${suffix}`));
  });
}

/** Seed 001 §5: "A nine-digit SSN without dashes is reformatted with dashes before sending" (3-2-4). */
export function formatSsn(value: string): string {
  const trimmed = value.trim();
  return /^\d{9}$/.test(trimmed) ? `${trimmed.slice(0, 3)}-${trimmed.slice(3, 5)}-${trimmed.slice(5)}` : trimmed;
}

/**
 * Seed 001 §5: dates of birth are normalised to noon UTC (so no time zone moves the day). Accepts
 * MM/DD/YYYY, YYYY/MM/DD, YYYY-MM-DD (optionally with a time part, which is replaced). Anything else is
 * returned unchanged for the server to refuse.
 */
export function toNoonUtc(value: string): string {
  const v = value.trim();
  let y: number | null = null;
  let m = 0;
  let d = 0;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:T.*)?$/.exec(v);
  if (us) {
    y = Number(us[3]);
    m = Number(us[1]);
    d = Number(us[2]);
  } else if (iso) {
    y = Number(iso[1]);
    m = Number(iso[2]);
    d = Number(iso[3]);
  }
  if (y === null) {
    return value;
  }
  const date = new Date(Date.UTC(y, m - 1, d, 12, 0, 0, 0));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return value;
  }
  return date.toISOString();
}

/** Seed 001 §5: an SP entity containing "..", "%" or a backslash is rejected. */
export function isValidServiceProviderEntity(value: string): boolean {
  return value !== '' && !value.includes('..') && !value.includes('%') && !value.includes('\\');
}
