/**
 * Validates one layer of options (any JSON or JS value) and turns it into a partial of OfferingOptions:
 * theme names to their template form, assurance levels to numbers, country codes and policies upper-cased.
 */
import { DEFAULT_BRAND, type BrandSettings } from './brand';
import { type ConfigSource } from './errors';
import { assertUniqueOrdinals } from './footer';
import { toLogoName } from './logo-names';
import { fieldError, issueToError } from './issues';
import type { AssuranceLevel, FooterLogo, OfferingOptions } from './options';
import { looseSchemas, strictSchemas } from './schema';
import { toIdentityTheme, toPageTheme } from './theme-names';

/** A partial options layer as produced by normalizeOptions. */
export type OptionsLayer = { -readonly [K in keyof OfferingOptions]?: OfferingOptions[K] };

/** Where a layer comes from, for error messages. */
export interface LayerContext {
  readonly offeringId: string | null;
  readonly source: ConfigSource;
  /** Field-path prefix, e.g. `configs.sign-up`. */
  readonly prefix: string;
  readonly brand?: BrandSettings;
  /** Position of the registry entry, named in the message. */
  readonly entryIndex?: number | null;
}

/** Upper-cases, de-duplicates and sorts policy names (seed 000 §2.5 "iux_policies upper-cased and sorted"). */
export function normalizePolicies(policies: readonly string[]): string[] {
  return [...new Set(policies.map((p) => p.trim().toUpperCase()).filter((p) => p !== ''))].sort();
}

function joinField(prefix: string, field: string): string {
  return prefix === '' ? field : `${prefix}.${field}`;
}

/**
 * Validates `value` as an options layer. Strict sources (input, registry) refuse unknown fields; the server
 * response may carry fields the kit does not use. Throws OfferingConfigError; never another error.
 */
export function normalizeOptions(value: unknown, context: LayerContext): OptionsLayer {
  const schemas = context.source === 'server' ? looseSchemas() : strictSchemas();
  const parsed = schemas.options.safeParse(value);
  if (!parsed.success) {
    throw issueToError(parsed.error.issues, context);
  }
  return finishLayer(parsed.data, context);
}

/** Post-schema normalisation shared by options layers and registry entries. */
export function finishLayer(data: Record<string, unknown>, context: LayerContext): OptionsLayer {
  const brand = context.brand ?? DEFAULT_BRAND;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(data)) {
    if (raw !== undefined) {
      out[key] = raw;
    }
  }
  const layer = out as OptionsLayer;
  const fail = (field: string, text: string) =>
    fieldError(
      'invalidField',
      joinField(context.prefix, field),
      text,
      context.offeringId,
      context.source,
      context.entryIndex ?? null,
    );

  if (typeof data['idsTheme'] === 'string') {
    const theme = toIdentityTheme(data['idsTheme'], brand);
    if (theme === null) {
      throw fail('idsTheme', 'must be one of the twelve identity themes');
    }
    layer.idsTheme = theme;
  }
  if (typeof data['theme'] === 'string') {
    const theme = toPageTheme(data['theme'], brand);
    if (theme === null) {
      throw fail('theme', 'must be one of the eleven page themes');
    }
    layer.theme = theme;
  }
  for (const key of ['targetAAL', 'credentialWriteAAL'] as const) {
    const v = data[key];
    if (typeof v === 'number' || typeof v === 'string') {
      layer[key] = Number(v) as AssuranceLevel;
    }
  }
  if (typeof data['country'] === 'string') {
    layer.country = data['country'].toUpperCase();
  }
  for (const key of ['preferredCountries', 'smsCountries'] as const) {
    const list = data[key];
    if (Array.isArray(list)) {
      layer[key] = (list as string[]).map((c) => c.toUpperCase());
    }
  }
  if (Array.isArray(data['policies'])) {
    layer.policies = normalizePolicies(data['policies'] as string[]);
  }
  if (Array.isArray(data['supportedLocales'])) {
    layer.supportedLocales = (data['supportedLocales'] as string[]).map((l) => l.toLowerCase());
  }
  if (typeof data['headerLogo'] === 'string') {
    const name = toLogoName(data['headerLogo'], brand);
    if (name === null) {
      throw fail('headerLogo', 'must name a known brand logo');
    }
    layer.headerLogo = name;
  }
  if (Array.isArray(data['footerLogos'])) {
    const logos = (data['footerLogos'] as FooterLogo[]).map((logo, index) => {
      const name = toLogoName(logo.name, brand);
      if (name === null) {
        throw fail(`footerLogos[${index}].name`, 'must name a known brand logo');
      }
      return dropUndefined({ ...logo, name });
    });
    assertUniqueOrdinals(logos, context.offeringId);
    layer.footerLogos = logos;
  }
  return layer;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
