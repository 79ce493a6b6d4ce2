/**
 * Widget generation choice (seed 000 §4.1) as a pure function, and the setup check of top-level v4 widgets.
 */
import { OfferingConfigError } from './errors';
import type { LoaderOverrides } from './query';
import { DEVELOPER_ERRORS } from './upstream';
import type { Environment } from './upstream';

/** A widget generation. */
export type WidgetGeneration = 'v2' | 'v3' | 'v4';

/** Default v4 widgets in production (seed 000 §4.1). */
export const PRODUCTION_V4_WIDGETS = ['select-account', 'mfa-government-id', 'idproofing'] as const;

/** Default v4 widgets elsewhere; the mfa namespace is also v4 there (seed 000 §4.1). */
export const NON_PRODUCTION_V4_WIDGETS = [
  'select-account',
  'mfa-otp',
  'mfa-government-id',
  'idproofing',
  'mfa-challenge-picker',
  'mfa-sms-oow',
  'legal-password-reset',
  'high-risk-block',
  'mfa',
] as const;

/** Widgets that need offeringId, offeringEnv and offeringZone to run as v4 (seed 000 §4.1). */
export const TOP_LEVEL_V4_WIDGETS = ['sign-in', 'account-recovery', 'sign-up', 'simple-sign-in'] as const;

/** Inputs of the generation choice. */
export interface GenerationInput {
  /** Widget or namespace name (seed 000 §2.1 v2 paths). */
  readonly widget: string;
  readonly environment: Environment;
  /** Server configuration lists (seed 000 §3.2). */
  readonly v4WidgetConfigNamespaces?: readonly string[];
  readonly v2RevertedWidgetConfigNamespaces?: readonly string[];
  /** Loader setup appFabric flag (seed 000 §3.1). @default false */
  readonly appFabric?: boolean;
  /** Address overrides already filtered for prd (overrides.ts). */
  readonly overrides?: Pick<LoaderOverrides, 'v2' | 'v3' | 'v4'>;
}

/** The set of widgets that run as v4 before address overrides. */
export function defaultV4Set(
  environment: Environment,
  server: { readonly add?: readonly string[]; readonly revert?: readonly string[] } = {},
): ReadonlySet<string> {
  const base: readonly string[] = environment === 'prd' ? PRODUCTION_V4_WIDGETS : NON_PRODUCTION_V4_WIDGETS;
  const set = new Set([...base, ...(server.add ?? [])]);
  for (const widget of server.revert ?? []) {
    set.delete(widget);
  }
  return set;
}

/**
 * The generation a widget loads as. Precedence (seed 000 §4.1; the order among the overrides is not shown,
 * chosen from most to least explicit): iux_v3 (true forces v3, false turns appFabric off); then appFabric
 * gives v3; then iux_v2 (true: everything v2; a list: those widgets v2); then iux_v4 (true: everything v4;
 * a list: those widgets v4); then the default set with the server's add and revert lists.
 */
export function chooseWidgetGeneration(input: GenerationInput): WidgetGeneration {
  const overrides = input.overrides ?? { v2: null, v3: null, v4: null };
  const v3 = overrides.v3 ?? input.appFabric ?? false;
  if (v3) {
    return 'v3';
  }
  if (overrides.v2 === true || (overrides.v2 !== null && overrides.v2.includes(input.widget))) {
    return 'v2';
  }
  if (overrides.v4 === true || (overrides.v4 !== null && overrides.v4.includes(input.widget))) {
    return 'v4';
  }
  const set = defaultV4Set(input.environment, {
    add: input.v4WidgetConfigNamespaces ?? [],
    revert: input.v2RevertedWidgetConfigNamespaces ?? [],
  });
  return set.has(input.widget) ? 'v4' : 'v2';
}

/** True for sign-in, account-recovery, sign-up and simple-sign-in. */
export function isTopLevelV4Widget(widget: string): boolean {
  return (TOP_LEVEL_V4_WIDGETS as readonly string[]).includes(widget);
}

/**
 * Throws the developer error of seed 000 §8.4 when a top-level v4 widget lacks offeringId, offeringEnv or an
 * offeringZone of ssz or tax. Other widgets pass.
 */
export function assertV4Setup(
  widget: string,
  setup: { readonly offeringId?: unknown; readonly offeringEnv?: unknown; readonly offeringZone?: unknown },
): void {
  if (!isTopLevelV4Widget(widget)) {
    return;
  }
  const missing = !isText(setup.offeringId)
    ? 'offeringId'
    : !isText(setup.offeringEnv)
      ? 'offeringEnv'
      : setup.offeringZone !== 'ssz' && setup.offeringZone !== 'tax'
        ? 'offeringZone'
        : null;
  if (missing !== null) {
    throw new OfferingConfigError('v4MissingSetup', DEVELOPER_ERRORS.v4MissingSetup, {
      field: missing,
      offeringId: isText(setup.offeringId) ? setup.offeringId : null,
    });
  }
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
