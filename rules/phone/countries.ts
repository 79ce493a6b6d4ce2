import {
  DEFAULT_COUNTRY,
  EXCLUDED_PHONE_COUNTRIES,
  SMS_CALLING_CODES,
  SMS_CALLING_CODES_SECONDARY,
  US_PHONE_LOCALE,
} from '../constants';

/** One of the SMS-supported calling codes (seed 000 §5). */
export type SmsCallingCode = (typeof SMS_CALLING_CODES)[number];
/** Which SMS calling-code list applies: the main one, or the shorter second list of seed 000 §5. */
export type SmsCodeList = 'primary' | 'secondary';

/**
 * Built-in fallback map of SMS-supported calling codes to countries (seed 000 §4.8, §8.4: a failed, empty or
 * timed-out country-code lookup falls back to a built-in map). Chosen contents: the main countries of each
 * code; for shared codes (1, 44, 61) the territories that use the same numbering plan and SMS routes.
 */
export const FALLBACK_SMS_COUNTRIES: { readonly [Code in SmsCallingCode]: readonly string[] } = {
  '1': ['US', 'CA', 'PR'],
  '27': ['ZA'],
  '33': ['FR'],
  '44': ['GB', 'GG', 'IM', 'JE'],
  '52': ['MX'],
  '55': ['BR'],
  '60': ['MY'],
  '61': ['AU', 'CC', 'CX'],
  '63': ['PH'],
  '65': ['SG'],
  '91': ['IN'],
  '506': ['CR'],
  '852': ['HK'],
  '966': ['SA'],
  '971': ['AE'],
};

/** The calling codes of a list. */
export function smsCallingCodes(list: SmsCodeList = 'primary'): readonly string[] {
  return list === 'secondary' ? SMS_CALLING_CODES_SECONDARY : SMS_CALLING_CODES;
}

/** True when numbers with this calling code (digits, with or without '+') can receive SMS codes. */
export function isSmsCallingCode(callingCode: string, list: SmsCodeList = 'primary'): boolean {
  if (typeof callingCode !== 'string') {
    return false;
  }
  const code = callingCode.startsWith('+') ? callingCode.slice(1) : callingCode;
  return smsCallingCodes(list).includes(code);
}

/** The countries of the built-in fallback map for a list, e.g. to fill the country picker offline. */
export function fallbackSmsCountries(list: SmsCodeList = 'primary'): string[] {
  const codes = smsCallingCodes(list);
  return Object.entries(FALLBACK_SMS_COUNTRIES).flatMap(([code, countries]) =>
    codes.includes(code) ? countries : [],
  );
}

/** True for the countries whose numbers are never accepted: cu, ir, kp, sd, sy (seed 000 §5). */
export function isExcludedPhoneCountry(country: string | null | undefined): boolean {
  return (
    typeof country === 'string' &&
    (EXCLUDED_PHONE_COUNTRIES as readonly string[]).includes(country.toUpperCase())
  );
}

/** Lower-cased locale with `_` read as `-` (`en_US` -> `en-us`). */
export function normalizeLocale(locale: string | null | undefined): string {
  return typeof locale === 'string' ? locale.trim().replace(/_/g, '-').toLowerCase() : '';
}

/**
 * The region of a locale (`fr-CA` -> `CA`), or null for a language-only or malformed locale. Script subtags
 * (`zh-Hant-TW`) are skipped.
 */
export function localeRegion(locale: string | null | undefined): string | null {
  const parts = normalizeLocale(locale).split('-');
  for (const part of parts.slice(1)) {
    if (/^[a-z]{2}$/.test(part)) {
      return part.toUpperCase();
    }
  }
  return null;
}

/**
 * The phone field's default country (seed 001 §5: derives from the locale, default US). Excluded countries
 * never become the default.
 */
export function defaultPhoneCountry(locale?: string | null): string {
  const region = localeRegion(locale);
  return region === null || isExcludedPhoneCountry(region) ? DEFAULT_COUNTRY : region;
}

/**
 * True when a number typed without '+' is read as a US number: the locale is en-us or not given (seed 000 §5
 * "otherwise as US, or by locale when the locale is not en-us"). A language-only locale also reads as US,
 * since it names no country.
 */
export function readsNumbersAsUs(locale?: string | null): boolean {
  const normalized = normalizeLocale(locale);
  if (normalized === '' || normalized === US_PHONE_LOCALE) {
    return true;
  }
  const region = localeRegion(normalized);
  return region === null || region === 'US';
}

/**
 * Whether the phone field may reformat what the user typed (to national or E.164 form). Right-to-left pages
 * skip the automatic reformatting (seed 000 §5): moving digits around under a bidi caret confuses users.
 */
export function shouldAutoFormatPhone(direction: 'ltr' | 'rtl' | 'auto' | string = 'ltr'): boolean {
  return direction !== 'rtl';
}
