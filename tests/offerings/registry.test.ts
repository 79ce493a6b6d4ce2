import { describe, expect, it } from 'vitest';
import {
  BUSINESS_UNITS,
  CEG,
  CTG,
  CTO,
  DEFAULT_REGISTRY,
  EMPTY_REGISTRY,
  NAMESPACES,
  OFFERING_IDS,
  OfferingConfigError,
  PCG,
  SBG,
  addEntries,
  businessUnitOf,
  createRegistry,
  parseOfferingEntry,
  registerBusinessUnit,
  resolveConfig,
} from '../../offerings';

describe('built-in registry', () => {
  it('registers every unit with at least one offering and its entries', () => {
    for (const unit of BUSINESS_UNITS) {
      expect(DEFAULT_REGISTRY.units[unit].length).toBeGreaterThan(0);
    }
    expect(DEFAULT_REGISTRY.entries.length).toBe(
      CEG.entries.length +
        CTG.entries.length +
        CTO.entries.length +
        PCG.entries.length +
        SBG.entries.length +
        1,
    );
  });

  it('holds only valid entries', () => {
    DEFAULT_REGISTRY.entries.forEach((entry, index) => {
      expect(() => parseOfferingEntry(entry, { index })).not.toThrow();
    });
  });

  it('resolves every registered offering on every namespace without error', () => {
    const ids = [...Object.values(OFFERING_IDS)];
    for (const offeringId of ids) {
      for (const namespace of NAMESPACES) {
        expect(resolveConfig({ offeringId, namespace, offeringEnv: 'prd' }).offeringId).toBe(offeringId);
      }
    }
  });

  it('registers each offering id in one unit at most', () => {
    const all = BUSINESS_UNITS.flatMap((u) => DEFAULT_REGISTRY.units[u]);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    [OFFERING_IDS.identityGlobal, null],
    [OFFERING_IDS.personalFinance, 'ceg'],
    [OFFERING_IDS.creditAppIos, 'ceg'],
    [OFFERING_IDS.consumerTaxCanadaFr, 'ctg'],
    [OFFERING_IDS.community, 'ctg'],
    [OFFERING_IDS.taxOnline, 'cto'],
    [OFFERING_IDS.selfEmployed, 'cto'],
    [OFFERING_IDS.professionalTax, 'pcg'],
    [OFFERING_IDS.accountant, 'pcg'],
    [OFFERING_IDS.payroll, 'sbg'],
    [OFFERING_IDS.timeTracking, 'sbg'],
    ['not.registered', null],
  ])('%s belongs to unit %s', (offeringId, unit) => {
    expect(businessUnitOf(DEFAULT_REGISTRY, offeringId)).toBe(unit);
    expect(resolveConfig({ offeringId }).businessUnit).toBe(unit);
  });
});

