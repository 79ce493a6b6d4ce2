import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRAND,
  FLAG_FIELDS,
  LIBRARY_DEFAULTS,
  LINK_FIELDS,
  OfferingConfigError,
  createRegistry,
  normalizeOptions,
  parseQuery,
  resolveConfig,
  type OfferingEntry,
  type OfferingRegistry,
} from '../../offerings';

const ID = 'test.sbg.merge';

type Layer = 'unit' | 'offering' | 'unitNamespace' | 'offeringNamespace' | 'server' | 'url';

/** A registry where every requested layer sets offeringDisplayName and theme to its own name. */
function registryWith(layers: readonly Layer[]): OfferingRegistry {
  const has = (l: Layer) => layers.includes(l);
  const unit: OfferingEntry = {
    businessUnit: 'sbg',
    ...(has('unit') ? { options: { offeringDisplayName: 'unit', theme: 'harmony' } } : {}),
    ...(has('unitNamespace')
      ? { configs: { 'sign-up': { offeringDisplayName: 'unitNamespace', theme: 'ios' } } }
      : {}),
  };
  const offering: OfferingEntry = {
    offeringIds: [ID],
    ...(has('offering') ? { options: { offeringDisplayName: 'offering', theme: 'mint' } } : {}),
    ...(has('offeringNamespace')
      ? { configs: { 'sign-up': { offeringDisplayName: 'offeringNamespace', theme: 'local' } } }
      : {}),
  };
  return createRegistry([{ unit: 'sbg', offeringIds: [ID], entries: [unit] }], [offering]);
}

const MERGE_TABLE: readonly { layers: Layer[]; name: string; theme: string; source: string }[] = [
  { layers: [], name: '', theme: 'default', source: 'defaults' },
  { layers: ['unit'], name: 'unit', theme: 'harmony', source: 'businessUnit' },
  { layers: ['unit', 'offering'], name: 'offering', theme: 'mint', source: 'offering' },
  { layers: ['unit', 'offering', 'unitNamespace'], name: 'unitNamespace', theme: 'ios', source: 'namespace' },
  {
    layers: ['unit', 'offering', 'unitNamespace', 'offeringNamespace'],
    name: 'offeringNamespace',
    theme: 'local',
    source: 'namespace',
  },
  {
    layers: ['unit', 'offering', 'unitNamespace', 'offeringNamespace', 'server'],
    name: 'server',
    theme: 'turbotax',
    source: 'server',
  },
  {
    layers: ['unit', 'offering', 'unitNamespace', 'offeringNamespace', 'server', 'url'],
    name: 'server',
    theme: 'harmony-alternate',
    source: 'url',
  },
  // A later layer wins even when an earlier one in between is missing.
  { layers: ['offering', 'server'], name: 'server', theme: 'turbotax', source: 'server' },
  { layers: ['unit', 'offeringNamespace'], name: 'offeringNamespace', theme: 'local', source: 'namespace' },
];

