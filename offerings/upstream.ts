/**
 * The one place offerings/ takes names from the lower layers (rules/, catalogue/). Rules such as the
 * environment mapping, AAL by zone and the host allow-list belong to rules/; developer-error wording belongs
 * to catalogue/. Offerings never re-implement them.
 */
// TEMPORARY until rules/ and catalogue/ export these names; each block becomes a one-line re-export.
export type Environment = 'prd' | 'e2e' | 'prf' | 'localhost';
export function mapEnvironment(value: string): Environment | null {
  const v = value.trim().toLowerCase();
  if (['prod', 'prd', 'stg'].includes(v)) {
    return 'prd';
  }
  if (['e2e', 'cqa', 'qa', 'golden', 'prod-golden'].includes(v)) {
    return 'e2e';
  }
  if (['perf', 'prf'].includes(v)) {
    return 'prf';
  }
  return v === 'localhost' ? 'localhost' : null;
}
export const DEVELOPER_ERRORS = {
  missingOfferingId: 'Valid offering id is required.',
  duplicateFooterOrdinal: 'Duplicate footer ordinal {ordinal}.',
  v4MissingSetup: 'V4 widget needs a valid offeringId, offeringEnv and offeringZone (ssz or tax).',
  unsupportedPartnerButton: 'Unsupported partner button {partner}.',
} as const;
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
