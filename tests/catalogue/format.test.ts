import { describe, expect, it } from 'vitest';
import { DEVELOPER_ERRORS, formatMessage, placeholderNames } from '../../catalogue';

describe('formatMessage', () => {
  it.each([
    ['plain text', 'Hello', {}, 'Hello'],
    ['one placeholder', 'Not an {product} domain', { product: 'Acme' }, 'Not an Acme domain'],
    ['numbers', '{a} of {b}', { a: 1, b: 2 }, '1 of 2'],
    ['missing parameter stays visible', 'Hi {name}', {}, 'Hi {name}'],
    ['apostrophes are literal', "Didn't {x}", { x: 'work' }, "Didn't work"],
    ['unbalanced brace', 'Oops {name', { name: 'x' }, 'Oops {name'],
    ['markup in a value stays text', 'Hi {name}', { name: '<b>x</b>' }, 'Hi <b>x</b>'],
    ['placeholder-looking value is not re-expanded', '{a}', { a: '{b}', b: 'no' }, '{b}'],
    ['plural one', '{n, plural, one {# minute} other {# minutes}}', { n: 1 }, '1 minute'],
    ['plural other', '{n, plural, one {# minute} other {# minutes}}', { n: 5 }, '5 minutes'],
    ['plural exact', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'none'],
    ['plural without a matching branch', '{n, plural, one {# x}}', { n: 3 }, '3'],
    ['select', '{kind, select, email {by email} other {by text}}', { kind: 'email' }, 'by email'],
    ['select other', '{kind, select, email {by email} other {by text}}', { kind: 'sms' }, 'by text'],
    [
      'nested placeholder in a branch',
      '{n, plural, one {# for {who}} other {# for {who}}}',
      { n: 2, who: 'you' },
      '2 for you',
    ],
    ['inherited names are not parameters', '{toString}', {}, '{toString}'],
  ])('%s', (_name, template, params, expected) => {
    expect(formatMessage(template, params)).toBe(expected);
  });

  it('uses the plural rules of the locale', () => {
    const t = '{n, plural, one {# minute} other {# minutes}}';
    expect(formatMessage(t, { n: 0 }, 'en-US')).toBe('0 minutes');
    expect(formatMessage(t, { n: 0 }, 'fr-CA')).toBe('0 minute');
    expect(formatMessage(t, { n: 0 }, 'not a locale!')).toBe('0 minutes');
  });

  it('handles a hostile template in linear time without throwing', () => {
    const t = '{'.repeat(20_000) + 'x' + '}'.repeat(10_000);
    expect(typeof formatMessage(t, { x: 1 })).toBe('string');
  });
});

describe('placeholderNames', () => {
  it.each([
    ['Hello', []],
    ['{a} {b} {a}', ['a', 'b']],
    ['{n, plural, one {# for {who}} other {#}}', ['n', 'who']],
  ])('%s', (template, names) => {
    expect(placeholderNames(template)).toEqual(names);
  });
});

describe('DEVELOPER_ERRORS (seed 000 §8.4; seed 001 §5, §8)', () => {
  it('keeps the spec texts verbatim', () => {
    expect(DEVELOPER_ERRORS.missingOfferingId).toBe('Valid offering id is required.');
    expect(formatMessage(DEVELOPER_ERRORS.notAllowedDomain, { product: 'Acme' })).toBe('Not an Acme domain');
    expect(formatMessage(DEVELOPER_ERRORS.jsonpTimedOut, { url: 'https://x.test/a' })).toBe(
      'JSONP request to https://x.test/a timed out',
    );
    expect(formatMessage(DEVELOPER_ERRORS.jsonpFailed, { url: 'u' })).toBe('JSONP request to u failed');
  });

  it.each(Object.entries(DEVELOPER_ERRORS))(
    '%s is a non-empty template whose placeholders are simple names',
    (_id, template) => {
      expect(template.trim()).not.toBe('');
      for (const name of placeholderNames(template)) {
        expect(name).toMatch(/^[a-zA-Z]+$/);
      }
    },
  );

  it('covers every developer error the specs name', () => {
    for (const id of [
      'v4MissingSetup',
      'mountPointMissing',
      'pluginBuildFailed',
      'pluginMountDivMissing',
      'moduleLoaderConfigFailed',
      'serverConfigTimeout',
      'unsupportedPartnerButton',
      'missingRequiredConfig',
      'duplicateFooterOrdinal',
      'setupError',
      'setupWarning',
      'deferredLoadFailed',
      'v4MountPointMissingEvent',
      'countryCodesFallback',
      'legacyScriptConflict',
      'legacyAnalyticsDeprecated',
      'undetectableScriptHost',
      'invalidServiceProviderEntity',
    ]) {
      expect(DEVELOPER_ERRORS).toHaveProperty(id);
    }
  });
});
