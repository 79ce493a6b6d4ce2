/**
 * Page themes and theme class names (seed 000 §3.4), which the stock screens read on every page. Names holding
 * "{product}" are templates resolved with the brand's product name (see brand.ts). The identity themes and the
 * matching of a configured name are theme-names.ts: only offering resolution (a lazy step of the screens)
 * uses them, and a bundler keeps a whole module up front once the first screen imports any of it.
 */
import { DEFAULT_BRAND, withProductName, type BrandSettings } from './brand';
import type { IdentityTheme } from './theme-names';

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

/** The class/CSS name of a theme: "{product}" replaced by the brand's product name. */
export function themeClassName(
  theme: IdentityTheme | PageTheme,
  brand: BrandSettings = DEFAULT_BRAND,
): string {
  return withProductName(theme, brand);
}
