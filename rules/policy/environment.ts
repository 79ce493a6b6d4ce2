import { LOG_SAMPLE_PERCENT_DEFAULT, LOG_SAMPLE_PERCENT_PRODUCTION } from '../constants';

/** The four environments (seed 000 §9). */
export type Environment = 'prd' | 'e2e' | 'prf' | 'localhost';

const ENVIRONMENTS: Readonly<Record<string, Environment>> = {
  prod: 'prd',
  prd: 'prd',
  stg: 'prd',
  e2e: 'e2e',
  cqa: 'e2e',
  qa: 'e2e',
  golden: 'e2e',
  'prod-golden': 'e2e',
  perf: 'prf',
  prf: 'prf',
  localhost: 'localhost',
};

/**
 * Environment mapping (seed 000 §9): prod, prd and stg -> prd; e2e, cqa, qa, golden and prod-golden -> e2e;
 * perf and prf -> prf; localhost stays localhost. Trimmed and case-insensitive; anything else is null.
 */
export function mapEnvironment(value: string): Environment | null {
  if (typeof value !== 'string') {
    return null;
  }
  const key = value.trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(ENVIRONMENTS, key) ? (ENVIRONMENTS[key] ?? null) : null;
}

/**
 * Host prefix of the tax-domain account-manager page per environment (seed 000 §2): e2e gets `ptc.`, prf
 * gets `dtc.`, prd none. Localhost uses the e2e host.
 */
export function taxAccountManagerPrefix(environment: Environment): string {
  switch (environment) {
    case 'prd':
      return '';
    case 'prf':
      return 'dtc.';
    case 'e2e':
    case 'localhost':
      return 'ptc.';
    default:
      return environment satisfies never;
  }
}

/**
 * Log sampling percentage (seed 000 §9): 50 in prd and prf, 100 elsewhere; a valid override
 * (`iux_log_sample_percentage`, 0-100) wins.
 */
export function logSamplePercent(environment: Environment | null, override?: number | string | null): number {
  const n =
    typeof override === 'number'
      ? override
      : typeof override === 'string' && override.trim() !== ''
        ? Number(override)
        : Number.NaN;
  if (Number.isFinite(n) && n >= 0 && n <= 100) {
    return n;
  }
  return environment === 'prd' || environment === 'prf'
    ? LOG_SAMPLE_PERCENT_PRODUCTION
    : LOG_SAMPLE_PERCENT_DEFAULT;
}
