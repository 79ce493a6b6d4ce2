/**
 * US states and Canadian provinces as choices (seed 001 §3: "Country list, US states and Canadian provinces:
 * present as lists; contents not reproduced"). The contents are chosen here: the postal abbreviations the
 * identity service's `stateOrProvince` takes, with English names and, for Canada, the official French
 * names (fr-CA users see their province in French). US states keep their English names in every locale: they
 * are proper names on the documents the user is matched against.
 *
 * US: the 50 states, DC and the five inhabited territories (their residents have SSNs and are proofed like
 * any US address). Canada: the 10 provinces and 3 territories.
 */
import type { FieldCountry, FieldResult } from './types';

/** One choice: the code sent to the service and its display names. */
export interface Region {
  readonly code: string;
  readonly name: string;
  /** French name where it differs (Canadian provinces); else the English name is used. */
  readonly nameFr?: string;
}

/** The US states, DC and inhabited territories, by name. */
export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** The Canadian provinces and territories, by English name. */
export const CA_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia', nameFr: 'Colombie-Britannique' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick', nameFr: 'Nouveau-Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador', nameFr: 'Terre-Neuve-et-Labrador' },
  { code: 'NT', name: 'Northwest Territories', nameFr: 'Territoires du Nord-Ouest' },
  { code: 'NS', name: 'Nova Scotia', nameFr: 'Nouvelle-Écosse' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island', nameFr: 'Île-du-Prince-Édouard' },
  { code: 'QC', name: 'Quebec', nameFr: 'Québec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

/** The regions of a country with a fixed list (US, CA), else null (the field stays free text). */
export function regionsOf(country: FieldCountry | (string & {})): readonly Region[] | null {
  if (country === 'US') {
    return US_STATES;
  }
  if (country === 'CA') {
    return CA_PROVINCES;
  }
  return null;
}

/** The name to show for a region in `locale` (French names for French locales where one exists). */
export function regionName(region: Region, locale: string): string {
  return locale.toLowerCase().startsWith('fr') && region.nameFr !== undefined ? region.nameFr : region.name;
}

/**
 * A state or province: required, and one of the country's codes (case-insensitive, surrounding space
 * ignored; the value is the upper-case code). A code outside the list is `invalidFormat`. Countries without
 * a list accept any non-empty text.
 */
export function validateRegion(
  value: string,
  options: { readonly country: FieldCountry | (string & {}) },
): FieldResult {
  const trimmed = value.trim();
  if (trimmed === '') {
    return { valid: false, reason: 'required' };
  }
  const regions = regionsOf(options.country);
  if (regions === null) {
    return { valid: true, value: trimmed };
  }
  const code = trimmed.toUpperCase();
  return regions.some((region) => region.code === code)
    ? { valid: true, value: code }
    : { valid: false, reason: 'invalidFormat' };
}