describe('resolveConfig merge order', () => {
  it.each(MERGE_TABLE)('layers $layers -> $name / $theme', ({ layers, name, theme, source }) => {
    const config = resolveConfig({
      offeringId: ID,
      offeringEnv: 'qa',
      namespace: 'sign-up',
      registry: registryWith(layers),
      ...(layers.includes('server')
        ? { serverConfig: { 'sign-up': { offeringDisplayName: 'server', theme: 'turbotax' } } }
        : {}),
      ...(layers.includes('url') ? { query: '?iux_theme=harmony-alternate' } : {}),
    });
    expect(config.offeringDisplayName).toBe(name);
    expect(config.theme).toBe(theme);
    expect(config.sources.theme).toBe(source);
  });

  it('applies a namespace config only to its own namespace', () => {
    const registry = registryWith(['offering', 'offeringNamespace']);
    expect(resolveConfig({ offeringId: ID, namespace: 'sign-in', registry }).offeringDisplayName).toBe(
      'offering',
    );
    expect(resolveConfig({ offeringId: ID, namespace: 'sign-up', registry }).offeringDisplayName).toBe(
      'offeringNamespace',
    );
  });

  it('reads the server section from the top level or from `widgets`', () => {
    const registry = registryWith([]);
    const top = resolveConfig({
      offeringId: ID,
      registry,
      serverConfig: { 'sign-in': { enableRememberMe: true } },
    });
    const nested = resolveConfig({
      offeringId: ID,
      registry,
      serverConfig: { widgets: { 'sign-in': { enableRememberMe: true } } },
    });
    expect(top.enableRememberMe).toBe(true);
    expect(nested.enableRememberMe).toBe(true);
  });

  it('ignores unknown fields in the server response but refuses them in registry entries', () => {
    const server = resolveConfig({
      offeringId: ID,
      serverConfig: { 'sign-in': { futureFlag: true, enableTabbedSignIn: true } },
    });
    expect(server.enableTabbedSignIn).toBe(true);
    const registry = createRegistry(
      [],
      [{ offeringIds: [ID], options: { enableTabbedSignln: true } as never }],
    );
    expect(() => resolveConfig({ offeringId: ID, registry })).toThrow(
      expect.objectContaining({ code: 'unknownField', field: 'options.enableTabbedSignln', offeringId: ID }),
    );
  });

  it('merges partnerAuth one level: a later layer changes the delay and keeps the partners', () => {
    const registry = createRegistry(
      [],
      [
        {
          offeringIds: [ID],
          options: { partnerAuth: { partners: ['google'], delayPartnerAuthMilliseconds: 0 } },
        },
      ],
    );
    const config = resolveConfig({
      offeringId: ID,
      registry,
      serverConfig: { 'sign-in': { partnerAuth: { delayPartnerAuthMilliseconds: 250 } } },
    });
    expect(config.partnerAuth).toEqual({ partners: ['google'], delayPartnerAuthMilliseconds: 250 });
  });

  it('reads the server generation lists', () => {
    const config = resolveConfig({
      offeringId: ID,
      serverConfig: {
        v4WidgetConfigNamespaces: ['sign-in'],
        v2RevertedWidgetConfigNamespaces: ['idproofing'],
      },
    });
    expect(config.serverLists).toEqual({
      v4WidgetConfigNamespaces: ['sign-in'],
      v2RevertedWidgetConfigNamespaces: ['idproofing'],
    });
  });
});

const TRUE_BY_DEFAULT = new Set([
  'cachePassword',
  'tagSharedDevice',
  'useInvisibleReCaptcha',
  'showRememberMe',
  'slidingHeaderLogo',
]);

describe('library defaults', () => {
  const config = resolveConfig({ offeringId: 'unregistered.offering' });

  it.each(FLAG_FIELDS.map((flag) => [flag, TRUE_BY_DEFAULT.has(flag)] as const))(
    'flag %s defaults to %s',
    (flag, value) => {
      expect(config[flag]).toBe(value);
      expect(config.sources[flag]).toBe('defaults');
    },
  );

  it.each(LINK_FIELDS.map((l) => [l]))('link %s defaults to null', (link) => {
    expect(config[link]).toBeNull();
  });

  it.each([
    ['namespaceId', 'global'],
    ['country', 'US'],
    ['idsTheme', '{product}'],
    ['theme', 'default'],
    ['targetAAL', null],
    ['targetZone', 'ssz'],
    ['cookieNamespace', ''],
    ['credentialWriteAAL', 25],
    ['isPhoneRequired', null],
    ['fido2RegistrationMaxRequests', 3],
    ['userIdToPrefill', null],
    ['footerLogos', null],
    ['headerLogo', null],
    ['logoPosition', 'left'],
    ['additionalParentClass', ''],
    ['redirectUrl', null],
    ['signUpConsent', null],
    ['signUpFlow', 'ecosystem'],
    ['userEnumeration', 'strict'],
    ['passwordPolicy', 'legacy'],
    ['postConfirmationRedirect', null],
    ['mobileChallengeTypes', null],
    ['offeringDisplayName', ''],
  ] as const)('%s defaults to %j', (field, value) => {
    expect(config[field]).toEqual(value);
  });

  it('has the partner-auth, list and environment defaults', () => {
    expect(config.partnerAuth).toEqual({ partners: [], delayPartnerAuthMilliseconds: 0 });
    expect(config.contentOverride).toEqual([]);
    expect(config.allowedUrlOverrides).toEqual([]);
    expect(config.policies).toEqual([]);
    expect(config.supportedLocales).toEqual([]);
    expect(config.preferredCountries).toEqual([]);
    expect(config.smsCountries).toEqual([]);
    expect(config.accountManagerWidgets).toHaveLength(11);
    expect(config.identityProofingFields).toHaveLength(8);
    expect(config.offeringEnv).toBe('prd');
    expect(config.namespace).toBe('sign-in');
    expect(config.locale).toBe('en-us');
    expect(config.businessUnit).toBeNull();
    expect(config.partnerLogin).toBe(false);
    expect(config.logSamplePercent).toBe(50);
  });

  it('covers every option field with a default', () => {
    expect(Object.keys(config.sources).sort()).toEqual(Object.keys(LIBRARY_DEFAULTS).sort());
  });
});

