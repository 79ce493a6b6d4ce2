// Contract: phone and email validation, SMS country codes (seed 000 §5, §7.2; seed 001 §4, §7).
import { beforeAll, describe, expect, it } from 'vitest';
import { data, rig, type Rig } from './playground-client';

let r: Rig;
beforeAll(async () => {
  r = await rig('contract-validation');
});

describe('validation', () => {
  it.each([
    ['650 555 0100', []],
    ['650 555 0185', ['SMS_UNSUPPORTED']],
    ['650 555 0195', ['VOICE_UNSUPPORTED']],
  ])('validatePhoneNumber(%s) warns %o', async (phoneNumber, warnings) => {
    const result = data(await r.client.validatePhoneNumber({ phoneNumber }));
    expect(result.valid).toBe(true);
    expect((result.warnings ?? []).map((warning) => warning.code)).toEqual(warnings);
  });

  it('an impossible phone number is valid=false', async () => {
    expect(data(await r.client.validatePhoneNumber({ phoneNumber: '123' })).valid).toBe(false);
  });

  it.each([
    ['alex@example.com', 'valid'],
    ['pat@gmial.com', 'warning'],
    ['nope', 'error'],
  ])('validateEmailAddress(%s) is %s', async (address, statusType) => {
    expect(data(await r.client.validateEmailAddress({ address })).validationResponse[0]?.statusType).toBe(
      statusType,
    );
  });

  it('getCountryCodes lists the SMS calling codes', async () => {
    expect(
      data(await r.client.getCountryCodes({ offeringId: '50000003', offeringEnv: 'e2e' })).countryCodes,
    ).toContain('44');
  });
});
