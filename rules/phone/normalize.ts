import type { CountryCode } from 'libphonenumber-js/core';
import { parseUsPhoneDigits } from '../fields/us-phone';
import {
  defaultPhoneCountry,
  isExcludedPhoneCountry,
  isSmsCallingCode,
  readsNumbersAsUs,
  type SmsCodeList,
} from './countries';
import {
  isPhoneRulesLoaded,
  loadPhoneMetadata,
  phoneRules,
  type PhoneMetadata,
  type PhoneRules,
} from './metadata';

/**
 * Why a phone number was refused.
 * - `required`: nothing typed.
 * - `invalidCharacters`: not "optional plus then digits" once spaces, dashes, dots and parentheses are
 *   removed (seed 000 §5 phone number pattern).
 * - `invalidNumber`: not a valid number for its country.
 * - `excludedCountry`: a number of cu, ir, kp, sd or sy (seed 000 §5).
 * - `smsUnsupported`: `smsOnly` was asked and the calling code is not on the SMS list.
 * - `metadataNotLoaded`: an international number before `loadPhoneMetadata()` finished (the libphonenumber-js
 *   code and metadata are one lazy chunk; metadata passed in or installed does not replace loading it).
 */
export const PHONE_REASONS = [
  'required',
  'invalidCharacters',
  'invalidNumber',
  'excludedCountry',
  'smsUnsupported',
  'metadataNotLoaded',
] as const;

/** One of `PHONE_REASONS`. */
export type PhoneReason = (typeof PHONE_REASONS)[number];

/** A normalised phone number, or the reason it was refused. */
export type PhoneResult =
  | {
      valid: true;
      /** E.164 form, e.g. `+12125550199`. */
      e164: string;
      /** ISO country (upper case), or null when unknown (e.g. the built-in US rule cannot tell US from CA). */
      country: string | null;
      /** Calling code without '+', e.g. `1`. */
      callingCode: string;
      /** National format for display ("national mode on", seed 000 §5), e.g. `(212) 555-0199`. */
      national: string;
      /** The calling code is on the selected SMS list. */
      smsSupported: boolean;
    }
  | { valid: false; reason: PhoneReason };

/** Options of `normalizePhone`. */
export interface NormalizePhoneOptions {
  /** Page locale: a number without '+' is US under en-us, else read in the locale's country. @default 'en-us' */
  locale?: string | undefined;
  /** Default country for numbers without '+', overriding the locale's (ISO alpha-2). */
  defaultCountry?: string | undefined;
  /** Refuse numbers whose calling code cannot receive SMS. @default false */
  smsOnly?: boolean | undefined;
  /** Which SMS calling-code list decides `smsSupported`. @default 'primary' */
  smsList?: SmsCodeList | undefined;
  /** Metadata to use instead of the loaded one (the code still comes from `loadPhoneMetadata()`). */
  metadata?: PhoneMetadata | undefined;
}

const SEPARATORS = /[\s\-.()]/gu;
const MAX_INPUT = 64;

function isPlusDigits(text: string): boolean {
  const start = text.startsWith('+') ? 1 : 0;
  if (text.length === start) {
    return false;
  }
  for (let i = start; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) {
      return false;
    }
  }
  return true;
}

function formatNanp(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function finish(
  result: { e164: string; country: string | null; callingCode: string; national: string },
  options: NormalizePhoneOptions | undefined,
): PhoneResult {
  if (isExcludedPhoneCountry(result.country)) {
    return { valid: false, reason: 'excludedCountry' };
  }
  const smsSupported = isSmsCallingCode(result.callingCode, options?.smsList ?? 'primary');
  if (options?.smsOnly === true && !smsSupported) {
    return { valid: false, reason: 'smsUnsupported' };
  }
  return { valid: true, ...result, smsSupported };
}

/**
 * Normalises a typed phone number (seed 000 §5, seed 001 §5): a number starting with '+' is international;
 * otherwise it is US (10 digits get +1; an 11-digit number starting with 1 also reads as US), or, when the
 * locale is not en-us, a national number of the locale's country. Excluded countries are refused; `smsOnly`
 * refuses calling codes off the SMS list. Uses libphonenumber-js once `loadPhoneMetadata()` resolved (code and
 * metadata are one lazy chunk); before that, US numbers are checked by the built-in North American rule and
 * international ones answer `metadataNotLoaded`.
 * Never throws.
 */
export function normalizePhone(input: string, options?: NormalizePhoneOptions): PhoneResult {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text.length === 0) {
    return { valid: false, reason: 'required' };
  }
  if (text.length > MAX_INPUT) {
    return { valid: false, reason: 'invalidNumber' };
  }
  const compact = text.replace(SEPARATORS, '');
  if (!isPlusDigits(compact)) {
    return { valid: false, reason: 'invalidCharacters' };
  }
  const international = compact.startsWith('+');
  const chosen = options?.defaultCountry;
  const asUs =
    !international &&
    (typeof chosen === 'string' ? chosen.toUpperCase() === 'US' : readsNumbersAsUs(options?.locale));
  const rules = phoneRules(options?.metadata);

  // 10 digits get +1 (seed 000 §5). The North American rule needs no metadata, so US numbers (and +1 numbers
  // before the metadata arrives) are checked at once.
  if (asUs || (rules === null && compact.startsWith('+1'))) {
    const digits = parseUsPhoneDigits(compact);
    if (typeof digits !== 'string') {
      return { valid: false, reason: 'invalidNumber' };
    }
    if (rules === null) {
      return finish(
        { e164: `+1${digits}`, country: null, callingCode: '1', national: formatNanp(digits) },
        options,
      );
    }
    return parseWithRules(`+1${digits}`, undefined, rules, options);
  }
  if (rules === null) {
    return { valid: false, reason: 'metadataNotLoaded' };
  }
  const country = international
    ? undefined
    : typeof chosen === 'string'
      ? chosen.toUpperCase()
      : defaultPhoneCountry(options?.locale);
  return parseWithRules(compact, country, rules, options);
}

function parseWithRules(
  text: string,
  defaultCountry: string | undefined,
  { code, metadata }: PhoneRules,
  options: NormalizePhoneOptions | undefined,
): PhoneResult {
  try {
    const parsed =
      defaultCountry === undefined
        ? code.parsePhoneNumberFromString(text, metadata)
        : code.parsePhoneNumberFromString(text, { defaultCountry: defaultCountry as CountryCode }, metadata);
    if (parsed === undefined || !parsed.isValid()) {
      return { valid: false, reason: 'invalidNumber' };
    }
    return finish(
      {
        e164: parsed.number,
        country: parsed.country ?? null,
        callingCode: parsed.countryCallingCode,
        national: parsed.formatNational(),
      },
      options,
    );
  } catch {
    // libphonenumber-js throws on some malformed metadata or country codes; a rule never throws.
    return { valid: false, reason: 'invalidNumber' };
  }
}

/** `normalizePhone` after loading the phone rules chunk (once). Falls back to the built-in rules if loading fails. */
export async function normalizePhoneAsync(
  input: string,
  options?: NormalizePhoneOptions,
): Promise<PhoneResult> {
  if (!isPhoneRulesLoaded()) {
    try {
      await loadPhoneMetadata();
    } catch {
      // Offline or a blocked chunk: the synchronous rules below still handle US numbers.
    }
  }
  return normalizePhone(input, options);
}
