/**
 * Locale tags. Pages pass locales in every spelling (seed 000 §2.5 `locale` query parameter, seed 001 §2
 * language_COUNTRY support links): `en-us`, `EN_US`, `fr-CA`. They are canonicalised once here.
 */

/** The locales the kit ships messages for. en-XA and ar-XB are generated pseudo-locales for testing. */
export const supportedLocales = ['en-US', 'en-CA', 'fr-CA', 'en-XA', 'ar-XB'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

/** seed 000 §9: "Locale default is en-us" (canonical spelling). */
export const BASE_LOCALE = 'en-US';

/**
 * Spellings already canonicalised. Every message lookup resolves its locale chain (registry.ts), so a first
 * screen asks for the same one or two tags dozens of times while it renders; the regular expressions below
 * showed in its start-up CPU profile (issue 5, npm run bench:browser). Bounded, since tags come from pages.
 */
const canonicalSpellings = /* @__PURE__ */ new Map<string, string>();
const MAX_REMEMBERED_SPELLINGS = 32;

/**
 * Canonical BCP 47 spelling: language lower-case, script title-case, region upper-case; `_` accepted as
 * separator. Anything unreadable gives the base locale. Never throws.
 */
export function canonicalLocale(locale: unknown): string {
  if (typeof locale !== 'string') {
    return BASE_LOCALE;
  }
  // The shipped locales' own spellings are canonical already: the common case asks no regular expression
  // (a first use compiles it, which showed in the sign-in page's start-up profile, issue 5).
  if ((supportedLocales as readonly string[]).includes(locale)) {
    return locale;
  }
  const known = canonicalSpellings.get(locale);
  if (known !== undefined) {
    return known;
  }
  const canonical = spellCanonical(locale);
  if (canonicalSpellings.size < MAX_REMEMBERED_SPELLINGS) {
    canonicalSpellings.set(locale, canonical);
  }
  return canonical;
}

function spellCanonical(locale: string): string {
  const parts = locale.trim().slice(0, 35).split(/[-_]/);
  const language = (parts[0] ?? '').toLowerCase();
  if (!/^[a-z]{2,3}$/.test(language)) {
    return BASE_LOCALE;
  }
  const out = [language];
  for (const part of parts.slice(1)) {
    if (/^[a-z]{4}$/i.test(part)) {
      out.push(part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
    } else if (/^([a-z]{2}|\d{3})$/i.test(part)) {
      out.push(part.toUpperCase());
      break;
    } else {
      break;
    }
  }
  return out.join('-');
}

/**
 * The lookup chain of a locale, most specific first, ending at en-US (seed 000 §9 "fallback to
 * language-only token files"; ARCHITECTURE.md: fr-FR -> fr -> en-US). Lower-case keys.
 */
export function localeChain(locale: unknown): string[] {
  const parts = canonicalLocale(locale).toLowerCase().split('-');
  const chain: string[] = [];
  for (let i = parts.length; i > 0; i -= 1) {
    chain.push(parts.slice(0, i).join('-'));
  }
  if (!chain.includes('en-us')) {
    chain.push('en-us');
  }
  return chain;
}

const RTL_LANGUAGES = /* @__PURE__ */ new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ku',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** Text direction of a locale: right-to-left for Arabic, Hebrew, Persian, Urdu (and ar-XB), else ltr. */
export function localeDirection(locale: unknown): 'ltr' | 'rtl' {
  // The bundled locale (every page until another loads) answers here; the rule is a function of its own that a
  // first screen in en-US never runs (issue 19 start-up JS).
  return locale === BASE_LOCALE ? 'ltr' : directionOfTag(locale);
}

function directionOfTag(locale: unknown): 'ltr' | 'rtl' {
  const canonical = canonicalLocale(locale);
  if (/-(Arab|Hebr|Thaa|Syrc|Nkoo|Adlm|Rohg)\b/.test(canonical)) {
    return 'rtl';
  }
  return RTL_LANGUAGES.has(canonical.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/**
 * The locale written language_COUNTRY (seed 001 §2: support links take `locale=en_US`); the language alone
 * when there is no region.
 */
export function underscoreLocale(locale: unknown): string {
  const parts = canonicalLocale(locale).split('-');
  const region = parts.find((p, i) => i > 0 && /^([A-Z]{2}|\d{3})$/.test(p));
  return region === undefined ? (parts[0] ?? 'en') : `${parts[0] ?? 'en'}_${region}`;
}
