/**
 * Shape checks of resolveConfig's inputs that are not configuration data (address, registry, brand, date).
 * They may come from untyped host pages, so a look-alike value is refused with an OfferingConfigError by the
 * caller instead of failing later with a TypeError.
 */
import type { BrandSettings } from './brand';
import { BUSINESS_UNITS } from './namespaces';
import type { LoaderOverrides, ParsedQuery } from './query';
import type { OfferingRegistry } from './registry';

const isStringList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const QUERY_TEXT_FIELDS = [
  'locale',
  'cid',
  'cuiSessionId',
  'invAttr',
  'partnerUid',
  'responseToken',
  'accessCode',
  'invitationId',
  'clientId',
  'responseType',
  'redirectUri',
  'state',
  'scope',
  'xUserAal',
] as const satisfies readonly (keyof ParsedQuery)[];

const isTextOrNull = (v: unknown): boolean => v === null || typeof v === 'string';
const isTrueOrListOrNull = (v: unknown): boolean => v === null || v === true || isStringList(v);
const isBoolOrNull = (v: unknown): boolean => v === null || typeof v === 'boolean';

/** An already parsed query, checked field by field: a look-alike object from a host page must not pass. */
export function isParsedQuery(value: unknown): value is ParsedQuery {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const q = value as Record<string, unknown>;
  const loader = q['loader'];
  if (typeof loader !== 'object' || loader === null) {
    return false;
  }
  const l = loader as Record<keyof LoaderOverrides, unknown>;
  const percent = l.logSamplePercentage;
  return (
    QUERY_TEXT_FIELDS.every((field) => isTextOrNull(q[field])) &&
    isStringList(q['policies']) &&
    isTrueOrListOrNull(l.v4) &&
    isTrueOrListOrNull(l.v2) &&
    isBoolOrNull(l.v3) &&
    isTextOrNull(l.theme) &&
    isBoolOrNull(l.disableCss) &&
    isBoolOrNull(l.disableTests) &&
    isTextOrNull(l.flows) &&
    (percent === null || (typeof percent === 'number' && Number.isFinite(percent)))
  );
}

/** The address forms parseQuery reads; anything else from a host page is refused, not guessed at. */
export function isAddressInput(value: unknown): value is string | URLSearchParams | URL | null | undefined {
  return (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    value instanceof URLSearchParams ||
    value instanceof URL
  );
}

export function isRegistry(value: unknown): value is OfferingRegistry {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { units, entries } = value as { units?: unknown; entries?: unknown };
  return (
    Array.isArray(entries) &&
    typeof units === 'object' &&
    units !== null &&
    BUSINESS_UNITS.every((unit) => {
      const ids: unknown = (units as Record<string, unknown>)[unit];
      return Array.isArray(ids) && ids.every((id) => typeof id === 'string');
    })
  );
}

/** Brand settings are app data; a malformed object is refused before any name is built from it. */
export function isBrand(value: unknown): value is BrandSettings {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const brand = value as Record<keyof BrandSettings, unknown>;
  return (
    (
      [
        'productName',
        'groupDisplayName',
        'siteOrigin',
        'taxDomain',
        'assetBase',
        'selfEmployedSupportUrl',
        'professionalTaxBrand',
      ] as const
    ).every((key) => typeof brand[key] === 'string') &&
    (['familyBrands', 'professionalTaxLogos', 'allowedHostSuffixes', 'extraHostSuffixes'] as const).every(
      (key) => isStringList(brand[key]),
    )
  );
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
