/**
 * The loader's generation choice (seed 000 §4.1): the address overrides it reads, the prd gate, then
 * offerings' `chooseWidgetGeneration` (default v4 sets per environment, server lists that add or revert,
 * iux_v4 / iux_v2 overrides, appFabric -> v3, iux_v3). The loader reads only the overrides it needs here
 * instead of bundling offerings' whole address parser; tests/embed/generation.test.ts checks both parsers
 * agree on these parameters.
 */
import { chooseWidgetGeneration, type WidgetGeneration } from '../../offerings/generation';
import { isOverrideRefused } from '../../offerings/overrides';
import type { Environment } from '../../rules/policy/environment';

export type { WidgetGeneration };

/** The generation overrides of the address (seed 000 §2.5), before the prd gate. */
export interface GenerationOverrides {
  readonly v4: true | readonly string[] | null;
  readonly v2: true | readonly string[] | null;
  readonly v3: boolean | null;
  /** iux_log_sample_percentage: a whole number 0..100. Cosmetic: never gated. */
  readonly logSamplePercentage: number | null;
  /** iux_disable_css: the kit's stylesheet is not added (a code-path override: gated in prd). */
  readonly disableCss?: boolean | null;
}

/**
 * The loader's overrides that switch code paths; refused in prd unless the offering allows them (QUALITY.md,
 * issue 3), by offerings' one rule (`isOverrideRefused`). iux_theme and iux_flows reach the widgets with the
 * page address, where resolveConfig applies the same rule.
 */
export const GATED_OVERRIDES = ['iux_v4', 'iux_v2', 'iux_v3', 'iux_disable_css'] as const;
export type GatedOverride = (typeof GATED_OVERRIDES)[number];

function flag(value: string | null): boolean | null {
  const v = value?.trim().toLowerCase();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : null;
}

function trueOrList(value: string | null): true | string[] | null {
  if (value === null || value === '') {
    return null;
  }
  const f = flag(value);
  if (f !== null) {
    return f ? true : null;
  }
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return list.length === 0 ? null : list;
}

/** Reads iux_v4, iux_v2, iux_v3 and iux_log_sample_percentage from a query string. Never throws. */
export function readGenerationOverrides(search: string): GenerationOverrides {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const sample = params.get('iux_log_sample_percentage')?.trim() ?? '';
  const percent = /^\d{1,3}$/.test(sample) ? Number(sample) : Number.NaN;
  const v3 = params.get('iux_v3');
  const disableCss = params.get('iux_disable_css');
  return {
    v4: trueOrList(params.get('iux_v4')),
    v2: trueOrList(params.get('iux_v2')),
    v3: v3 === '' ? null : flag(v3),
    logSamplePercentage: percent <= 100 ? percent : null,
    ...(disableCss === null || disableCss === '' || flag(disableCss) === null
      ? {}
      : { disableCss: flag(disableCss) }),
  };
}

/** The overrides that apply after the prd gate, and the names refused there (for a setup warning). */
export function gateOverrides(
  overrides: GenerationOverrides,
  environment: Environment,
  allowed: readonly string[],
): { overrides: GenerationOverrides; refused: GatedOverride[] } {
  const refused: GatedOverride[] = [];
  const keep = <T>(name: GatedOverride, value: T | null): T | null => {
    if (value === null) {
      return null;
    }
    if (isOverrideRefused(name, environment, allowed)) {
      refused.push(name);
      return null;
    }
    return value;
  };
  return {
    overrides: {
      v4: keep('iux_v4', overrides.v4),
      v2: keep('iux_v2', overrides.v2),
      v3: keep('iux_v3', overrides.v3),
      logSamplePercentage: overrides.logSamplePercentage,
      ...(overrides.disableCss === undefined
        ? {}
        : { disableCss: keep('iux_disable_css', overrides.disableCss) }),
    },
    refused,
  };
}

/** Server configuration lists (seed 000 §3.2), already checked to be string lists. */
export interface ServerLists {
  readonly v4WidgetConfigNamespaces: readonly string[];
  readonly v2RevertedWidgetConfigNamespaces: readonly string[];
}

/** The generation a widget loads as, after the prd gate. */
export function widgetGeneration(input: {
  readonly widget: string;
  readonly environment: Environment;
  readonly appFabric: boolean;
  readonly overrides: GenerationOverrides;
  readonly server: ServerLists;
}): WidgetGeneration {
  return chooseWidgetGeneration({
    widget: input.widget,
    environment: input.environment,
    appFabric: input.appFabric,
    v4WidgetConfigNamespaces: input.server.v4WidgetConfigNamespaces,
    v2RevertedWidgetConfigNamespaces: input.server.v2RevertedWidgetConfigNamespaces,
    overrides: { v2: input.overrides.v2, v3: input.overrides.v3, v4: input.overrides.v4 },
  });
}
