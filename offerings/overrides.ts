/**
 * Loader overrides in production (seed 000 §2.5; issue 3): overrides that change code paths (widget
 * generation, sign-up flow, disabling CSS or tests) are ignored in prd unless the offering lists them in
 * allowedUrlOverrides, so a crafted link cannot switch a production visitor onto another code path. The
 * cosmetic ones (theme, log sampling) always apply when their value is valid. Ignored overrides come back with
 * their reason so the caller can log it.
 */
import type { UrlOverrideName } from './options';
import { SIGN_UP_FLOWS } from './options';
import { NO_LOADER_OVERRIDES, type LoaderOverrides } from './query';
import type { Environment } from './upstream';
import { DEVELOPER_ERRORS, formatMessage } from './upstream';

/** Overrides that switch code paths; gated in prd. */
export const CODE_PATH_OVERRIDES: readonly UrlOverrideName[] = [
  'iux_v4',
  'iux_v2',
  'iux_v3',
  'iux_flows',
  'iux_disable_css',
  'iux_disable_tests',
];

/**
 * The one prd rule for address overrides (seed 000 §2.5; issue 17 §1): a code-path override is refused in
 * prd unless the offering lists it in allowedUrlOverrides. resolveConfig (filterUrlOverrides) and the
 * loader (embed/rules/generation.ts) both ask this function, so the two cannot disagree.
 */
export function isOverrideRefused(
  name: UrlOverrideName,
  environment: Environment,
  allowed: readonly string[],
): boolean {
  return environment === 'prd' && CODE_PATH_OVERRIDES.includes(name) && !allowed.includes(name);
}

/** Why an override was not applied. */
export type IgnoredOverrideReason = 'notAllowedInProduction' | 'unknownValue';

/** An override that was present in the address but not applied. */
export interface IgnoredOverride {
  readonly name: UrlOverrideName;
  readonly reason: IgnoredOverrideReason;
}

/** The overrides that apply, and those that were ignored with the reason. */
export interface OverrideDecision {
  readonly overrides: LoaderOverrides;
  readonly applied: readonly UrlOverrideName[];
  readonly ignored: readonly IgnoredOverride[];
}

const FIELD_OF: Readonly<Record<UrlOverrideName, keyof LoaderOverrides>> = {
  iux_v4: 'v4',
  iux_v2: 'v2',
  iux_v3: 'v3',
  iux_theme: 'theme',
  iux_disable_css: 'disableCss',
  iux_disable_tests: 'disableTests',
  iux_log_sample_percentage: 'logSamplePercentage',
  iux_flows: 'flows',
};

/**
 * Filters address overrides. `isValid` lets the caller refuse values it does not know (an unknown theme);
 * iux_flows must name a sign-up flow.
 */
export function filterUrlOverrides(
  loader: LoaderOverrides,
  options: {
    readonly environment: Environment;
    readonly allowed: readonly UrlOverrideName[];
    readonly isValidTheme?: (theme: string) => boolean;
  },
): OverrideDecision {
  const result: Record<string, unknown> = { ...NO_LOADER_OVERRIDES };
  const applied: UrlOverrideName[] = [];
  const ignored: IgnoredOverride[] = [];
  for (const name of Object.keys(FIELD_OF) as UrlOverrideName[]) {
    const field = FIELD_OF[name];
    const value = loader[field];
    if (value === null) {
      continue;
    }
    const validValue =
      (name !== 'iux_flows' || (SIGN_UP_FLOWS as readonly string[]).includes(String(value))) &&
      (name !== 'iux_theme' || options.isValidTheme === undefined || options.isValidTheme(String(value)));
    if (!validValue) {
      ignored.push({ name, reason: 'unknownValue' });
      continue;
    }
    if (isOverrideRefused(name, options.environment, options.allowed)) {
      ignored.push({ name, reason: 'notAllowedInProduction' });
      continue;
    }
    result[field] = value;
    applied.push(name);
  }
  return { overrides: result as unknown as LoaderOverrides, applied, ignored };
}

const REASON_WORDS: Readonly<Record<IgnoredOverrideReason, string>> = {
  notAllowedInProduction:
    'it changes code paths and is ignored in prd unless the offering lists it in allowedUrlOverrides',
  unknownValue: 'its value is not one the kit knows',
};

/**
 * The log line for an ignored override (seed 000 §8.4 "setup warning"), naming the parameter, the offering
 * and the reason. The value itself is not echoed: it comes from a crafted address and may be hostile.
 */
export function ignoredOverrideMessage(ignored: IgnoredOverride, offeringId: string): string {
  return formatMessage(DEVELOPER_ERRORS.setupWarning, {
    detail: `address parameter ${ignored.name} ignored for offering ${offeringId}: ${REASON_WORDS[ignored.reason]}.`,
  });
}
