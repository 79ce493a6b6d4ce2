import type { CountryCode } from 'libphonenumber-js/core';
import { defaultPhoneCountry, shouldAutoFormatPhone } from './countries';
import { phoneRules, type PhoneMetadata } from './metadata';
import { normalizePhone, type NormalizePhoneOptions } from './normalize';

/** Options of the phone display helpers. */
export interface PhoneDisplayOptions extends NormalizePhoneOptions {
  /** Text direction of the page; right-to-left pages are never reformatted (seed 000 §5). @default 'ltr' */
  direction?: 'ltr' | 'rtl' | 'auto' | undefined;
}

/**
 * The text the phone field shows after the user leaves it: the national form of a valid number ("national
 * mode on", seed 000 §5), or exactly what was typed when the number is invalid or the page is right-to-left.
 */
export function formatPhoneForDisplay(input: string, options?: PhoneDisplayOptions): string {
  const text = typeof input === 'string' ? input : '';
  if (!shouldAutoFormatPhone(options?.direction ?? 'ltr')) {
    return text;
  }
  const result = normalizePhone(text, options);
  return result.valid ? result.national : text;
}

/**
 * Formats a partly typed number as the user types (national mode for numbers without '+'). Returns the
 * input unchanged before `loadPhoneMetadata()` resolved (the libphonenumber-js code is in that lazy chunk, so
 * passing `metadata` alone is not enough), when the page is right-to-left, or when formatting fails.
 */
export function formatPhoneAsYouType(
  input: string,
  options?: {
    locale?: string | undefined;
    direction?: 'ltr' | 'rtl' | 'auto' | undefined;
    metadata?: PhoneMetadata | undefined;
  },
): string {
  const text = typeof input === 'string' ? input : '';
  const rules = phoneRules(options?.metadata);
  if (rules === null || !shouldAutoFormatPhone(options?.direction ?? 'ltr') || text.length > 64) {
    return text;
  }
  try {
    const country = defaultPhoneCountry(options?.locale) as CountryCode;
    return new rules.code.AsYouType(text.startsWith('+') ? undefined : country, rules.metadata).input(text);
  } catch {
    return text;
  }
}
