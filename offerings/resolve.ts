/**
 * resolveConfig: the configuration of one offering on one screen. Layers merge in this order, each winning
 * over the ones before it (issue 3, seed 000 §3.2, §3.6, seed 001 §3):
 *
 *   1. library defaults (options.ts), then partner-login defaults when the address carries partner_uid
 *   2. business unit entries (`options`)
 *   3. offering entries (`options`)
 *   4. namespace config (`configs[namespace]`: the unit's, then the offering's)
 *   5. the server configuration response's section for the namespace
 *   6. allowed URL overrides (iux_theme, iux_flows), after the prd gate of overrides.ts
 *
 * Fields replace whole; only partnerAuth merges one level (a layer may change the delay and keep the
 * partners). Every refusal is an OfferingConfigError naming the offering and the field.
 */
import { DEFAULT_LOCALE } from '../rules/constants';
import { DEFAULT_BRAND, type BrandSettings } from './brand';
import { missingOfferingIdError } from './errors';
import { resolveFooterLogos, type ResolvedFooterLogo } from './footer';
import { fieldError, issueToError } from './issues';
import { NAMESPACES, isNamespace, type BusinessUnit, type Namespace } from './namespaces';
import { normalizeOptions, normalizePolicies, type OptionsLayer } from './normalize';
import { LIBRARY_DEFAULTS, type OfferingOptions } from './options';
import { filterUrlOverrides, ignoredOverrideMessage, type OverrideDecision } from './overrides';
import { PARTNER_LOGIN_DEFAULTS } from './partner';
import { ISO_DATE, isAddressInput, isBrand, isParsedQuery, isRegistry } from './input';
import { parseQuery, type ParsedQuery } from './query';
import { businessUnitOf, parseOfferingEntry, type OfferingRegistry, type ParsedEntry } from './registry';
import { serverListsSchema } from './schema';
import { resolveSignUpConsent, selectSignUpFlow, type SignUpSettings } from './signup';
import { logSamplePercent } from './telemetry';
import { toIdentityTheme, toPageTheme } from './theme-names';
import { DEFAULT_REGISTRY } from './units';
import { mapEnvironment, type Environment } from './upstream';

/** The merge layers, in order. */
export const CONFIG_LAYERS = [
  'defaults',
  'partnerLogin',
  'businessUnit',
  'offering',
  'namespace',
  'server',
  'url',
] as const;
export type ConfigLayer = (typeof CONFIG_LAYERS)[number];

/** Inputs of resolveConfig. Values may come from untyped host pages; every one is checked. */
export interface ResolveConfigInput {
  /** Required: a non-empty string. */
  readonly offeringId: unknown;
  /** Environment name (prod, prd, stg, e2e, qa, perf, localhost, ...). @default 'prd' (overrides locked) */
  readonly offeringEnv?: unknown;
  /** One of the 14 namespaces. @default 'sign-in' */
  readonly namespace?: unknown;
  /** @default the address's locale parameter, else 'en-us' */
  readonly locale?: unknown;
  /** The page address, its query string, URLSearchParams, or an already parsed query. */
  readonly query?: string | URLSearchParams | URL | ParsedQuery | null;
  /** The server configuration response (seed 000 §3.2), any JSON. */
  readonly serverConfig?: unknown;
  /** @default DEFAULT_REGISTRY */
  readonly registry?: OfferingRegistry;
  /** @default DEFAULT_BRAND */
  readonly brand?: BrandSettings;
  /** Today's ISO date (YYYY-MM-DD) for the consent end-date rule; without it the consent is left as configured. */
  readonly today?: string;
  /**
   * Receives each setup warning (an ignored address override and why), so the caller's logger records it.
   * resolveConfig stays free of IO; the same lines are in `config.warnings`. A throwing callback is ignored.
   */
  readonly onWarning?: (message: string) => void;
}

/** Generation lists of the server configuration response (seed 000 §3.2). */
export interface ServerGenerationLists {
  readonly v4WidgetConfigNamespaces: readonly string[];
  readonly v2RevertedWidgetConfigNamespaces: readonly string[];
}

