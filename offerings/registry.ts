/**
 * The offering registry (seed 001 §3, §9): each business unit registers its offering ids in a mapping and
 * appends its configuration entries to a default-options list. The kit builds the registry as an immutable
 * value instead of mutating globals, so two providers on one page cannot leak configuration into each other.
 */
import { DEFAULT_BRAND, type BrandSettings } from './brand';
import { OfferingConfigError } from './errors';
import { issueToError } from './issues';
import { BUSINESS_UNITS, NAMESPACES, type BusinessUnit, type Namespace } from './namespaces';
import { finishLayer, type OptionsLayer } from './normalize';
import type { AssuranceLevel, OfferingOptions } from './options';
import { strictSchemas } from './schema';

/** Options as written in configuration: any subset; AAL also as a string ('20'), themes in either form. */
export type OfferingOptionsInput = {
  readonly [K in keyof OfferingOptions]?: K extends 'targetAAL'
    ? AssuranceLevel | `${AssuranceLevel}` | null
    : K extends 'credentialWriteAAL'
      ? AssuranceLevel | `${AssuranceLevel}`
      : K extends 'idsTheme' | 'theme'
        ? string
        : OfferingOptions[K];
};

/** One per-offering configuration entry (seed 001 §3): a business unit or offering ids, plus options. */
export interface OfferingEntry {
  /** Applies to every offering the unit registered. */
  readonly businessUnit?: BusinessUnit;
  /** Applies to these offerings. */
  readonly offeringIds?: readonly string[];
  /** Options for every namespace. */
  readonly options?: OfferingOptionsInput;
  /** Options per screen namespace; they win over `options`. */
  readonly configs?: { readonly [N in Namespace]?: OfferingOptionsInput };
}

/** What a business-unit module contributes. */
export interface BusinessUnitModule {
  readonly unit: BusinessUnit;
  readonly offeringIds: readonly string[];
  readonly entries: readonly OfferingEntry[];
}

/** The registry resolveConfig reads. */
export interface OfferingRegistry {
  /** Offering ids per business unit. */
  readonly units: Readonly<Record<BusinessUnit, readonly string[]>>;
  /** The default-options list, in registration order. */
  readonly entries: readonly OfferingEntry[];
}

/** An empty registry. */
export const EMPTY_REGISTRY: OfferingRegistry = {
  units: { ceg: [], ctg: [], cto: [], pcg: [], sbg: [] },
  entries: [],
};

/** Returns a registry with the unit's offering ids registered and its entries appended. */
export function registerBusinessUnit(
  registry: OfferingRegistry,
  module: BusinessUnitModule,
): OfferingRegistry {
  return {
    units: { ...registry.units, [module.unit]: [...registry.units[module.unit], ...module.offeringIds] },
    entries: [...registry.entries, ...module.entries],
  };
}

/** Returns a registry with extra entries appended (an app's own offerings). */
export function addEntries(registry: OfferingRegistry, entries: readonly OfferingEntry[]): OfferingRegistry {
  return { units: registry.units, entries: [...registry.entries, ...entries] };
}

/** Builds a registry from unit modules and extra entries. */
export function createRegistry(
  modules: readonly BusinessUnitModule[],
  extraEntries: readonly OfferingEntry[] = [],
): OfferingRegistry {
  return addEntries(modules.reduce(registerBusinessUnit, EMPTY_REGISTRY), extraEntries);
}

/** The business unit that registered `offeringId`, or null. */
export function businessUnitOf(registry: OfferingRegistry, offeringId: string): BusinessUnit | null {
  for (const unit of BUSINESS_UNITS) {
    if (registry.units[unit].includes(offeringId)) {
      return unit;
    }
  }
  return null;
}

/** A validated entry: options and namespace configs as normalised layers. */
export interface ParsedEntry {
  readonly businessUnit: BusinessUnit | null;
  readonly offeringIds: readonly string[];
  readonly options: OptionsLayer;
  readonly configs: Partial<Record<Namespace, OptionsLayer>>;
}

/**
 * Validates one registry entry (any value). Throws OfferingConfigError naming the offering (the one being
 * resolved, else the entry's first id), the entry's position and the field relative to the entry.
 */
export function parseOfferingEntry(
  value: unknown,
  context: {
    readonly index?: number;
    readonly brand?: BrandSettings;
    readonly offeringId?: string | null;
  } = {},
): ParsedEntry {
  const index = context.index ?? 0;
  const brand = context.brand ?? DEFAULT_BRAND;
  const offeringId = context.offeringId ?? guessOfferingId(value);
  const parsed = strictSchemas().entry.safeParse(value);
  if (!parsed.success) {
    throw issueToError(parsed.error.issues, {
      prefix: '',
      offeringId,
      source: 'registry',
      entryIndex: index,
    });
  }
  const data = parsed.data as {
    businessUnit?: BusinessUnit;
    offeringIds?: string[];
    options?: Record<string, unknown>;
    configs?: Record<string, Record<string, unknown> | undefined>;
  };
  if (data.businessUnit === undefined && (data.offeringIds === undefined || data.offeringIds.length === 0)) {
    throw new OfferingConfigError(
      'invalidEntry',
      `Invalid registry entry ${index}: it must name a businessUnit or at least one offering id.`,
      { field: null, offeringId, source: 'registry' },
    );
  }
  const layerContext = (prefix: string) => ({
    offeringId,
    source: 'registry' as const,
    prefix,
    brand,
    entryIndex: index,
  });
  const configs: Partial<Record<Namespace, OptionsLayer>> = {};
  for (const namespace of NAMESPACES) {
    const section = data.configs?.[namespace];
    if (section !== undefined) {
      configs[namespace] = finishLayer(section, layerContext(`configs.${namespace}`));
    }
  }
  return {
    businessUnit: data.businessUnit ?? null,
    offeringIds: data.offeringIds ?? [],
    options: data.options === undefined ? {} : finishLayer(data.options, layerContext('options')),
    configs,
  };
}

function guessOfferingId(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'offeringIds')) {
    const ids: unknown = (value as { offeringIds: unknown }).offeringIds;
    if (Array.isArray(ids) && typeof ids[0] === 'string') {
      return ids[0];
    }
  }
  return null;
}