describe('resolveConfig inputs', () => {
  it.each([undefined, null, '', '   ', 42, {}, []])(
    'offering id %j throws "Valid offering id is required."',
    (offeringId) => {
      let caught: unknown;
      try {
        resolveConfig({ offeringId });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(OfferingConfigError);
      expect((caught as OfferingConfigError).message).toBe('Valid offering id is required.');
      expect((caught as OfferingConfigError).code).toBe('missingOfferingId');
    },
  );

  it.each([
    ['prod', 'prd'],
    ['stg', 'prd'],
    ['QA', 'e2e'],
    ['prod-golden', 'e2e'],
    ['perf', 'prf'],
    ['localhost', 'localhost'],
  ])('maps environment %s to %s', (env, expected) => {
    expect(resolveConfig({ offeringId: 'x', offeringEnv: env }).offeringEnv).toBe(expected);
  });

  it.each([
    [{ offeringEnv: 'staging-ish' }, 'offeringEnv'],
    [{ offeringEnv: 7 }, 'offeringEnv'],
    [{ namespace: 'checkout' }, 'namespace'],
  ])('refuses %j naming the field and the offering', (extra, field) => {
    expect(() => resolveConfig({ offeringId: 'acme.x', ...extra })).toThrow(
      expect.objectContaining({
        name: 'OfferingConfigError',
        code: 'invalidField',
        field,
        offeringId: 'acme.x',
      }),
    );
  });

  it.each([
    [{ query: 42 }, 'query'],
    [{ query: {} }, 'query'],
    [{ query: { loader: {}, policies: [] } }, 'query'],
    [{ query: { ...parseQuery(''), partnerUid: 7 } }, 'query'],
    [{ today: 20170101 }, 'today'],
    [{ today: 'soon' }, 'today'],
    [{ registry: { units: {}, entries: [] } }, 'registry'],
    [{ registry: 5 }, 'registry'],
    [{ brand: { ...DEFAULT_BRAND, familyBrands: 'mint' } }, 'brand'],
    [{ brand: null }, null],
  ])('refuses the host-page input %j naming %s', (extra, field) => {
    const run = () => resolveConfig({ offeringId: 'acme.in', ...(extra as object) });
    if (field === null) {
      expect(run().offeringId).toBe('acme.in');
      return;
    }
    expect(run).toThrow(
      expect.objectContaining({
        name: 'OfferingConfigError',
        code: 'invalidField',
        field,
        offeringId: 'acme.in',
      }),
    );
  });

  it('accepts an already parsed query', () => {
    const query = parseQuery('?partner_uid=google&iux_policies=b,a');
    const config = resolveConfig({ offeringId: 'x', query });
    expect(config.partnerLogin).toBe(true);
    expect(config.policies).toEqual(['A', 'B']);
  });

  it.each([
    [{ locale: 'fr_CA' }, 'fr-ca'],
    [{ query: '?locale=pt-BR' }, 'pt-br'],
    [{ locale: 'en-gb', query: '?locale=pt-BR' }, 'en-gb'],
    [{ locale: '<script>' }, 'en-us'],
  ])('locale from %j is %s', (extra, expected) => {
    expect(resolveConfig({ offeringId: 'x', ...extra }).locale).toBe(expected);
  });

  it('merges address policies with configured ones, upper-cased and sorted', () => {
    const registry = createRegistry([], [{ offeringIds: ['x'], options: { policies: ['zeta', 'ALPHA'] } }]);
    const config = resolveConfig({ offeringId: 'x', registry, query: '?iux_policies=beta,alpha' });
    expect(config.policies).toEqual(['ALPHA', 'BETA', 'ZETA']);
  });
});

describe('clear errors for bad configuration', () => {
  const TABLE: readonly { options: Record<string, unknown>; field: string; text: RegExp }[] = [
    {
      options: { enableRememberMe: 'yes' },
      field: 'options.enableRememberMe',
      text: /must be true or false/,
    },
    { options: { targetAAL: 21 }, field: 'options.targetAAL', text: /must be one of 15, 20, 25, 30/ },
    { options: { targetAAL: '2 0' }, field: 'options.targetAAL', text: /must be one of/ },
    { options: { targetZone: 'moon' }, field: 'options.targetZone', text: /must be one of: tax, ssz/ },
    { options: { idsTheme: 'neon' }, field: 'options.idsTheme', text: /twelve identity themes/ },
    { options: { theme: 'neon' }, field: 'options.theme', text: /eleven page themes/ },
    { options: { country: 'USA' }, field: 'options.country', text: /two-letter country code/ },
    {
      options: { smsCountries: ['US', 'Canada'] },
      field: 'options.smsCountries[1]',
      text: /two-letter country code/,
    },
    {
      options: { privacyStatementLink: 'javascript:alert(1)' },
      field: 'options.privacyStatementLink',
      text: /https address/,
    },
    {
      options: { customerSupportLink: 'http://support.example' },
      field: 'options.customerSupportLink',
      text: /https address/,
    },
    { options: { signInLink: '//evil.example/x' }, field: 'options.signInLink', text: /https address/ },
    { options: { redirectUrl: '/relative' }, field: 'options.redirectUrl', text: /absolute https/ },
    {
      options: { partnerAuth: { partners: ['facebook'] } },
      field: 'options.partnerAuth.partners[0]',
      text: /one of: google/,
    },
    {
      options: { partnerAuth: { delayPartnerAuthMilliseconds: -1 } },
      field: 'options.partnerAuth.delayPartnerAuthMilliseconds',
      text: /at least 0/,
    },
    {
      options: { fido2RegistrationMaxRequests: 1.5 },
      field: 'options.fido2RegistrationMaxRequests',
      text: /whole number/,
    },
    {
      options: { footerLogos: [{ name: 'unknownbrand', ordinal: 1 }] },
      field: 'options.footerLogos[0].name',
      text: /known brand logo/,
    },
    {
      options: { footerLogos: [{ name: 'mint' }] },
      field: 'options.footerLogos[0].ordinal',
      text: /must be a (whole )?number/,
    },
    {
      options: { additionalParentClass: 'x" onclick="y' },
      field: 'options.additionalParentClass',
      text: /class names/,
    },
    {
      options: { signUpFlow: 'express' },
      field: 'options.signUpFlow',
      text: /one of: ecosystem, password-signup/,
    },
    { options: { userEnumeration: 'loose' }, field: 'options.userEnumeration', text: /one of: off, strict/ },
    { options: { passwordPolicy: 'weak' }, field: 'options.passwordPolicy', text: /one of: legacy, nist/ },
    {
      options: { signUpConsent: { consentType: 'X', endDate: 'soon' } },
      field: 'options.signUpConsent.endDate',
      text: /ISO date/,
    },
    { options: { contentOverride: 'text' }, field: 'options.contentOverride', text: /unsupported form/ },
    {
      options: { accountManagerWidgets: ['wallet'] },
      field: 'options.accountManagerWidgets[0]',
      text: /one of: fullname/,
    },
  ];

  it.each(TABLE)('$field', ({ options, field, text }) => {
    const registry = createRegistry([], [{ offeringIds: ['acme.bad'], options } as OfferingEntry]);
    let caught: unknown;
    try {
      resolveConfig({ offeringId: 'acme.bad', registry });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OfferingConfigError);
    const error = caught as OfferingConfigError;
    expect(error.field).toBe(field);
    expect(error.offeringId).toBe('acme.bad');
    expect(error.source).toBe('registry');
    expect(error.message).toMatch(text);
    expect(error.message).toContain('acme.bad');
    expect(error.message).toContain(field);
    // Never a zod dump.
    expect(error.message).not.toMatch(/invalid_type|"code"|Invalid input|\[\s*\{/);
  });

  it('names the offering for an error in a business-unit entry', () => {
    const registry = createRegistry([
      {
        unit: 'ctg',
        offeringIds: ['acme.ctg.x'],
        entries: [{ businessUnit: 'ctg', options: { cachePassword: 1 } as never }],
      },
    ]);
    expect(() => resolveConfig({ offeringId: 'acme.ctg.x', registry })).toThrow(
      expect.objectContaining({ offeringId: 'acme.ctg.x', field: 'options.cachePassword' }),
    );
  });

  it('refuses a server response that is not an object, naming the source', () => {
    expect(() => resolveConfig({ offeringId: 'x', serverConfig: 'oops' })).toThrow(
      expect.objectContaining({ source: 'server', code: 'invalidField' }),
    );
    expect(() =>
      resolveConfig({ offeringId: 'x', serverConfig: { v4WidgetConfigNamespaces: 'mfa' } }),
    ).toThrow(expect.objectContaining({ source: 'server', field: 'v4WidgetConfigNamespaces' }));
  });

  it('raises the duplicate footer ordinal developer error', () => {
    const registry = createRegistry(
      [],
      [
        {
          offeringIds: ['x'],
          options: {
            footerLogos: [
              { name: 'mint', ordinal: 1 },
              { name: 'turbotax', ordinal: 1 },
            ],
          },
        },
      ],
    );
    expect(() => resolveConfig({ offeringId: 'x', registry })).toThrow(
      expect.objectContaining({ code: 'duplicateFooterOrdinal', field: 'footerLogos', offeringId: 'x' }),
    );
  });
});

describe('schema coverage', () => {
  it('accepts every library default back through the strict schema unchanged', () => {
    const layer = normalizeOptions({ ...LIBRARY_DEFAULTS }, { offeringId: 'x', source: 'input', prefix: '' });
    expect(layer).toEqual({ ...LIBRARY_DEFAULTS });
  });

  it('accepts resolved theme names and string AALs, returning the canonical forms', () => {
    expect(
      normalizeOptions(
        { idsTheme: 'acme', theme: 'acme-ecosystem', targetAAL: '20', credentialWriteAAL: 30 },
        {
          offeringId: 'x',
          source: 'input',
          prefix: '',
        },
      ),
    ).toEqual({ idsTheme: '{product}', theme: '{product}-ecosystem', targetAAL: 20, credentialWriteAAL: 30 });
  });
});

describe('entry parsing across calls', () => {
  it('names the offering being resolved for an entry shared by two offerings', () => {
    const registry = createRegistry(
      [],
      [{ offeringIds: ['one', 'two'], options: { cachePassword: 'no' } as never }],
    );
    for (const offeringId of ['one', 'two', 'one']) {
      expect(() => resolveConfig({ offeringId, registry })).toThrow(expect.objectContaining({ offeringId }));
    }
  });

  it('parses an entry per brand (a resolved theme name depends on the product name)', () => {
    const registry = createRegistry([], [{ offeringIds: ['z'], options: { idsTheme: 'zenith-ecosystem' } }]);
    const zenith = { ...DEFAULT_BRAND, productName: 'zenith' };
    expect(resolveConfig({ offeringId: 'z', registry, brand: zenith }).idsTheme).toBe('{product}-ecosystem');
    expect(() => resolveConfig({ offeringId: 'z', registry })).toThrow(
      expect.objectContaining({ field: 'options.idsTheme' }),
    );
    expect(resolveConfig({ offeringId: 'z', registry, brand: zenith }).idsTheme).toBe('{product}-ecosystem');
  });
});

describe('phone configuration', () => {
  it('upper-cases preferred and SMS countries', () => {
    const layer = normalizeOptions(
      { preferredCountries: ['ca', 'US'], smsCountries: ['gb'] },
      { offeringId: 'x', source: 'input', prefix: '' },
    );
    expect(layer).toEqual({ preferredCountries: ['CA', 'US'], smsCountries: ['GB'] });
  });
});
