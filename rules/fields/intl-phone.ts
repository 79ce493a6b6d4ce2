import { normalizePhone, type PhoneReason } from '../phone/normalize';
import { fail, ok, runFieldRule } from './common';
import type { FieldOptions, FieldReason, FieldResult } from './types';

const REASONS: { readonly [R in PhoneReason]: FieldReason } = {
  required: 'required',
  invalidCharacters: 'invalidCharacters',
  invalidNumber: 'invalidFormat',
  excludedCountry: 'unsupportedCountry',
  smsUnsupported: 'unsupportedCountry',
  metadataNotLoaded: 'phoneRulesNotLoaded',
};

/**
 * International phone (seed 001 §5): a valid number with a dial code; empty is valid if optional. A number
 * typed without '+' is read in the `country` option's country, else the locale's (see `normalizePhone`).
 * Normalised to E.164. International numbers need `loadPhoneMetadata()` first; until then they answer
 * `phoneRulesNotLoaded` (US numbers work at once).
 */
export function validateIntlPhone(value: string, options?: FieldOptions): FieldResult {
  return runFieldRule(value, options, true, (text) => {
    const result = normalizePhone(text, { locale: options?.locale, defaultCountry: options?.country });
    return result.valid ? ok(result.e164) : fail(REASONS[result.reason]);
  });
}
