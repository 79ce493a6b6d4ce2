import { beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalLocale,
  enUS,
  getMessages,
  isLocaleLoaded,
  loadLocale,
  localeChain,
  localeDirection,
  placeholderNames,
  registerLocale,
  resolveLocale,
  supportedLocales,
  underscoreLocale,
  type MessageKey,
} from '../../catalogue';
import { frCA } from '../../catalogue/messages/fr-CA';
import { enCA } from '../../catalogue/messages/en-CA';

const keys = Object.keys(enUS) as MessageKey[];

describe('locale tags', () => {
  it.each([
    ['en-us', 'en-US'],
    ['EN_US', 'en-US'],
    ['fr_ca', 'fr-CA'],
    [' fr-CA ', 'fr-CA'],
    ['zh-hant-tw', 'zh-Hant-TW'],
    ['es-419', 'es-419'],
    ['fr', 'fr'],
    ['', 'en-US'],
    ['123', 'en-US'],
    ['x', 'en-US'],
    [null, 'en-US'],
    [42, 'en-US'],
  ])('canonicalLocale(%j) = %s', (input, expected) => {
    expect(canonicalLocale(input)).toBe(expected);
  });

  it.each([
    ['fr-CA', ['fr-ca', 'fr', 'en-us']],
    ['fr-FR', ['fr-fr', 'fr', 'en-us']],
    ['en-us', ['en-us', 'en']],
    ['en-CA', ['en-ca', 'en', 'en-us']],
    [undefined, ['en-us', 'en']],
  ])('localeChain(%j): region -> language -> en-US', (input, chain) => {
    expect(localeChain(input)).toEqual(chain);
  });

  it.each([
    ['ar-XB', 'rtl'],
    ['ar', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa_IR', 'rtl'],
    ['ur', 'rtl'],
    ['az-Arab', 'rtl'],
    ['en-US', 'ltr'],
    ['fr-CA', 'ltr'],
    ['en-XA', 'ltr'],
    ['garbage!', 'ltr'],
  ])('localeDirection(%s) = %s', (locale, dir) => {
    expect(localeDirection(locale)).toBe(dir);
  });

  it.each([
    ['en-us', 'en_US'],
    ['fr-CA', 'fr_CA'],
    ['zh-Hant-TW', 'zh_TW'],
    ['fr', 'fr'],
    ['', 'en_US'],
  ])('underscoreLocale(%j) = %s (support links, seed 001 §2)', (input, expected) => {
    expect(underscoreLocale(input)).toBe(expected);
  });

  it('lists the shipped locales', () => {
    expect([...supportedLocales]).toEqual(['en-US', 'en-CA', 'fr-CA', 'en-XA', 'ar-XB']);
  });
});

describe('parity (every locale against en-US)', () => {
  it('fr-CA has every key and no extra key', () => {
    expect(Object.keys(frCA).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('fr-CA %s: placeholders match en-US and the text is not empty', (key) => {
    expect(placeholderNames(frCA[key])).toEqual(placeholderNames(enUS[key]));
    expect(frCA[key].trim()).not.toBe('');
  });

  it('fr-CA is really translated (not a copy of English)', () => {
    const same = keys.filter((k) => frCA[k] === enUS[k]);
    // Only texts that read the same in both languages may match.
    const sameInBoth: MessageKey[] = [
      'label.nationalId',
      'label.province',
      'account.address.country.CA',
      'account.product.budget',
    ];
    expect(same.filter((k) => !sameInBoth.includes(k))).toEqual([]);
  });

  it.each(Object.keys(enCA) as MessageKey[])(
    'en-CA %s: known key, same placeholders, differs from en-US',
    (key) => {
      const text = enCA[key as keyof typeof enCA];
      expect(keys).toContain(key);
      expect(placeholderNames(text)).toEqual(placeholderNames(enUS[key]));
      expect(text).not.toBe(enUS[key]);
    },
  );

  it('messages are plain text: no markup in any locale', () => {
    for (const table of [enUS, frCA, enCA] as Record<string, string>[]) {
      for (const text of Object.values(table)) {
        expect(text).not.toMatch(/<[a-z/!]/i);
        expect(text).not.toMatch(/&[a-z]+;/i);
      }
    }
  });

  it('keys are stable codes, never message text', () => {
    for (const key of keys) {
      expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/);
    }
  });
});

describe('getMessages / loadLocale', () => {
  beforeAll(async () => {
    await loadLocale('fr-CA');
    await loadLocale('en-CA');
  });

  it('defaults to en-US and answers a complete table', () => {
    expect(getMessages()).toEqual(enUS);
    expect(getMessages('en-us')['error.invalidEmail']).toBe(enUS['error.invalidEmail']);
  });

  it.each(['fr-CA', 'FR-ca', 'fr_CA', 'fr', 'fr-FR', 'fr-BE'])('%s resolves to Canadian French', (locale) => {
    expect(getMessages(locale)['label.email']).toBe('Adresse courriel');
    expect(Object.keys(getMessages(locale))).toHaveLength(keys.length);
  });

  it('en-CA falls back key by key to en-US', () => {
    const t = getMessages('en_ca');
    expect(t['label.zipCode']).toBe('Postal code');
    expect(t['error.invalidEmail']).toBe(enUS['error.invalidEmail']);
    expect(resolveLocale('en-ca')).toBe('en-CA');
  });

  it.each(['de-DE', 'es', 'zz-ZZ', ''])('unsupported %j falls back to en-US', (locale) => {
    expect(getMessages(locale)).toEqual(enUS);
    expect(resolveLocale(locale)).toBe('en-US');
  });

  it('loadLocale resolves to the complete table and is idempotent', async () => {
    const [a, b] = await Promise.all([loadLocale('fr-CA'), loadLocale('fr_ca')]);
    expect(a['label.password']).toBe('Mot de passe');
    expect(b).toBe(a);
    expect(isLocaleLoaded('fr-CA')).toBe(true);
  });

  it('loadLocale of an unknown locale gives en-US', async () => {
    expect(await loadLocale('xx-YY')).toEqual(enUS);
  });

  it('registerLocale adds a partial table and ignores unknown keys and non-strings', () => {
    registerLocale('es-MX', {
      'label.email': 'Correo electrónico',
      ...({ 'not.a.key': 'x', 'label.city': 5 } as object),
    });
    const t = getMessages('es-MX') as Record<string, string>;
    expect(t['label.email']).toBe('Correo electrónico');
    expect(t['label.city']).toBe(enUS['label.city']);
    expect(t['not.a.key']).toBeUndefined();
  });

  it('returned tables are frozen, so one caller cannot change another caller’s words', () => {
    expect(Object.isFrozen(getMessages('fr-CA'))).toBe(true);
  });
});
