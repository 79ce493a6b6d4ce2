import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRAND,
  DEFAULT_IDENTITY_THEME,
  DEFAULT_PAGE_THEME,
  HANDOFF_BRANDS,
  IDENTITY_THEMES,
  OFFERING_IDS,
  OfferingConfigError,
  PAGE_THEMES,
  copyrightLine,
  defaultFooterLogos,
  footerLinks,
  knownLogoNames,
  partnerDisplayName,
  resolveBrandHandoff,
  resolveFooterLogos,
  themeClassName,
  toIdentityTheme,
  toLogoName,
  toPageTheme,
  type BrandSettings,
} from '../../offerings';

const OTHER_BRAND: BrandSettings = {
  ...DEFAULT_BRAND,
  productName: 'zenith',
  groupDisplayName: 'Zenith Group',
};

describe('themes', () => {
  it('has twelve identity themes and eleven page themes, without duplicates', () => {
    expect(IDENTITY_THEMES).toHaveLength(12);
    expect(new Set(IDENTITY_THEMES).size).toBe(12);
    expect(PAGE_THEMES).toHaveLength(11);
    expect(new Set(PAGE_THEMES).size).toBe(11);
  });

  it('lists the spec page themes exactly', () => {
    expect([...PAGE_THEMES].sort()).toEqual(
      [
        'base',
        'default',
        '{product}-ecosystem',
        '{product}-ecosystem-light',
        'quickbooks',
        'harmony',
        'ios',
        'mint',
        'local',
        'turbotax',
        'harmony-alternate',
      ].sort(),
    );
  });

  it('includes the identity themes the spec names and has its defaults', () => {
    expect(IDENTITY_THEMES).toEqual(expect.arrayContaining(['{product}', 'creditkarma', 'quickbooks']));
    expect(DEFAULT_IDENTITY_THEME).toBe('{product}');
    expect(DEFAULT_PAGE_THEME).toBe('default');
  });

  it.each([
    ['{product}', DEFAULT_BRAND, '{product}'],
    ['acme', DEFAULT_BRAND, '{product}'],
    ['acme-ecosystem', DEFAULT_BRAND, '{product}-ecosystem'],
    ['zenith-ecosystem', OTHER_BRAND, '{product}-ecosystem'],
    ['acme-ecosystem', OTHER_BRAND, null],
    ['creditkarma', DEFAULT_BRAND, 'creditkarma'],
    ['harmony', DEFAULT_BRAND, null],
    ['', DEFAULT_BRAND, null],
  ] as const)('identity theme %s (brand %#) -> %s', (value, brand, expected) => {
    expect(toIdentityTheme(value, brand)).toBe(expected);
  });

  it.each([
    ['harmony-alternate', 'harmony-alternate'],
    ['acme-ecosystem-light', '{product}-ecosystem-light'],
    ['creditkarma', null],
  ] as const)('page theme %s -> %s', (value, expected) => {
    expect(toPageTheme(value)).toBe(expected);
  });

  it('resolves the class name with the product name', () => {
    expect(themeClassName('{product}-ecosystem')).toBe('acme-ecosystem');
    expect(themeClassName('{product}-ecosystem', OTHER_BRAND)).toBe('zenith-ecosystem');
    expect(themeClassName('mint')).toBe('mint');
  });
});

