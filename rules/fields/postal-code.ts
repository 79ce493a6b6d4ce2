import { DEFAULT_COUNTRY } from '../constants';
import { fail, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

const US_ZIP = /^\d{5}$/;
const CA_POSTAL = /^([A-Za-z]\d[A-Za-z]) ?(\d[A-Za-z]\d)$/;

/**
 * ZIP / postal code (seed 001 §5). US: 5 digits. Canada: letter-digit-letter, space, digit-letter-digit;
 * lower case and a missing space are accepted and normalised to `K1A 0B1`.
 */
export function validatePostalCode(value: string, options?: FieldOptions): FieldResult {
  const country = options?.country ?? DEFAULT_COUNTRY;
  return runFieldRule(value, options, true, (text) => {
    if (country === 'CA') {
      const m = CA_POSTAL.exec(text);
      return m ? ok(`${m[1] ?? ''} ${m[2] ?? ''}`.toUpperCase()) : fail('invalidFormat');
    }
    return US_ZIP.test(text) ? ok(text) : fail('invalidFormat');
  });
}
