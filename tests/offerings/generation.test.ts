import { describe, expect, it } from 'vitest';
import {
  NON_PRODUCTION_V4_WIDGETS,
  OfferingConfigError,
  PRODUCTION_V4_WIDGETS,
  assertV4Setup,
  chooseWidgetGeneration,
  defaultV4Set,
  parseQuery,
  resolveConfig,
  type GenerationInput,
} from '../../offerings';

const none = { v2: null, v3: null, v4: null };

describe('widget generation choice', () => {
  it('uses the spec default sets', () => {
    expect([...defaultV4Set('prd')].sort()).toEqual(['idproofing', 'mfa-government-id', 'select-account']);
    expect([...defaultV4Set('e2e')].sort()).toEqual(
      [
        'select-account',
        'mfa-otp',
        'mfa-government-id',
        'idproofing',
        'mfa-challenge-picker',
        'mfa-sms-oow',
        'legal-password-reset',
        'high-risk-block',
        'mfa',
      ].sort(),
    );
  });

  const MATRIX: readonly (Partial<GenerationInput> & { widget: string; expected: 'v2' | 'v3' | 'v4' })[] = [
    // Defaults by environment.
    ...PRODUCTION_V4_WIDGETS.map((widget) => ({
      widget,
      environment: 'prd' as const,
      expected: 'v4' as const,
    })),
    ...NON_PRODUCTION_V4_WIDGETS.map((widget) => ({
      widget,
      environment: 'e2e' as const,
      expected: 'v4' as const,
    })),
    { widget: 'mfa-otp', environment: 'prd', expected: 'v2' },
    { widget: 'mfa', environment: 'prd', expected: 'v2' },
    { widget: 'mfa', environment: 'prf', expected: 'v4' },
    { widget: 'mfa', environment: 'localhost', expected: 'v4' },
    { widget: 'sign-in', environment: 'e2e', expected: 'v2' },
    // Server lists add and revert.
    { widget: 'sign-in', environment: 'prd', v4WidgetConfigNamespaces: ['sign-in'], expected: 'v4' },
    {
      widget: 'idproofing',
      environment: 'prd',
      v2RevertedWidgetConfigNamespaces: ['idproofing'],
      expected: 'v2',
    },
    { widget: 'mfa', environment: 'e2e', v2RevertedWidgetConfigNamespaces: ['mfa'], expected: 'v2' },
    // Address overrides.
    { widget: 'sign-in', environment: 'prd', overrides: { ...none, v4: true }, expected: 'v4' },
    { widget: 'sign-in', environment: 'prd', overrides: { ...none, v4: ['sign-in'] }, expected: 'v4' },
    { widget: 'sign-up', environment: 'prd', overrides: { ...none, v4: ['sign-in'] }, expected: 'v2' },
    { widget: 'idproofing', environment: 'prd', overrides: { ...none, v2: true }, expected: 'v2' },
    { widget: 'idproofing', environment: 'prd', overrides: { ...none, v2: ['idproofing'] }, expected: 'v2' },
    {
      widget: 'select-account',
      environment: 'prd',
      overrides: { ...none, v2: ['idproofing'] },
      expected: 'v4',
    },
    { widget: 'sign-in', environment: 'prd', overrides: { ...none, v2: true, v4: true }, expected: 'v2' },
    // v3 with appFabric; iux_v3 overrides it.
    { widget: 'account-manager', environment: 'prd', appFabric: true, expected: 'v3' },
    { widget: 'select-account', environment: 'prd', appFabric: true, expected: 'v3' },
    {
      widget: 'account-manager',
      environment: 'prd',
      appFabric: true,
      overrides: { ...none, v3: false },
      expected: 'v2',
    },
    {
      widget: 'select-account',
      environment: 'prd',
      appFabric: true,
      overrides: { ...none, v3: false },
      expected: 'v4',
    },
    {
      widget: 'account-manager',
      environment: 'prd',
      appFabric: false,
      overrides: { ...none, v3: true },
      expected: 'v3',
    },
    {
      widget: 'account-manager',
      environment: 'prd',
      overrides: { ...none, v3: true, v4: true },
      expected: 'v3',
    },
  ];

  it.each(MATRIX)('$widget in $environment -> $expected (%#)', ({ expected, ...input }) => {
    expect(chooseWidgetGeneration({ environment: 'prd', ...input })).toBe(expected);
  });

  it('works with parsed address overrides', () => {
    const { loader } = parseQuery('?iux_v4=sign-in,sign-up');
    expect(chooseWidgetGeneration({ widget: 'sign-up', environment: 'e2e', overrides: loader })).toBe('v4');
  });
});

describe('top-level v4 setup', () => {
  const good = { offeringId: 'x', offeringEnv: 'prd', offeringZone: 'ssz' };

  it.each(['sign-in', 'account-recovery', 'sign-up', 'simple-sign-in'])(
    '%s passes with a full setup',
    (widget) => {
      expect(() => assertV4Setup(widget, good)).not.toThrow();
      expect(() => assertV4Setup(widget, { ...good, offeringZone: 'tax' })).not.toThrow();
    },
  );

  it.each([
    [{ ...good, offeringId: '' }, 'offeringId'],
    [{ ...good, offeringId: undefined }, 'offeringId'],
    [{ ...good, offeringEnv: ' ' }, 'offeringEnv'],
    [{ ...good, offeringZone: 'public' }, 'offeringZone'],
    [{ ...good, offeringZone: undefined }, 'offeringZone'],
  ])('fails when %j lacks %s', (setup, field) => {
    let caught: unknown;
    try {
      assertV4Setup('sign-in', setup);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OfferingConfigError);
    expect((caught as OfferingConfigError).code).toBe('v4MissingSetup');
    expect((caught as OfferingConfigError).field).toBe(field);
    expect((caught as OfferingConfigError).message).toBe(
      'V4 widget needs a valid offeringId, offeringEnv and offeringZone (ssz or tax).',
    );
  });

  it('does not check other widgets', () => {
    expect(() => assertV4Setup('idproofing', {})).not.toThrow();
  });
});

describe('generation from a resolved configuration', () => {
  const generationOf = (offeringEnv: string, query: string, serverConfig?: unknown) => {
    const config = resolveConfig({ offeringId: 'gen.x', offeringEnv, query, serverConfig });
    return chooseWidgetGeneration({
      widget: 'sign-in',
      environment: config.offeringEnv,
      ...config.serverLists,
      overrides: config.urlOverrides.overrides,
    });
  };

  it('iux_v4 switches sign-in to v4 outside prd, and is ignored in prd', () => {
    expect(generationOf('qa', '?iux_v4=true')).toBe('v4');
    expect(generationOf('prod', '?iux_v4=true')).toBe('v2');
  });

  it('the server lists apply in prd', () => {
    expect(generationOf('prod', '', { v4WidgetConfigNamespaces: ['sign-in'] })).toBe('v4');
    expect(
      generationOf('prod', '?iux_v2=true', {
        v4WidgetConfigNamespaces: ['sign-in'],
        'sign-in': { allowedUrlOverrides: ['iux_v2'] },
      }),
    ).toBe('v2');
  });
});
