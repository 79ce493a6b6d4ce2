import { describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import { call } from './helpers';

const pg = createPlayground({ seed: 'validation' });

describe('phone and email validation', () => {
  it.each([
    ['6505550100', true, '+16505550100', []],
    ['+1 (650) 555-0185', true, '+16505550185', ['SMS_UNSUPPORTED']],
    ['650-555-0191', true, '+16505550191', ['VOICE_UNSUPPORTED']],
    ['+49 30 1234567', true, '+49301234567', ['SMS_UNSUPPORTED']],
    ['+44 20 7946 0958', true, '+442079460958', []],
    ['12345', false, undefined, []],
    ['1234567890', false, undefined, []],
    ['555-CALL-NOW', false, undefined, []],
  ])('%s: valid=%s', async (phoneNumber, valid, e164, warnings) => {
    const reply = await call(pg, 'POST', '/ius_proxy/v1/validation/phones/validate', { phoneNumber });
    expect(reply.body['valid']).toBe(valid);
    expect(reply.body['phoneNumber']).toBe(e164);
    expect((reply.body['warnings'] as { code: string }[]).map((warning) => warning.code)).toEqual(warnings);
  });

  it.each([
    ['alex@example.com', 'valid'],
    ['someone@gmial.com', 'warning'],
    ['temp@mailinator.com', 'warning'],
    ['not an email', 'error'],
    ['bang!@example.com', 'error'],
    [`${'a'.repeat(250)}@example.com`, 'error'],
  ])('%s: %s', async (address, statusType) => {
    const reply = await call(pg, 'POST', '/ius_proxy/v1/validation/emails/validate', { address });
    expect((reply.body['validationResponse'] as { statusType: string }[])[0]?.statusType).toBe(statusType);
  });

  it('lists the SMS calling codes of seed 000 §5', async () => {
    const reply = await call(
      pg,
      'GET',
      '/ius_proxy/v1/validation/phones/sms/country_codes?offering_id=50000003',
    );
    expect(reply.body['countryCodes']).toEqual([
      '1',
      '27',
      '33',
      '44',
      '52',
      '55',
      '60',
      '61',
      '63',
      '65',
      '91',
      '506',
      '852',
      '966',
      '971',
    ]);
  });
});