/** The resolved configuration of one offering on one screen. */
export interface OfferingConfig extends OfferingOptions {
  readonly offeringId: string;
  readonly offeringEnv: Environment;
  readonly namespace: Namespace;
  /** Lower-case BCP 47 locale, e.g. 'fr-ca'. */
  readonly locale: string;
  readonly businessUnit: BusinessUnit | null;
  /** The address carries a partner_uid (seed 000 §4.5, §6). */
  readonly partnerLogin: boolean;
  readonly query: ParsedQuery;
  /** Which address overrides applied and which were ignored, with the reason. */
  readonly urlOverrides: OverrideDecision;
  /** Setup warnings to log: one line per ignored address override, naming it, the offering and the reason. */
  readonly warnings: readonly string[];
  readonly signUp: SignUpSettings;
  /** Footer logos ready to render. */
  readonly footer: readonly ResolvedFooterLogo[];
  readonly logSamplePercent: number;
  readonly serverLists: ServerGenerationLists;
  /** The layer that set each field last, for debugging and tests. */
  readonly sources: Readonly<Record<keyof OfferingOptions, ConfigLayer>>;
}

function normalizeLocale(value: unknown): string | null {
  if (typeof value !== 'string') {
    return null;
  }
  const v = value.trim().replace(/_/g, '-').toLowerCase();
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(v) ? v : null;
}

/** Picks the locale: the offering's supported list (by full tag or language) limits it (seed 001 §9). */
function chooseLocale(requested: string, supported: readonly string[], country: string): string {
  if (supported.length === 0) {
    return requested;
  }
  const language = requested.split('-')[0] ?? requested;
  if (supported.includes(requested) || supported.includes(language)) {
    return requested.includes('-') ? requested : `${requested}-${country.toLowerCase()}`;
  }
  const first = supported[0] ?? DEFAULT_LOCALE;
  return first.includes('-') ? first : `${first}-${country.toLowerCase()}`;
}

