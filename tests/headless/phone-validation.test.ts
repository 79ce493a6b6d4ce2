// Phone validation before a code is sent (seed 001 §4, §7.14.2 POST phones/validate): the request-table row
// against the playground's fixture numbers (playground/core/contact.ts), the channels selector, and the
// refusal the code-sending rows use.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE_VALIDATION_REQUESTS,
  phoneCodeRefusal,
  selectPhoneChannels,
  type FlowClient,
} from '../../headless/advanced';
import { rig, type Rig } from '../contract/playground-client';

let r: Rig;
beforeAll(async () => {
  r = await rig('phone-validation');
});

const context = () => ({ attemptId: 1, signal: new AbortController().signal });

const outcomeOf = async (phoneNumber: string) =>
  (
    await PHONE_VALIDATION_REQUESTS.validatePhone.perform(
      r.client,
      { op: 'validatePhone', phoneNumber },
      context(),
    )
  ).outcome;

describe('phone validation row (seed 001 §4)', () => {
  it.each([
    ['650 555 0100', 'valid', { valid: true, sms: true, voice: true }],
    ['650 555 0185', 'voiceOnlyValid', { valid: true, sms: false, voice: true }],
    ['650 555 0195', 'smsOnlyValid', { valid: true, sms: true, voice: false }],
    ['123', 'invalid', { valid: false, sms: false, voice: false }],
  ] as const)('%s is %s, with its channels', async (phoneNumber, outcome, channels) => {
    expect(await outcomeOf(phoneNumber)).toBe(outcome);
    expect(selectPhoneChannels(outcome)).toEqual({ outcome, ...channels });
  });

  it('refuses a code by text to a landline and by call to an SMS-only line; an invalid number for both', async () => {
    const code = async (phoneNumber: string, channel: 'SMS' | 'VOICE') =>
      (await phoneCodeRefusal(r.client, phoneNumber, channel, context()))?.code ?? null;
    expect(await code('650 555 0100', 'SMS')).toBeNull();
    expect(await code('650 555 0185', 'SMS')).toBe('NOT_SUPPORTED_PHONE');
    expect(await code('650 555 0185', 'VOICE')).toBeNull();
    expect(await code('650 555 0195', 'VOICE')).toBe('NOT_SUPPORTED_PHONE');
    expect(await code('650 555 0195', 'SMS')).toBeNull();
    expect(await code('123', 'SMS')).toBe('INVALID_PHONE_NUMBER');
  });

  it('a service that cannot be reached refuses nothing (the code request reports the failure)', async () => {
    const offline: Pick<FlowClient, 'validatePhoneNumber'> = {
      validatePhoneNumber: async () => ({
        ok: false,
        error: {
          kind: 'network',
          code: 'NETWORK_ERROR',
          serverMessage: '',
          status: null,
          captchaRequired: false,
          requiresEvaluation: false,
        },
      }),
    };
    expect(await phoneCodeRefusal(offline, '650 555 0185', 'SMS', context())).toBeNull();
  });
});
