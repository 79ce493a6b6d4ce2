// US states and Canadian provinces as choices (seed 001 §3 "present as lists").
import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES, regionName, regionsOf, validateRegion } from '../../rules';

describe('regions', () => {
  it('lists the 50 states, DC and 5 territories, and the 13 provinces and territories, codes unique', () => {
    expect(US_STATES).toHaveLength(56);
    expect(CA_PROVINCES).toHaveLength(13);
    for (const list of [US_STATES, CA_PROVINCES]) {
      const codes = list.map((region) => region.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    }
    expect(regionsOf('US')).toBe(US_STATES);
    expect(regionsOf('CA')).toBe(CA_PROVINCES);
    expect(regionsOf('GB')).toBeNull();
  });

  it('names provinces in French for French locales, states in English everywhere', () => {
    const quebec = CA_PROVINCES.find((region) => region.code === 'QC');
    const texas = US_STATES.find((region) => region.code === 'TX');
    expect(quebec && regionName(quebec, 'fr-CA')).toBe('Québec');
    expect(quebec && regionName(quebec, 'en-CA')).toBe('Quebec');
    expect(texas && regionName(texas, 'fr-CA')).toBe('Texas');
  });

  it('accepts a code of the country (any case, trimmed), refuses others, any text elsewhere', () => {
    expect(validateRegion(' qc ', { country: 'CA' })).toEqual({ valid: true, value: 'QC' });
    expect(validateRegion('QC', { country: 'US' })).toEqual({ valid: false, reason: 'invalidFormat' });
    expect(validateRegion('', { country: 'US' })).toEqual({ valid: false, reason: 'required' });
    expect(validateRegion('Greater London', { country: 'GB' })).toEqual({
      valid: true,
      value: 'Greater London',
    });
  });
});