function ownProperty(value: object, key: string): unknown {
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The server section for the namespace: a top-level key, or under `widgets` (headless wire shape). */
function serverSection(serverConfig: object, namespace: Namespace): unknown {
  const direct = ownProperty(serverConfig, namespace);
  if (direct !== undefined) {
    return direct;
  }
  const widgets = ownProperty(serverConfig, 'widgets');
  return typeof widgets === 'object' && widgets !== null ? ownProperty(widgets, namespace) : undefined;
}

/**
 * Resolves the configuration. Throws OfferingConfigError (and nothing else) for a missing offering id
 * ("Valid offering id is required."), an unknown environment or namespace, or any invalid field in the
 * registry entries or the server response.
 */
export function resolveConfig(input: ResolveConfigInput): OfferingConfig {
  if (typeof input !== 'object' || input === null) {
    throw missingOfferingIdError();
  }
  const offeringId = typeof input.offeringId === 'string' ? input.offeringId.trim() : '';
  if (offeringId === '') {
    throw missingOfferingIdError();
  }
  const brand: unknown = input.brand ?? DEFAULT_BRAND;
  if (!isBrand(brand)) {
    throw fieldError('invalidField', 'brand', 'must be a BrandSettings object', offeringId, 'input');
  }
  const registry: unknown = input.registry ?? DEFAULT_REGISTRY;
  if (!isRegistry(registry)) {
    throw fieldError(
      'invalidField',
      'registry',
      'must be a registry (units per business unit and an entries list)',
      offeringId,
      'input',
    );
  }
  const today: unknown = input.today;
  if (today !== undefined && (typeof today !== 'string' || !ISO_DATE.test(today))) {
    throw fieldError('invalidField', 'today', 'must be an ISO date (YYYY-MM-DD)', offeringId, 'input');
  }

  const envInput = input.offeringEnv ?? 'prd';
  const offeringEnv = typeof envInput === 'string' ? mapEnvironment(envInput) : null;
  if (offeringEnv === null) {
    throw fieldError(
      'invalidField',
      'offeringEnv',
      'must name a known environment (prd, e2e, prf or localhost)',
      offeringId,
      'input',
    );
  }
  const namespace = input.namespace ?? 'sign-in';
  if (!isNamespace(namespace)) {
    throw fieldError(
      'invalidField',
      'namespace',
      `must be one of: ${NAMESPACES.join(', ')}`,
      offeringId,
      'input',
    );
  }
  const rawQuery: unknown = input.query;
  let query: ParsedQuery;
  if (isParsedQuery(rawQuery)) {
    query = rawQuery;
  } else if (isAddressInput(rawQuery)) {
    query = parseQuery(rawQuery);
  } else {
    throw fieldError(
      'invalidField',
      'query',
      'must be an address, a query string, URLSearchParams or a parsed query',
      offeringId,
      'input',
    );
  }
  const partnerLogin = query.partnerUid !== null;
  const businessUnit = businessUnitOf(registry, offeringId);

  // Registry entries that apply, validated with errors naming this offering.
  const unitEntries: ParsedEntry[] = [];
  const offeringEntries: ParsedEntry[] = [];
  registry.entries.forEach((raw, index) => {
    const matchesUnit =
      businessUnit !== null && typeof raw === 'object' && raw !== null && raw.businessUnit === businessUnit;
    const ids: unknown = typeof raw === 'object' && raw !== null ? raw.offeringIds : undefined;
    const matchesOffering = Array.isArray(ids) && ids.includes(offeringId);
    if (!matchesUnit && !matchesOffering) {
      return;
    }
    const entry = parseEntryCached(raw, index, brand, offeringId);
    (matchesOffering ? offeringEntries : unitEntries).push(entry);
  });

  const layers: [ConfigLayer, OptionsLayer][] = [['defaults', LIBRARY_DEFAULTS as OptionsLayer]];
  if (partnerLogin) {
    layers.push(['partnerLogin', PARTNER_LOGIN_DEFAULTS]);
  }
  for (const entry of unitEntries) {
    layers.push(['businessUnit', entry.options]);
  }
  for (const entry of offeringEntries) {
    layers.push(['offering', entry.options]);
  }
  for (const entry of [...unitEntries, ...offeringEntries]) {
    const section = entry.configs[namespace];
    if (section !== undefined) {
      layers.push(['namespace', section]);
    }
  }

  let serverLists: ServerGenerationLists = {
    v4WidgetConfigNamespaces: [],
    v2RevertedWidgetConfigNamespaces: [],
  };
  if (input.serverConfig !== undefined && input.serverConfig !== null) {
    const server = input.serverConfig;
    if (typeof server !== 'object' || Array.isArray(server)) {
      throw fieldError('invalidField', '', 'must be an object', offeringId, 'server');
    }
    const lists = serverListsSchema.safeParse(server);
    if (!lists.success) {
      throw issueToError(lists.error.issues, { prefix: '', offeringId, source: 'server' });
    }
    serverLists = {
      v4WidgetConfigNamespaces: lists.data.v4WidgetConfigNamespaces ?? [],
      v2RevertedWidgetConfigNamespaces: lists.data.v2RevertedWidgetConfigNamespaces ?? [],
    };
    const section = serverSection(server, namespace);
    if (section !== undefined && section !== null) {
      layers.push([
        'server',
        normalizeOptions(section, { offeringId, source: 'server', prefix: namespace, brand }),
      ]);
    }
  }

  const { values: beforeUrl, sources } = mergeLayers(layers);

  const urlOverrides = filterUrlOverrides(query.loader, {
    environment: offeringEnv,
    allowed: beforeUrl.allowedUrlOverrides,
    isValidTheme: (theme) => toPageTheme(theme, brand) !== null || toIdentityTheme(theme, brand) !== null,
  });
  const urlLayer: OptionsLayer = {};
  const { theme, flows } = urlOverrides.overrides;
  if (theme !== null) {
    const page = toPageTheme(theme, brand);
    if (page !== null) {
      urlLayer.theme = page;
    } else {
      const identity = toIdentityTheme(theme, brand);
      if (identity !== null) {
        urlLayer.idsTheme = identity;
      }
    }
  }
  if (flows !== null) {
    urlLayer.signUpFlow = flows as OfferingOptions['signUpFlow'];
  }
  const merged = mergeLayers([['url', urlLayer]], beforeUrl, sources);
  const warnings = urlOverrides.ignored.map((ignored) => ignoredOverrideMessage(ignored, offeringId));
  reportWarnings(warnings, input.onWarning);
  const options = merged.values;

  const requestedLocale = normalizeLocale(input.locale) ?? normalizeLocale(query.locale) ?? DEFAULT_LOCALE;
  const signUpConsent =
    today === undefined ? options.signUpConsent : resolveSignUpConsent(options.signUpConsent, today);

  return {
    ...options,
    signUpConsent,
    policies: normalizePolicies([...options.policies, ...query.policies]),
    offeringId,
    offeringEnv,
    namespace,
    locale: chooseLocale(requestedLocale, options.supportedLocales, options.country),
    businessUnit,
    partnerLogin,
    query,
    urlOverrides,
    warnings,
    signUp: selectSignUpFlow(options),
    footer: resolveFooterLogos(options.footerLogos, { businessUnit, offeringId, brand }),
    logSamplePercent: logSamplePercent(offeringEnv, urlOverrides.overrides.logSamplePercentage),
    serverLists,
    sources: merged.sources,
  };
}

/** Hands each warning to the caller's logger; a failing logger must not break configuration. */
function reportWarnings(warnings: readonly string[], onWarning: unknown): void {
  if (typeof onWarning !== 'function') {
    return;
  }
  for (const message of warnings) {
    try {
      (onWarning as (message: string) => void)(message);
    } catch {
      // The warning is still in config.warnings.
    }
  }
}

/**
 * Parsed entries per entry object and brand. Registries are immutable values (registry.ts), so an entry that
 * parsed once parses the same way again; failures are not cached, so their messages always name the offering
 * being resolved.
 */
const parsedEntries = new WeakMap<object, WeakMap<BrandSettings, ParsedEntry>>();

function parseEntryCached(
  raw: unknown,
  index: number,
  brand: BrandSettings,
  offeringId: string,
): ParsedEntry {
  if (typeof raw !== 'object' || raw === null) {
    return parseOfferingEntry(raw, { index, brand, offeringId });
  }
  let byBrand = parsedEntries.get(raw);
  const cached = byBrand?.get(brand);
  if (cached !== undefined) {
    return cached;
  }
  const parsed = parseOfferingEntry(raw, { index, brand, offeringId });
  if (byBrand === undefined) {
    byBrand = new WeakMap();
    parsedEntries.set(raw, byBrand);
  }
  byBrand.set(brand, parsed);
  return parsed;
}

function mergeLayers(
  layers: readonly (readonly [ConfigLayer, OptionsLayer])[],
  base: OfferingOptions = LIBRARY_DEFAULTS,
  baseSources?: Readonly<Record<keyof OfferingOptions, ConfigLayer>>,
): { values: OfferingOptions; sources: Record<keyof OfferingOptions, ConfigLayer> } {
  const values: Record<string, unknown> = { ...base };
  const sources: Record<string, ConfigLayer> = baseSources
    ? { ...baseSources }
    : Object.fromEntries(Object.keys(base).map((k) => [k, 'defaults' as ConfigLayer]));
  for (const [name, layer] of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined || !Object.hasOwn(LIBRARY_DEFAULTS, key)) {
        continue;
      }
      values[key] = key === 'partnerAuth' ? { ...(values[key] as object), ...(value as object) } : value;
      sources[key] = name;
    }
  }
  return {
    values: values as OfferingOptions,
    sources: sources as Record<keyof OfferingOptions, ConfigLayer>,
  };
}
