// The loader's generation choice (seed 000 §4.1): address overrides, the prd gate, default sets and server
// lists, appFabric. The loader's narrow parser agrees with offerings' parseQuery on these parameters.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EMPTY_SERVER_CONFIG, gateOverrides, readGenerationOverrides, widgetGeneration } from '../../embed';
import { filterUrlOverrides, parseQuery } from '../../offerings';

const NONE = { v4: null, v2: null, v3: null, logSamplePercentage: null } as const;

describe('readGenerationOverrides', () => {
  test('reads true, lists and flags', () => {
    expect(
      readGenerationOverrides('?iux_v4=true&iux_v2=sign-in,mfa&iux_v3=false&iux_log_sample_percentage=7'),
    ).toEqual({
      v4: true,
      v2: ['sign-in', 'mfa'],
      v3: false,
      logSamplePercentage: 7,
    });
    expect(readGenerationOverrides('')).toEqual(NONE);
    expect(readGenerationOverrides('iux_log_sample_percentage=101').logSamplePercentage).toBeNull();
  });

  test('agrees with offerings parseQuery for every query (property)', () => {
    const value = fc.oneof(
      fc.constantFrom(
        'true',
        'false',
        '1',
        '0',
        '',
        'TRUE',
        ' true ',
        'sign-in',
        'sign-in,mfa',
        ',',
        '50',
        '100',
        '101',
        '-1',
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(
        fc.record(
          { iux_v4: value, iux_v2: value, iux_v3: value, iux_log_sample_percentage: value },
          { requiredKeys: [] },
        ),
        (params) => {
          const search = new URLSearchParams(params as Record<string, string>).toString();
          const ours = readGenerationOverrides(search);
          const theirs = parseQuery(search).loader;
          expect(ours).toEqual({
            v4: theirs.v4,
            v2: theirs.v2,
            v3: theirs.v3,
            logSamplePercentage: theirs.logSamplePercentage,
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('gateOverrides', () => {
  const all = { v4: true as const, v2: ['mfa'], v3: true, logSamplePercentage: 10 };

  test('prd refuses code-path overrides unless the offering allows them; sampling always applies', () => {
    expect(gateOverrides(all, 'prd', [])).toEqual({
      overrides: { ...NONE, logSamplePercentage: 10 },
      refused: ['iux_v4', 'iux_v2', 'iux_v3'],
    });
    expect(gateOverrides(all, 'prd', ['iux_v2'])).toEqual({
      overrides: { ...NONE, v2: ['mfa'], logSamplePercentage: 10 },
      refused: ['iux_v4', 'iux_v3'],
    });
  });

  test.each(['e2e', 'prf', 'localhost'] as const)('%s applies every override', (env) => {
    expect(gateOverrides(all, env, [])).toEqual({ overrides: all, refused: [] });
  });
});

describe('widgetGeneration', () => {
  const base = { appFabric: false, overrides: NONE, server: EMPTY_SERVER_CONFIG };

  test('default v4 set in prd: select-account, mfa-government-id, idproofing', () => {
    const v4 = ['select-account', 'mfa-government-id', 'idproofing'];
    for (const widget of [...v4, 'sign-in', 'mfa', 'mfa-otp']) {
      expect(widgetGeneration({ ...base, widget, environment: 'prd' })).toBe(
        v4.includes(widget) ? 'v4' : 'v2',
      );
    }
  });

  test('elsewhere the larger set, and the mfa namespace, are v4', () => {
    for (const widget of [
      'mfa-otp',
      'mfa-challenge-picker',
      'mfa-sms-oow',
      'legal-password-reset',
      'high-risk-block',
      'mfa',
    ]) {
      expect(widgetGeneration({ ...base, widget, environment: 'e2e' })).toBe('v4');
    }
    expect(widgetGeneration({ ...base, widget: 'sign-in', environment: 'e2e' })).toBe('v2');
  });

  test('server lists add to and revert from the set', () => {
    const server = {
      ...EMPTY_SERVER_CONFIG,
      v4WidgetConfigNamespaces: ['sign-in'],
      v2RevertedWidgetConfigNamespaces: ['idproofing'],
    };
    expect(widgetGeneration({ ...base, server, widget: 'sign-in', environment: 'prd' })).toBe('v4');
    expect(widgetGeneration({ ...base, server, widget: 'idproofing', environment: 'prd' })).toBe('v2');
  });

  test('appFabric gives v3; iux_v3 overrides it both ways; iux_v2 and iux_v4 override the set', () => {
    expect(widgetGeneration({ ...base, appFabric: true, widget: 'sign-in', environment: 'e2e' })).toBe('v3');
    expect(
      widgetGeneration({
        ...base,
        appFabric: true,
        overrides: { ...NONE, v3: false },
        widget: 'mfa',
        environment: 'e2e',
      }),
    ).toBe('v4');
    expect(
      widgetGeneration({ ...base, overrides: { ...NONE, v3: true }, widget: 'mfa', environment: 'e2e' }),
    ).toBe('v3');
    expect(
      widgetGeneration({ ...base, overrides: { ...NONE, v2: true }, widget: 'mfa', environment: 'e2e' }),
    ).toBe('v2');
    expect(
      widgetGeneration({
        ...base,
        overrides: { ...NONE, v4: ['sign-in'] },
        widget: 'sign-in',
        environment: 'prd',
      }),
    ).toBe('v4');
  });
});

describe('one prd rule for the loader and resolveConfig (offerings/overrides.ts)', () => {
  test('iux_disable_css is read and gated like the generation overrides', () => {
    const address = readGenerationOverrides('?iux_disable_css=true');
    expect(address.disableCss).toBe(true);
    expect(gateOverrides(address, 'prd', []).overrides.disableCss).toBeNull();
    expect(gateOverrides(address, 'prd', []).refused).toEqual(['iux_disable_css']);
    expect(gateOverrides(address, 'prd', ['iux_disable_css']).overrides.disableCss).toBe(true);
    expect(gateOverrides(address, 'e2e', []).overrides.disableCss).toBe(true);
  });

  test.each([
    ['prd', []],
    ['prd', ['iux_v2', 'iux_disable_css']],
    ['e2e', []],
  ] as const)('%s %j: both refuse the same overrides', (env, allowed) => {
    const search = '?iux_v4=true&iux_v2=mfa&iux_v3=true&iux_disable_css=1&iux_log_sample_percentage=5';
    const loader = gateOverrides(readGenerationOverrides(search), env, allowed).refused;
    const resolver = filterUrlOverrides(parseQuery(search).loader, { environment: env, allowed }).ignored.map(
      (ignored) => ignored.name,
    );
    expect([...loader].sort()).toEqual([...resolver].sort());
  });
});
