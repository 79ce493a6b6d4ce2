/**
 * Identity themes, the default themes and the matching of a configured theme name (seed 000 §3.4): names
 * holding "{product}" are templates resolved with the brand's product name (see brand.ts); configuration may
 * use either the template or the resolved name. Apart from themes.ts so that the first screen, which reads
 * only page themes and class names, does not load them (issue 19 bundle size).
 */
import { DEFAULT_BRAND, withProductName, type BrandSettings } from './brand';
import { PAGE_THEMES, type PageTheme } from './themes';

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
