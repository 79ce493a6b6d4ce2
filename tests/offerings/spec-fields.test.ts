import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MANAGER_WIDGETS,
  FLAG_FIELDS,
  IDENTITY_PROOFING_FIELDS,
  LINK_FIELDS,
  NAMESPACES,
  createRegistry,
  resolveConfig,
  type OfferingEntry,
} from '../../offerings';

// The field names exactly as the spec writes them. A field dropped from the model fails here, not silently.

/** seed 000 §3.6 Configuration (named fields; the "footer and logo options" and "links" are below). */
const SEED_000_3_6 = [
  'offeringId',
  'offeringEnv',
  'namespaceId',
  'country',
  'offeringDisplayName',
  'idsTheme',
  'targetAAL',
  'targetZone',
  'cookieNamespace',
  'enableAccountChoices',
  'enableTabbedSignIn',
  'identifierFirst',
  'enableInternationalPhone',
  'forcePhoneVerification',
  'isPhoneRequired',
  'isFullnameRequired',
  'updateUnverifiedPhone',
  'enableRememberMe',
  'showRememberMe',
  'tagSharedDevice',
  'enableOAuthFlow',
  'enableStaySignedIn',
  'enableConsentFlow',
  'enablePostAuthBestAccountCheck',
  'enableSSOMFA',
  'enableFIDO2Authentication',
  'enableFIDO2Registration',
  'fido2RegistrationMaxRequests',
  'useInvisibleReCaptcha',
  'userIdToPrefill',
  'isUserIdReadonly',
  'cachePassword',
  'partnerAuth',
  'footerLogos',
  'headerLogo',
  'logoPosition',
] as const;

/** seed 001 §3 per-offering entry: the named links. */
const SEED_001_3_LINKS = [
  'termsOfServiceLink',
  'privacyStatementLink',
  'customerSupportLink',
  'signInHelpLink',
  'contactUsLink',
  'mfaCustomerSupportLink',
  'accountRecoveryLink',
  'idpNeedHelpLink',
  'dontKnowAnswerLink',
  'piiLearnMoreLink',
  'whyAreWeAskingLink',
  'oowLearnMoreLink',
  'ecosystemLearnMoreLink',
  'desktopUpdateLink',
] as const;

/** seed 001 §5 configuration flags relating to validation. */
const SEED_001_5_FLAGS = [
  'enableEmailValidation',
  'enableConfirmEmailField',
  'enableUserIdEmailMismatchCheck',
  'enableMinimalFields',
  'emailCollisionDetection',
  'enableAccountCollisionInterrupter',
  'isLowSecurity',
  'noConfirmPasswordField',
  'hidePasswordResetConfirmField',
  'enableBestAccountCheck',
  'enablePostAuthBestAccountCheck',
] as const;

/** seed 001 §9 offering flags. */
const SEED_001_9_FLAGS = [
  'cachePassword',
  'tagSharedDevice',
  'unsupportedBrowserWarning',
  'useInvisibleReCaptcha',
];

const ID = 'spec.fields';

function withOptions(options: Record<string, unknown>, namespace = 'sign-in') {
  const registry = createRegistry([], [{ offeringIds: [ID], options } as OfferingEntry]);
  return resolveConfig({ offeringId: ID, namespace, registry });
}

