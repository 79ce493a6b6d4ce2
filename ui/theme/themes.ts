import { localeDirection } from '../../catalogue';
import { PAGE_THEMES } from '../../offerings';

/**
 * Page themes of seed 000 §3.4 as the UI kit sees them: the value of `data-theme` on <Root>, matched by the
 * selectors in ./tokens.css. `{product}` names are templates; tokens.css matches them by suffix, so any
 * product name works. The kit's stories and tests use the default product name `acme`.
 */

/** The eleven page themes of seed 000 §3.4, template form (the offerings layer owns the list). */
export const PAGE_THEME_TEMPLATES = PAGE_THEMES;

/** A page theme in template form. */
export type PageThemeTemplate = (typeof PAGE_THEME_TEMPLATES)[number];

/** A page theme as rendered: `{product}` replaced by a product name. */
export type ResolvedPageTheme =
  Exclude<PageThemeTemplate, `{product}${string}`> | `${string}-ecosystem` | `${string}-ecosystem-light`;

/**
 * A theme of the app's own: any name, matched by the app's CSS as `.ik-root[data-theme='<name>'] { --ik-...: ...; }`
 * (ui/theme/README.md lists the tokens). The `string & {}` keeps editor completion for the eleven page themes.
 */
export type CustomThemeName = string & {};

/** What `<Root theme>` accepts: a page theme of seed 000 §3.4 (template or resolved) or a custom theme name. */
export type ThemeName = PageThemeTemplate | ResolvedPageTheme | CustomThemeName;

/** Product name substituted for `{product}` when none is configured. @default 'acme' */
export const DEFAULT_PRODUCT_NAME = 'acme';

/** Page theme used when none is configured (seed 000 §3.4: "default page theme is default"). */
export const DEFAULT_PAGE_THEME = 'default' satisfies PageThemeTemplate;

/** `theme` with `{product}` replaced by `product` (a custom theme name comes back unchanged). */
export function resolvePageTheme(
  theme: PageThemeTemplate | ResolvedPageTheme,
  product?: string,
): ResolvedPageTheme;
export function resolvePageTheme(theme: ThemeName, product?: string): string;
export function resolvePageTheme(theme: ThemeName, product: string = DEFAULT_PRODUCT_NAME): string {
  return theme.replace('{product}', product);
}

/** The eleven page themes with `{product}` resolved, in seed order. */
export function pageThemes(product: string = DEFAULT_PRODUCT_NAME): ResolvedPageTheme[] {
  return PAGE_THEME_TEMPLATES.map((theme) => resolvePageTheme(theme, product));
}

/** Colour scheme of <Root>: follow the system (`prefers-color-scheme`) or force one. */
export type ColorScheme = 'system' | 'light' | 'dark';

/** Writing direction. */
export type Direction = 'ltr' | 'rtl';

/**
 * Direction of a BCP 47 locale: right to left for Arabic, Hebrew, Persian, Urdu, RTL scripts and the `ar-XB`
 * pseudo-locale the stories use to check right-to-left layout. The catalogue owns the rule (`localeDirection`).
 */
export function directionOf(locale: string | undefined): Direction {
  return locale === undefined || locale === '' ? 'ltr' : localeDirection(locale);
}

/** `value` as a page theme (template or resolved with any product name), or null when it is not one of the eleven. */
export function toResolvedPageTheme(
  value: string,
  product: string = DEFAULT_PRODUCT_NAME,
): ResolvedPageTheme | null {
  for (const template of PAGE_THEME_TEMPLATES) {
    if (value === template || value === resolvePageTheme(template, product)) {
      return resolvePageTheme(template, product);
    }
  }
  if (/^[a-z0-9][a-z0-9-]*-ecosystem(-light)?$/.test(value)) {
    return value as ResolvedPageTheme;
  }
  return null;
}