describe('each business unit', () => {
  const r = (offeringId: string, namespace = 'sign-in', extra: Record<string, unknown> = {}) =>
    resolveConfig({ offeringId, namespace, ...extra });

  it('names the two spec offering ids', () => {
    expect(OFFERING_IDS.identityGlobal).toBe('50000003');
    expect(OFFERING_IDS.personalFinance).toBe('50000026');
  });

  it('ceg: personal finance has mfa targetAAL 25, FIDO2 authentication and the mint theme', () => {
    expect(r(OFFERING_IDS.personalFinance, 'mfa').targetAAL).toBe(25);
    expect(r(OFFERING_IDS.personalFinance, 'sign-in').targetAAL).toBeNull();
    expect(r(OFFERING_IDS.personalFinance).enableFIDO2Authentication).toBe(true);
    expect(r(OFFERING_IDS.personalFinance).idsTheme).toBe('mint');
  });

  it('ceg: the credit app has special mobile challenge types and the creditkarma theme', () => {
    const config = r(OFFERING_IDS.creditAppAndroid);
    expect(config.idsTheme).toBe('creditkarma');
    expect(config.mobileChallengeTypes?.android).toEqual(['FIDO', 'SMS_OTP', 'EMAIL_OTP']);
  });

  it.each([OFFERING_IDS.consumerTaxCanadaEn, OFFERING_IDS.consumerTaxCanadaFr, OFFERING_IDS.taxOnlineCanada])(
    'ctg/cto: Canadian tax %s has country CA and supports en and fr',
    (offeringId) => {
      expect(r(offeringId).country).toBe('CA');
      expect(r(offeringId).supportedLocales).toEqual(['en', 'fr']);
      expect(r(offeringId, 'sign-in', { locale: 'fr' }).locale).toBe('fr-ca');
      expect(r(offeringId, 'sign-in', { locale: 'fr-CA' }).locale).toBe('fr-ca');
      // An unsupported locale falls back to the first supported one.
      expect(r(offeringId, 'sign-in', { locale: 'de-de' }).locale).toBe('en-ca');
    },
  );

  it.each([OFFERING_IDS.consumerTax, OFFERING_IDS.taxOnline, OFFERING_IDS.professionalTax])(
    'tax offering %s has mfa targetAAL 25 and the tax zone',
    (offeringId) => {
      expect(r(offeringId, 'mfa').targetAAL).toBe(25);
      expect(r(offeringId).targetZone).toBe('tax');
    },
  );

  it.each([OFFERING_IDS.consumerTaxDesktop, OFFERING_IDS.professionalTaxDesktop])(
    'desktop-tied %s warns about unsupported browsers',
    (offeringId) => {
      expect(r(offeringId).unsupportedBrowserWarning).toBe(true);
    },
  );

  it('other offerings do not warn about browsers', () => {
    expect(r(OFFERING_IDS.taxOnline).unsupportedBrowserWarning).toBe(false);
  });

  it('sbg: time tracking has targetAAL 20 (from the string "20"), no password cache, no shared-device tag', () => {
    const config = r(OFFERING_IDS.timeTracking);
    expect(config.targetAAL).toBe(20);
    expect(config.cachePassword).toBe(false);
    expect(config.tagSharedDevice).toBe(false);
  });

  it.each([OFFERING_IDS.timeTracking, OFFERING_IDS.community, OFFERING_IDS.professionalTaxDesktop])(
    '%s turns the invisible robot check off',
    (offeringId) => {
      expect(r(offeringId).useInvisibleReCaptcha).toBe(false);
    },
  );

  it.each([
    OFFERING_IDS.personalFinance,
    OFFERING_IDS.taxOnline,
    OFFERING_IDS.accounting,
    OFFERING_IDS.identityGlobal,
  ])('%s has FIDO2 authentication on', (offeringId) => {
    expect(r(offeringId).enableFIDO2Authentication).toBe(true);
  });

  it('sbg: the email-first offering uses /signup.html and /index.html and allows iux_flows in prd', () => {
    const config = r(OFFERING_IDS.payments, 'sign-up', {
      offeringEnv: 'prod',
      query: '?iux_flows=password-signup',
    });
    expect(config.identifierFirst).toBe(true);
    expect(config.signUpLink).toBe('/signup.html');
    expect(config.signInLink).toBe('/index.html');
    expect(config.signUp.flow).toBe('password-signup');
    expect(config.urlOverrides.applied).toEqual(['iux_flows']);
  });

  it('pcg: offerings show the professional-tax logo set', () => {
    expect(r(OFFERING_IDS.accountant).footer.map((l) => l.name)).toEqual([
      'acme',
      'professional-tax',
      'proconnect',
      'quickbooks',
    ]);
    expect(r(OFFERING_IDS.accounting).footer.map((l) => l.name)).toContain('turbotax');
  });

  it('unit entries apply to every offering of the unit, offering entries win', () => {
    expect(r(OFFERING_IDS.payroll).idsTheme).toBe('quickbooks');
    expect(r(OFFERING_IDS.payroll).sources.idsTheme).toBe('businessUnit');
    expect(r(OFFERING_IDS.accountant).idsTheme).toBe('quickbooks-accountant');
    expect(r(OFFERING_IDS.accountant).sources.idsTheme).toBe('offering');
  });
});

describe('registry building', () => {
  it('registerBusinessUnit appends ids and entries without mutating the input', () => {
    const once = registerBusinessUnit(EMPTY_REGISTRY, {
      unit: 'sbg',
      offeringIds: ['a'],
      entries: [{ offeringIds: ['a'] }],
    });
    const twice = registerBusinessUnit(once, { unit: 'sbg', offeringIds: ['b'], entries: [] });
    expect(EMPTY_REGISTRY.units.sbg).toEqual([]);
    expect(once.units.sbg).toEqual(['a']);
    expect(twice.units.sbg).toEqual(['a', 'b']);
    expect(twice.entries).toHaveLength(1);
  });

  it('addEntries lets an app configure its own offering', () => {
    const registry = addEntries(DEFAULT_REGISTRY, [
      { offeringIds: ['my.app'], options: { enableTabbedSignIn: true } },
    ]);
    expect(resolveConfig({ offeringId: 'my.app', registry }).enableTabbedSignIn).toBe(true);
  });

  it('an unregistered offering gets the library defaults', () => {
    const config = resolveConfig({ offeringId: 'my.other.app', registry: createRegistry([]) });
    expect(config.idsTheme).toBe('{product}');
  });

  it.each([{}, { offeringIds: [] }, { options: {} }])(
    'parseOfferingEntry refuses %j (no unit, no ids)',
    (entry) => {
      expect(() => parseOfferingEntry(entry, { index: 4 })).toThrow(
        expect.objectContaining({
          code: 'invalidEntry',
          message: expect.stringContaining('registry entry 4'),
        }),
      );
    },
  );

  it('parseOfferingEntry refuses an unknown namespace in configs', () => {
    let caught: unknown;
    try {
      parseOfferingEntry({ offeringIds: ['z'], configs: { checkout: {} } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OfferingConfigError);
    expect((caught as OfferingConfigError).field).toBe('configs.checkout');
    expect((caught as OfferingConfigError).code).toBe('unknownField');
    expect((caught as OfferingConfigError).offeringId).toBe('z');
  });

  it('parseOfferingEntry normalises themes, AAL and policies', () => {
    const entry = parseOfferingEntry({
      businessUnit: 'ctg',
      options: {
        idsTheme: 'acme-ecosystem',
        theme: 'acme-ecosystem-light',
        targetAAL: '25',
        policies: ['b', 'a', 'b'],
      },
    });
    expect(entry.options).toMatchObject({
      idsTheme: '{product}-ecosystem',
      theme: '{product}-ecosystem-light',
      targetAAL: 25,
      policies: ['A', 'B'],
    });
  });
});