describe('footer logos', () => {
  it('knows the seven family brands and the professional-tax one', () => {
    expect(DEFAULT_BRAND.familyBrands).toHaveLength(7);
    expect(knownLogoNames()).toEqual(
      expect.arrayContaining([
        '{product}',
        'mint',
        'quickbooks',
        'turbotax',
        'creditkarma',
        'proconnect',
        'mailchimp',
        'professional-tax',
      ]),
    );
    expect(toLogoName('acme')).toBe('{product}');
    expect(toLogoName('evilcorp')).toBeNull();
  });

  it('uses the family set by default and the professional-tax set for pcg', () => {
    expect(defaultFooterLogos(null).map((l) => l.name)).toEqual(DEFAULT_BRAND.familyBrands);
    expect(defaultFooterLogos('sbg').map((l) => l.name)).toEqual(DEFAULT_BRAND.familyBrands);
    expect(defaultFooterLogos('pcg').map((l) => l.name)).toEqual(DEFAULT_BRAND.professionalTaxLogos);
  });

  it('sorts by ordinal, hides hidden entries, resolves names and hrefs', () => {
    const logos = resolveFooterLogos([
      { name: 'turbotax', ordinal: 3 },
      { name: '{product}', ordinal: 1, class: 'main' },
      { name: 'mint', ordinal: 2, hide: true },
      { name: 'quickbooks', ordinal: 0, href: 'https://qb.example/' },
    ]);
    expect(logos).toEqual([
      { name: 'quickbooks', ordinal: 0, href: 'https://qb.example/', class: '' },
      { name: 'acme', ordinal: 1, href: 'https://www.acme.example/acme', class: 'main' },
      { name: 'turbotax', ordinal: 3, href: 'https://www.acme.example/turbotax', class: '' },
    ]);
  });

  it.each([
    [
      [
        { name: 'mint', ordinal: 1 },
        { name: 'turbotax', ordinal: 1 },
      ],
      1,
    ],
    // A hidden entry still holds its ordinal.
    [
      [
        { name: 'mint', ordinal: 2, hide: true },
        { name: 'turbotax', ordinal: 2 },
      ],
      2,
    ],
  ])('duplicate ordinals raise the developer error (%#)', (logos, ordinal) => {
    let caught: unknown;
    try {
      resolveFooterLogos(logos, { offeringId: 'acme.x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OfferingConfigError);
    expect((caught as OfferingConfigError).code).toBe('duplicateFooterOrdinal');
    expect((caught as OfferingConfigError).message).toBe(
      `Duplicate footer ordinal ${ordinal}. (offering acme.x)`,
    );
  });

  it('has the legal, privacy and security footer links, with the US privacy default', () => {
    expect(footerLinks()).toEqual([
      { id: 'legal', href: 'https://www.acme.example/legal' },
      { id: 'privacy', href: 'https://www.acme.example/privacy/us' },
      { id: 'security', href: 'https://www.acme.example/security' },
    ]);
    expect(footerLinks({ locale: 'fr-ca' })[1]).toEqual({
      id: 'privacy',
      href: 'https://www.acme.example/privacy',
    });
    expect(footerLinks({ privacyStatementLink: 'https://p.example/' })[1]?.href).toBe('https://p.example/');
  });

  it('writes the copyright line with the year and the group name', () => {
    expect(copyrightLine(2026)).toBe('\u00A9 2026 Acme');
    expect(copyrightLine(2030, OTHER_BRAND)).toBe('\u00A9 2030 Zenith Group');
  });
});

describe('brand hand-off', () => {
  it('has eight patterned brands', () => {
    expect(HANDOFF_BRANDS).toHaveLength(8);
    expect(new Set(HANDOFF_BRANDS.map((b) => b.displayName)).size).toBe(8);
  });

  it.each([
    [OFFERING_IDS.taxOnline, 'TurboTax', 'turbotax.svg'],
    [OFFERING_IDS.consumerTaxCanadaFr, 'TurboTax', 'turbotax.svg'],
    [OFFERING_IDS.accounting, 'QuickBooks', 'quickbooks.svg'],
    [OFFERING_IDS.payroll, 'Payroll', 'payroll.svg'],
    [OFFERING_IDS.selfEmployed, 'Self-Employed', 'self-employed.svg'],
    [OFFERING_IDS.professionalTax, 'ProConnect', 'proconnect.svg'],
    [OFFERING_IDS.creditAppIos, 'Credit Karma', 'creditkarma.svg'],
    [OFFERING_IDS.personalFinance, 'Mint', 'mint.svg'],
    ['partner.mailchimp.web', 'Mailchimp', 'mailchimp.svg'],
    [OFFERING_IDS.identityGlobal, 'Acme', 'acme.svg'],
    ['unknown', 'Acme', 'acme.svg'],
  ])('offering %s -> %s', (offeringId, displayName, image) => {
    const config = resolveBrandHandoff(offeringId, 'google');
    expect(config.offeringDisplayName).toBe(displayName);
    expect(config.offeringImage).toBe(`https://assets.acme.example/identity/brand/${image}`);
    expect(config.offeringId).toBe(offeringId);
  });

  it.each([
    ['google', 'Google', 'https://assets.acme.example/identity/brand/partners/google.svg'],
    ['yodlee', 'Yodlee', null],
    ['x', 'X', null],
  ])('partner %s -> %s', (uid, name, image) => {
    const config = resolveBrandHandoff('unknown', uid);
    expect(config.partnerUid).toBe(uid);
    expect(config.partnerDisplayName).toBe(name);
    expect(config.partnerImage).toBe(image);
    expect(partnerDisplayName(uid)).toBe(name);
  });

  it('uses the brand group name as the default display name', () => {
    expect(resolveBrandHandoff('unknown', 'google', { brand: OTHER_BRAND }).offeringDisplayName).toBe(
      'Zenith Group',
    );
  });
});
