/**
 * Identity themes and page themes (seed 000 §3.4). Names holding "{product}" are templates resolved with the
 * brand's product name (see brand.ts); configuration may use either the template or the resolved name.
 */
import { DEFAULT_BRAND, withProductName, type BrandSettings } from './brand';

/**
 * The twelve identity-style theme names. The spec gives the count and three names ({product} as the default,
 * creditkarma and quickbooks from seed 001 §3); the other nine are chosen to cover the family brands and
 * the ecosystem look, since the real list is not shown.
 */
export const IDENTITY_THEMES = [
  '{product}',
  '{product}-ecosystem',
  '{product}-ecosystem-light',
  'creditkarma',
  'quickbooks',
  'quickbooks-accountant',
  'turbotax',
  'turbotax-canada',
  'mint',
  'proconnect',
  'mailchimp',
  'professional-tax',
] as const;

/** An identity theme name (template form). */
export type IdentityTheme = (typeof IDENTITY_THEMES)[number];

/** The eleven page themes. spec: seed 000 §3.4 (all eleven listed). */
export const PAGE_THEMES = [
  'base',
  'default',
  '{product}-ecosystem',
  '{product}-ecosystem-light',
  'quickbooks',
  'harmony',
  'ios',
  'mint',
  'local',
  'turbotax',
  'harmony-alternate',
] as const;

/** A page theme name (template form). */
export type PageTheme = (typeof PAGE_THEMES)[number];

/** Default identity theme. spec: seed 000 §3.4 "Default identity theme is {product}". */
export const DEFAULT_IDENTITY_THEME: IdentityTheme = '{product}';
/** Default page theme. spec: seed 000 §3.4 "default page theme is default". */
export const DEFAULT_PAGE_THEME: PageTheme = 'default';

function toTemplate<T extends string>(list: readonly T[], value: string, brand: BrandSettings): T | null {
  for (const name of list) {
    if (name === value || withProductName(name, brand) === value) {
      return name;
    }
  }
  return null;
}

/** The identity theme `value` names (template or resolved form), or null when it is not one of the twelve. */
export function toIdentityTheme(value: string, brand: BrandSettings = DEFAULT_BRAND): IdentityTheme | null {
  return toTemplate(IDENTITY_THEMES, value, brand);
}

/** The page theme `value` names (template or resolved form), or null when it is not one of the eleven. */
export function toPageTheme(value: string, brand: BrandSettings = DEFAULT_BRAND): PageTheme | null {
  return toTemplate(PAGE_THEMES, value, brand);
}

/** The class/CSS name of a theme: "{product}" replaced by the brand's product name. */
export function themeClassName(
  theme: IdentityTheme | PageTheme,
  brand: BrandSettings = DEFAULT_BRAND,
): string {
  return withProductName(theme, brand);
}
