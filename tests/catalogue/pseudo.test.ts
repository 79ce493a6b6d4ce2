import { describe, expect, it } from 'vitest';
import {
  PSEUDO_EXPANSION,
  enUS,
  formatMessage,
  getMessages,
  loadLocale,
  placeholderNames,
  pseudoAccent,
  pseudoBidi,
  type MessageKey,
} from '../../catalogue';

const keys = Object.keys(enUS) as MessageKey[];
const ASCII_LETTER = /[A-Za-z]/;

function literalText(message: string): string {
  // Remove placeholders (and plural/select syntax) so only literal text remains.
  let out = message;
  for (let i = 0; i < 5; i += 1) {
    out = out.replace(/\{[^{}]*\}/g, '');
  }
  return out;
}

describe('en-XA (accented, lengthened, bracketed)', () => {
  it.each(keys)('%s', async (key) => {
    const table = await loadLocale('en-XA');
    const text = table[key];
    expect(text.startsWith('[')).toBe(true);
    expect(text.endsWith(']')).toBe(true);
    expect(placeholderNames(text)).toEqual(placeholderNames(enUS[key]));
    expect(literalText(text)).not.toMatch(ASCII_LETTER);
    expect(literalText(text).length).toBeGreaterThanOrEqual(
      Math.floor(literalText(enUS[key]).length * (1 + PSEUDO_EXPANSION)),
    );
  });

  it('still formats plurals and placeholders', () => {
    const t = pseudoAccent(enUS['error.accountTemporarilyLocked']);
    const out = formatMessage(t, { minutes: 3 });
    expect(out).toContain('3');
    expect(out).not.toContain('{');
  });

  it('is reached through getMessages with any spelling once loaded', async () => {
    await loadLocale('en_xa');
    expect(getMessages('EN-xa')['label.email']).toBe(pseudoAccent(enUS['label.email']));
  });
});

describe('ar-XB (right-to-left)', () => {
  it.each(keys)('%s', async (key) => {
    const table = await loadLocale('ar-XB');
    const text = table[key];
    expect(placeholderNames(text)).toEqual(placeholderNames(enUS[key]));
    const literal = literalText(text);
    if (literalText(enUS[key]).trim() !== '') {
      expect(literal).toContain('\u202E');
      expect(literal).toContain('\u200F');
    }
    // every word is wrapped: no visible character sits outside an RLO...PDF run
    expect(literal.replace(/\u200F\u202E[^\u202C]*\u202C\u200F/g, '').trim()).toBe('');
  });

  it('keeps formatted values intact', () => {
    expect(formatMessage(pseudoBidi('Sign in with {partner}'), { partner: 'Google' })).toContain('Google');
  });
});
