import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRAND,
  OFFERING_IDS,
  buildIndexLink,
  buildPartnerLink,
  buildQueryLink,
  buildSignUpLink,
  buildStepUpLink,
  buildSupportLink,
  buildTaxAccountManagerLink,
  createRegistry,
  taxAccountManagerRedirect,
  isBrandUrl,
  isSafeHref,
  postConfirmationRedirectUrl,
  resolveConfig,
  resolvePageLink,
  toLanguageCountry,
} from '../../offerings';

const HOST = 'https://accounts.acme.example/some/script.js';

describe('link builders', () => {
  it('builds the sign-up and index links from the script host', () => {
    expect(buildSignUpLink(HOST)).toBe('https://accounts.acme.example/signup.html');
    expect(buildIndexLink(HOST)).toBe('https://accounts.acme.example/index.html');
  });

  it.each([
    ['password-signup', 'https://accounts.acme.example/signup.html?iux_flows=password-signup'],
    ['pin', 'https://accounts.acme.example/signup.html?iux_flows=pin'],
    ['ecosystem', 'https://accounts.acme.example/signup.html'],
  ] as const)('the sign-up link for the %s flow is %s', (flow, expected) => {
    expect(buildSignUpLink(HOST, flow)).toBe(expected);
  });

  it('the password-signup link selects that flow where the offering allows iux_flows (round trip)', () => {
    const link = buildSignUpLink(HOST, 'password-signup') ?? '';
    const config = resolveConfig({
      offeringId: OFFERING_IDS.payments,
      offeringEnv: 'prd',
      namespace: 'sign-up',
      query: link,
    });
    expect(config.signUp.flow).toBe('password-signup');
    expect(config.signUp.showPasswordField).toBe(true);
  });

  it.each([
    'http://accounts.acme.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/',
    'not a url',
    'https://user:pw@acme.example/',
  ])('refuses a non-https base %s', (base) => {
    expect(buildSignUpLink(base)).toBeNull();
    expect(buildIndexLink(base)).toBeNull();
    expect(buildQueryLink(base, { theme: 'mint' })).toBeNull();
    expect(buildStepUpLink(base)).toBeNull();
    expect(buildPartnerLink(base)).toBeNull();
  });

  it('builds the query link with theme, offering_id and redirect_url, encoded', () => {
    const link = buildQueryLink('https://accounts.acme.example/index.html', {
      theme: 'acme-ecosystem',
      offeringId: 'a&b=c',
      redirectUrl: 'https://app.example/back?x=1&y=2',
    });
    const url = new URL(link ?? '');
    expect(url.searchParams.get('theme')).toBe('acme-ecosystem');
    expect(url.searchParams.get('offering_id')).toBe('a&b=c');
    expect(url.searchParams.get('redirect_url')).toBe('https://app.example/back?x=1&y=2');
    expect([...url.searchParams.keys()]).toEqual(['theme', 'offering_id', 'redirect_url']);
  });

  it.each(['javascript:alert(1)', 'http://app.example/', '/relative'])(
    'leaves out a non-https redirect_url %s',
    (redirectUrl) => {
      const link = buildQueryLink('https://accounts.acme.example/index.html', {
        redirectUrl,
        offeringId: 'x',
      });
      expect(new URL(link ?? '').searchParams.has('redirect_url')).toBe(false);
    },
  );

  it('adds iux_sso_mfa=true for step-up and keeps existing parameters', () => {
    expect(buildStepUpLink('https://a.example/index.html?offering_id=1')).toBe(
      'https://a.example/index.html?offering_id=1&iux_sso_mfa=true',
    );
  });

  it('adds iux_target_aal=25 for partner sign-in', () => {
    expect(buildPartnerLink('https://a.example/index.html')).toBe(
      'https://a.example/index.html?iux_target_aal=25',
    );
  });

  it.each([
    ['e2e', 'https://ptc.accounts.acmetax.example/app/account-manager/security'],
    ['prf', 'https://dtc.accounts.acmetax.example/app/account-manager/security'],
    ['prd', 'https://accounts.acmetax.example/app/account-manager/security'],
    ['localhost', 'https://ptc.accounts.acmetax.example/app/account-manager/security'],
  ] as const)('tax-domain account manager in %s -> %s', (env, expected) => {
    expect(buildTaxAccountManagerLink(env)).toBe(expected);
  });

  it.each([
    ['qa', 'https://ptc.accounts.acmetax.example/app/account-manager/security'],
    ['perf', 'https://dtc.accounts.acmetax.example/app/account-manager/security'],
    ['prod', 'https://accounts.acmetax.example/app/account-manager/security'],
  ])('the redirectToTaxAccountManager setting sends the page there (%s)', (offeringEnv, expected) => {
    const registry = createRegistry(
      [],
      [{ offeringIds: ['tax.x'], options: { redirectToTaxAccountManager: true } }],
    );
    expect(taxAccountManagerRedirect(resolveConfig({ offeringId: 'tax.x', offeringEnv, registry }))).toBe(
      expected,
    );
    expect(taxAccountManagerRedirect(resolveConfig({ offeringId: 'tax.x', offeringEnv }))).toBeNull();
  });

  it('has the password page variant', () => {
    expect(buildTaxAccountManagerLink('prd', 'password')).toBe(
      'https://accounts.acmetax.example/app/account-manager/security/password',
    );
  });

  it.each([
    ['fr-ca', 'fr_CA'],
    ['en-us', 'en_US'],
    ['EN_gb', 'en_GB'],
    ['en', 'en_US'],
    ['pt-BR', 'pt_BR'],
    ['<x>', 'en_US'],
  ])('support locale %s -> %s', (locale, expected) => {
    expect(toLanguageCountry(locale)).toBe(expected);
    expect(buildSupportLink(locale)).toBe(`${DEFAULT_BRAND.selfEmployedSupportUrl}?locale=${expected}`);
  });

  it('resolves configured page links against the script host and refuses unsafe ones', () => {
    expect(resolvePageLink('/signup.html', HOST)).toBe('https://accounts.acme.example/signup.html');
    expect(resolvePageLink('https://other.example/x', HOST)).toBe('https://other.example/x');
    expect(resolvePageLink('mailto:help@acme.example', HOST)).toBeNull();
    expect(resolvePageLink('/x', 'http://insecure.example')).toBeNull();
  });

  it.each([
    ['https://a.example/', true],
    ['/path', true],
    ['mailto:help@acme.example', true],
    ['tel:+1 800 555 0100', true],
    ['http://a.example/', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['', false],
  ])('isSafeHref(%s) = %s', (value, expected) => {
    expect(isSafeHref(value)).toBe(expected);
  });
});

describe('post-confirmation redirect', () => {
  const accounting = resolveConfig({ offeringId: OFFERING_IDS.accounting }).postConfirmationRedirect;
  const selfEmployed = resolveConfig({ offeringId: OFFERING_IDS.selfEmployed }).postConfirmationRedirect;

  it.each([
    ['pt-br', 'https://br.accounting.acme.example/'],
    ['fr-fr', 'https://fr.accounting.acme.example/'],
    ['fr-ca', 'https://ca.accounting.acme.example/fr/'],
    ['en-gb', 'https://uk.accounting.acme.example/'],
    ['en-au', 'https://au.accounting.acme.example/'],
    ['en-ca', 'https://ca.accounting.acme.example/'],
    ['EN_CA', 'https://ca.accounting.acme.example/'],
    ['en-us', 'https://accounting.acme.example/'],
    ['de-de', 'https://accounting.acme.example/'],
  ])('per-locale site for %s', (locale, expected) => {
    expect(postConfirmationRedirectUrl(accounting, locale)).toBe(expected);
  });

  it.each(['pt-br', 'en-us'])('fixed site for every locale (%s)', (locale) => {
    expect(postConfirmationRedirectUrl(selfEmployed, locale)).toBe(
      'https://selfemployed.acme.example/welcome',
    );
  });

  it('has none for other offerings', () => {
    expect(
      postConfirmationRedirectUrl(
        resolveConfig({ offeringId: OFFERING_IDS.payroll }).postConfirmationRedirect,
        'en-us',
      ),
    ).toBeNull();
  });
});

describe('brand host allow-list', () => {
  it.each([
    ['https://accounts.acme.example/x', true],
    ['https://acme.example/', true],
    ['https://ptc.accounts.acmetax.example/', true],
    ['https://www.acme.example.ca/', true],
    ['https://evilacme.example/', false],
    ['https://acme.example.evil.net/', false],
    ['http://accounts.acme.example/', false],
    ['javascript:alert(1)', false],
  ])('isBrandUrl(%s) = %s', (url, expected) => {
    expect(isBrandUrl(url)).toBe(expected);
  });

  it('restricts the redirect_url of a query link to brand hosts when asked', () => {
    const base = 'https://accounts.acme.example/index.html';
    const restrict = { restrictRedirectTo: DEFAULT_BRAND };
    const outside = buildQueryLink(base, { redirectUrl: 'https://evil.example/' }, restrict);
    const inside = buildQueryLink(base, { redirectUrl: 'https://app.acme.example/' }, restrict);
    expect(new URL(outside ?? '').searchParams.has('redirect_url')).toBe(false);
    expect(new URL(inside ?? '').searchParams.get('redirect_url')).toBe('https://app.acme.example/');
  });
});
