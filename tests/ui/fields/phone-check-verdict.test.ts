// What the phone field says after the service's phone check (seed 001 §4 outcomes) on a number that must take texts.
import { describe, expect, it } from 'vitest';
import { selectPhoneChannels } from '../../../headless/advanced';
import { phoneCheckVerdict } from '../../../ui/fields/phone-service-check';

describe('phoneCheckVerdict', () => {
  it.each([
    ['valid', null],
    ['invalid', 'invalid'],
    ['voiceOnlyValid', 'textsUnreachable'],
    ['smsOnlyValid', 'textsOnly'],
  ] as const)('%s -> %s', (outcome, verdict) => {
    expect(phoneCheckVerdict(selectPhoneChannels(outcome))).toBe(verdict);
  });
});
