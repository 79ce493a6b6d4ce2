import { DEFAULT_COUNTRY } from '../constants';
import { fail, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

// Fixed-width patterns without nested quantifiers: constant work per character.
const US_SSN = /^(\d{3})-?(\d{2})-?(\d{4})$/;
const US_SSN_DASHED = /^\d{3}-\d{2}-\d{4}$/;
const CA_SIN = /^(\d{3})([- ]?)(\d{3})\2(\d{3})$/;

/**
 * SSN / national id (seed 001 §5). US: nine digits, with or without dashes in 3-2-4 form; normalised to
 * `123-45-6789` (seed 001 §5: a nine-digit SSN is reformatted with dashes before sending). Canada (SIN):
 * 3-3-3 digits, separated by dashes, spaces or nothing (consistently); normalised to `123 456 789`.
 */
export function validateSsn(value: string, options?: FieldOptions): FieldResult {
  const country = options?.country ?? DEFAULT_COUNTRY;
  return runFieldRule(value, options, true, (text) => {
    if (text.length > 11) {
      return fail('invalidFormat');
    }
    if (country === 'CA') {
      const m = CA_SIN.exec(text);
      return m ? ok(`${m[1] ?? ''} ${m[3] ?? ''} ${m[4] ?? ''}`) : fail('invalidFormat');
    }
    const m = US_SSN.exec(text);
    // Either no dash or both: "123-456789" is neither form.
    if (!m || (text.includes('-') && !US_SSN_DASHED.test(text))) {
      return fail('invalidFormat');
    }
    return ok(`${m[1] ?? ''}-${m[2] ?? ''}-${m[3] ?? ''}`);
  });
}
