// Typed message lookup from hook state (issue 16 §5): the sign-in hook's validationError field goes straight
// into describeFieldError (a type error before: 'identifier' was no field name, and a TypeError from plain
// JavaScript), and translate shows an unknown key instead of throwing while a screen renders.
import { describe, expect, it } from 'vitest';
import { describeFieldError, translate } from '../../catalogue';
import type { SignInView } from '../../headless';

describe('describeFieldError from sign-in state', () => {
  it.each([
    ['identifier', 'Enter your email or user ID.'],
    ['password', 'Enter your password.'],
  ] as const)('%s required', (field, text) => {
    const validationError: NonNullable<SignInView['validationError']> = { field, reason: 'required' };
    expect(describeFieldError(validationError.field, validationError.reason).message).toBe(text);
  });

  it('a name no table knows (plain JavaScript) shows its key, no TypeError', () => {
    const name = 'noSuchField' as unknown as 'password';
    expect(describeFieldError(name, 'required').message).toBe('field.noSuchField.required');
  });
});

describe('translate', () => {
  it('returns the key itself for a key no table holds', () => {
    const key = 'no.such.key' as unknown as Parameters<typeof translate>[0];
    expect(translate(key)).toBe('no.such.key');
    expect(translate(key, {}, 'fr-FR')).toBe('no.such.key');
  });
});