describe('the configuration model holds every field the spec names', () => {
  const config = resolveConfig({ offeringId: ID });

  it.each(SEED_000_3_6.map((f) => [f]))('seed 000 §3.6 %s', (field) => {
    expect(Object.hasOwn(config, field)).toBe(true);
  });

  it.each([...SEED_001_5_FLAGS, ...SEED_001_9_FLAGS].map((f) => [f]))(
    'flag %s is a boolean option that configuration can set',
    (flag) => {
      expect(FLAG_FIELDS).toContain(flag);
      const current = config[flag as (typeof FLAG_FIELDS)[number]];
      expect(typeof current).toBe('boolean');
      expect(withOptions({ [flag]: !current })[flag as (typeof FLAG_FIELDS)[number]]).toBe(!current);
    },
  );

  it.each(SEED_001_3_LINKS.map((l) => [l]))('link %s accepts an https address and a site path', (link) => {
    expect(LINK_FIELDS).toContain(link);
    expect(withOptions({ [link]: 'https://help.acme.example/x' })[link]).toBe('https://help.acme.example/x');
    expect(withOptions({ [link]: '/help' })[link]).toBe('/help');
  });

  // seed 001 §3 common options, each with a value the spec's tables use.
  it.each([
    ['redirectUrl', 'https://app.acme.example/home', 'https://app.acme.example/home'],
    ['country', 'CA', 'CA'],
    ['idsTheme', 'creditkarma', 'creditkarma'],
    ['idsTheme', 'quickbooks', 'quickbooks'],
    ['theme', 'acme-ecosystem', '{product}-ecosystem'],
    ['additionalParentClass', 'tax-season wide', 'tax-season wide'],
    ['headerLogo', 'turbotax', 'turbotax'],
    ['logoPosition', 'center', 'center'],
    ['footerLogos', [{ name: 'mint', ordinal: 2 }], [{ name: 'mint', ordinal: 2 }]],
    ['offeringDisplayName', 'Mint', 'Mint'],
    ['namespaceId', 'realm-ns', 'realm-ns'],
    ['targetZone', 'tax', 'tax'],
    ['cookieNamespace', 'acme_tax', 'acme_tax'],
    ['userIdToPrefill', 'ada@acme.example', 'ada@acme.example'],
    ['fido2RegistrationMaxRequests', 5, 5],
    [
      'partnerAuth',
      { partners: ['google'], delayPartnerAuthMilliseconds: 500 },
      { partners: ['google'], delayPartnerAuthMilliseconds: 500 },
    ],
    ['identityProofingFields', ['firstName', 'lastName', 'ssn'], ['firstName', 'lastName', 'ssn']],
  ] as const)('seed 001 §3 option %s = %j', (field, value, expected) => {
    expect(withOptions({ [field]: value })[field]).toEqual(expected);
  });

  it('holds the sign-up consent object with every field of seed 001 §3', () => {
    const consent = {
      consentType: 'MARKETING',
      consentTermRef: 'term-1',
      appAssetAlias: 'app',
      origAppAssetAlias: 'orig-app',
      resource: 'email',
      purpose: 'marketing',
      contextField: { fieldName: 'channel', fieldValue: 'sign-up' },
      startDate: '2017-01-01',
      endDate: '2018-01-01',
    };
    expect(withOptions({ signUpConsent: consent }).signUpConsent).toEqual(consent);
  });

  it('holds content overrides with id, content, locale and condition, or a function of translated strings', () => {
    const list = [
      { id: 'header', content: 'Hi' },
      { id: 'header', content: 'Salut', locale: 'fr-ca', condition: true },
      { id: 'sub', content: 'x', condition: () => true },
    ];
    expect(withOptions({ contentOverride: list }).contentOverride).toEqual(list);
    const fn = (t: Readonly<Record<string, string>>) => [{ id: 'a', content: t['a'] ?? '' }];
    expect(withOptions({ contentOverride: fn }).contentOverride).toBe(fn);
  });

  it('names the eight identity-proofing personal fields of seed 001 §3', () => {
    expect(IDENTITY_PROOFING_FIELDS).toEqual([
      'firstName',
      'lastName',
      'ssn',
      'dateOfBirth',
      'streetAddress',
      'city',
      'state',
      'zip',
    ]);
  });
});

describe('namespaces and account-manager widgets (seed 001 §2)', () => {
  it('has the 14 configurable namespaces in the spec order', () => {
    expect(NAMESPACES).toEqual([
      'sign-in',
      'simple-sign-in',
      'sign-up',
      'account-recovery',
      'mfa',
      'idproofing',
      'mfa-manager',
      'phone-manager',
      'access-history',
      'email-confirmation',
      'verified-user-update',
      'idp-consent-flow',
      'account-manager',
      'remediation-green',
    ]);
  });

  it('has the eleven account-manager widgets in the spec order', () => {
    expect(ACCOUNT_MANAGER_WIDGETS).toEqual([
      'fullname',
      'userid',
      'email',
      'password',
      'sqa',
      'mfa',
      'phone',
      'consent',
      'address',
      'linkedIdentities',
      'accessHistory',
    ]);
  });

  it.each(NAMESPACES.map((n) => [n]))('a config keyed by %s applies on that screen only', (namespace) => {
    const registry = createRegistry(
      [],
      [{ offeringIds: [ID], configs: { [namespace]: { offeringDisplayName: namespace } } }],
    );
    expect(resolveConfig({ offeringId: ID, namespace, registry }).offeringDisplayName).toBe(namespace);
    const other = NAMESPACES.find((n) => n !== namespace) ?? 'sign-in';
    expect(resolveConfig({ offeringId: ID, namespace: other, registry }).offeringDisplayName).toBe('');
  });

  it('an account manager can list a subset of the widgets', () => {
    const config = withOptions({ accountManagerWidgets: ['password', 'mfa'] }, 'account-manager');
    expect(config.accountManagerWidgets).toEqual(['password', 'mfa']);
  });
});
