// Setup options (seed 000 §3.1) and their developer messages (§8.4): every refusal names its field.
import { describe, expect, test } from 'vitest';
import { checkSetup, TOP_LEVEL_WIDGETS } from '../../embed';

const GOOD = { widget: 'sign-in', offeringId: '50000003', offeringEnv: 'qa', offeringZone: 'ssz' };
const V4_MESSAGE = 'V4 widget needs a valid offeringId, offeringEnv and offeringZone (ssz or tax).';

function errorsOf(input: unknown): readonly string[] {
  const check = checkSetup(input);
  return check.ok ? [] : check.errors;
}

describe('checkSetup', () => {
  test('a complete setup passes with defaults filled and the environment mapped', () => {
    const check = checkSetup(GOOD);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.setup).toMatchObject({
        widget: 'sign-in',
        offeringId: '50000003',
        offeringEnv: 'e2e',
        offeringZone: 'ssz',
        parentId: null,
        parentEl: null,
        onLoadFailure: null,
        appFabric: false,
        locale: 'en-us',
        logSamplePercentage: null,
        redirectToTaxAccountManager: false,
      });
      expect(check.warnings).toEqual([]);
    }
  });

  test.each(TOP_LEVEL_WIDGETS)(
    'top-level v4 widget %s fails without offeringId, offeringEnv or offeringZone',
    (widget) => {
      for (const missing of ['offeringId', 'offeringEnv', 'offeringZone'] as const) {
        const input: Record<string, unknown> = { ...GOOD, widget };
        delete input[missing];
        expect(errorsOf(input)).toEqual([V4_MESSAGE]);
      }
      expect(errorsOf({ ...GOOD, widget, offeringZone: 'other' })).toEqual([V4_MESSAGE]);
      expect(errorsOf({ ...GOOD, widget, offeringId: '  ' })).toEqual([V4_MESSAGE]);
    },
  );

  test('other widgets do not need the offering triple', () => {
    expect(checkSetup({ widget: 'select-account' }).ok).toBe(true);
    expect(errorsOf({ widget: 'select-account', offeringZone: 'moon' })).toEqual([
      'Setup error: offeringZone must be ssz or tax.',
    ]);
  });

  test('each wrong field has its own setup error', () => {
    expect(errorsOf(null)[0]).toBe('Setup error: setup needs an options object.');
    expect(errorsOf({ ...GOOD, widget: 'nope' })).toEqual([
      'Setup error: widget must name a widget of the loader (got nope).',
    ]);
    expect(errorsOf({ ...GOOD, offeringEnv: 'mars' })).toContain(
      'Setup error: offeringEnv must name a known environment (prd, e2e, prf or localhost).',
    );
    expect(errorsOf({ ...GOOD, onLoadFailure: 'alert(1)' })).toEqual([
      'Setup error: onLoadFailure must be a function.',
    ]);
    expect(errorsOf({ ...GOOD, parentId: '' })).toEqual([
      'Setup error: parentId must be a non-empty string.',
    ]);
    expect(errorsOf({ ...GOOD, parentEl: {} })).toEqual(['Setup error: parentEl must be an element.']);
    expect(errorsOf({ ...GOOD, parentId: 'a', parentEl: { nodeType: 1 } })).toEqual([
      'Setup error: give parentId or parentEl, not both.',
    ]);
    expect(errorsOf({ ...GOOD, appFabric: 'yes' })).toEqual([
      'Setup error: appFabric must be true or false.',
    ]);
    expect(errorsOf({ ...GOOD, useGlobalRequire: 1 })).toEqual([
      'Setup error: useGlobalRequire must be true or false.',
    ]);
    expect(errorsOf({ ...GOOD, logSamplePercentage: 101 })).toEqual([
      'Setup error: logSamplePercentage must be a number from 0 to 100.',
    ]);
    expect(errorsOf({ ...GOOD, locale: 'en us<' })).toEqual([
      'Setup error: locale must be a language tag such as en-us.',
    ]);
  });

  test('a refused setup still hands back its onLoadFailure, so the page hears about it', () => {
    const onLoadFailure = (): void => undefined;
    const check = checkSetup({ widget: 'sign-in', onLoadFailure });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.onLoadFailure).toBe(onLoadFailure);
  });

  test('useGlobalRequire: true is accepted with a setup warning', () => {
    const check = checkSetup({ ...GOOD, useGlobalRequire: true, appFabric: true, parentEl: { nodeType: 1 } });
    expect(check.ok && check.warnings).toEqual([
      'Setup warning: useGlobalRequire is not needed: identity-kit loads its chunks with import().',
    ]);
    expect(check.ok && check.setup.appFabric).toBe(true);
  });

  test('visitor identity is on unless turned off; persist_cookies mode; opt-in beacons need tracker addresses', () => {
    const on = checkSetup(GOOD);
    expect(on.ok && [on.setup.visitorIdentity, on.setup.persistCookies, on.setup.beacons]).toEqual([
      true,
      'always',
      null,
    ]);
    const off = checkSetup({ ...GOOD, visitorIdentity: false, persistCookies: 'safariOnly' });
    expect(off.ok && [off.setup.visitorIdentity, off.setup.persistCookies]).toEqual([false, 'safariOnly']);
    expect(errorsOf({ ...GOOD, persistCookies: 'sometimes' })).toEqual([
      'Setup error: persistCookies must be always, safariOnly or off.',
    ]);
    const beacons = checkSetup({
      ...GOOD,
      beacons: {
        segment: { url: 'https://t.example/v1/track', writeKey: 'k' },
        adobe: { url: 'http://127.0.0.1:1/p' },
      },
    });
    expect(beacons.ok && beacons.setup.beacons).toEqual({
      segment: { url: 'https://t.example/v1/track', writeKey: 'k' },
      adobe: { url: 'http://127.0.0.1:1/p' },
    });
    const refusal = [
      'Setup error: beacons must be { segment?: { url, writeKey? }, adobe?: { url, reportSuite? } } with https addresses.',
    ];
    expect(errorsOf({ ...GOOD, beacons: { segment: { url: 'http://t.example/x' } } })).toEqual(refusal);
    expect(errorsOf({ ...GOOD, beacons: { adobe: { url: 'javascript:alert(1)' } } })).toEqual(refusal);
    expect(errorsOf({ ...GOOD, beacons: {} })).toEqual(refusal);
    expect(errorsOf({ ...GOOD, beacons: { segment: { url: 'https://t.example', writeKey: 3 } } })).toEqual(
      refusal,
    );
  });
});
