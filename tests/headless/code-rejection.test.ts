// Which server errors mark the one-time code field invalid (the code itself was rejected).
import { describe, expect, it } from 'vitest';
import { WIDGET_ERROR_KEYS } from '../../catalogue';
import { CODE_REJECTION_CODES, rejectsEnteredCode } from '../../headless/advanced';

const CODE_WRONG_KEYS = [
  'error.incorrectConfirmationCode',
  'error.incorrectSecurityCode',
  'error.verificationCodeExpiredOrIncorrect',
];

describe('rejectsEnteredCode', () => {
  it('is exactly the codes whose message says the code was wrong or expired (seed 000 §8.1)', () => {
    const fromCatalogue = Object.entries(WIDGET_ERROR_KEYS)
      .filter(([, key]) => CODE_WRONG_KEYS.includes(key))
      .map(([code]) => code)
      .sort();
    expect([...CODE_REJECTION_CODES].sort()).toEqual(fromCatalogue);
  });

  it.each([
    ['INVALID_CONFIRMATION_ID', true],
    ['CHALLENGE_TOKEN_EXPIRED', true],
    ['INVALID_TOTP_CODE', true],
    ['SERVICE_UNAVAILABLE', false],
    ['NETWORK_ERROR', false],
    ['LOCKED_OUT', false],
    [null, false],
  ] as const)('%s -> %s', (code, rejected) => {
    expect(rejectsEnteredCode(code)).toBe(rejected);
  });
});
