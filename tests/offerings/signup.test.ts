import { describe, expect, it } from 'vitest';
import {
  LIBRARY_DEFAULTS,
  OFFERING_IDS,
  PARTNER_LOGIN_DEFAULTS,
  consentEndDate,
  createRegistry,
  isSupportedPartner,
  resolveConfig,
  resolveSignUpConsent,
  selectSignUpFlow,
  specialChallengeTypes,
} from '../../offerings';

const base = { ...LIBRARY_DEFAULTS };

describe('sign-up flow selection', () => {
  it('password-signup turns on password, email validation, minimal fields, show/hide; off phone and verify-auth', () => {
    expect(selectSignUpFlow({ ...base, signUpFlow: 'password-signup', isPhoneRequired: true })).toEqual({
      flow: 'password-signup',
      showPasswordField: true,
      enableEmailValidation: true,
      enableMinimalFields: true,
      showHideToggle: true,
      showPin: false,
      isPhoneRequired: false,
      callVerifyAuth: false,
      generateUsername: false,
      phoneVerification: null,
      textVariant: 'default',
    });
  });

  it('the default ecosystem sign-up has no password, a generated username, a required phone and SMS', () => {
    expect(selectSignUpFlow(base)).toEqual({
      flow: 'ecosystem',
      showPasswordField: false,
      enableEmailValidation: false,
      enableMinimalFields: false,
      showHideToggle: false,
      showPin: false,
      isPhoneRequired: true,
      callVerifyAuth: true,
      generateUsername: true,
      phoneVerification: 'sms',
      textVariant: 'default',
    });
  });

  it.each([
    ['pin', { showPin: true, showHideToggle: true, textVariant: 'default' }],
    ['buy-now', { showPin: false, textVariant: 'buy-now' }],
    ['oia', { showPin: false, textVariant: 'oia' }],
  ] as const)('%s builds on the ecosystem flow', (flow, expected) => {
    const settings = selectSignUpFlow({ ...base, signUpFlow: flow });
    expect(settings).toMatchObject({
      ...expected,
      showPasswordField: false,
      generateUsername: true,
      isPhoneRequired: true,
    });
  });

  it('an offering can drop the phone requirement of the ecosystem flow', () => {
    const settings = selectSignUpFlow({ ...base, isPhoneRequired: false });
    expect(settings.isPhoneRequired).toBe(false);
    expect(settings.phoneVerification).toBeNull();
  });

  it('configured email validation and minimal fields carry into the ecosystem flow', () => {
    expect(
      selectSignUpFlow({ ...base, enableEmailValidation: true, enableMinimalFields: true }),
    ).toMatchObject({
      enableEmailValidation: true,
      enableMinimalFields: true,
    });
  });
});

describe('consent end-date rule', () => {
  it.each([
    ['2017-01-01', '2017-07-15'],
    ['2017-07-14', '2017-07-15'],
    ['2017-07-15', '2018-01-01'],
    ['2026-11-22', '2018-01-01'],
  ])('on %s the consent ends %s', (today, expected) => {
    expect(consentEndDate(today)).toBe(expected);
  });

  it('fills the end date only when the consent gives no dates', () => {
    expect(resolveSignUpConsent({ consentType: 'X' }, '2017-01-01')).toEqual({
      consentType: 'X',
      endDate: '2017-07-15',
    });
    expect(resolveSignUpConsent({ consentType: 'X', endDate: '2020-01-01' }, '2017-01-01')?.endDate).toBe(
      '2020-01-01',
    );
    expect(
      resolveSignUpConsent({ consentType: 'X', startDate: '2016-01-01' }, '2017-01-01')?.endDate,
    ).toBeUndefined();
    expect(resolveSignUpConsent(null, '2017-01-01')).toBeNull();
  });

  it('resolveConfig applies it to the consumer tax sign-up consent when given today', () => {
    const config = resolveConfig({
      offeringId: OFFERING_IDS.consumerTax,
      namespace: 'sign-up',
      today: '2017-03-01',
    });
    expect(config.signUpConsent?.endDate).toBe('2017-07-15');
    expect(
      resolveConfig({ offeringId: OFFERING_IDS.consumerTax, namespace: 'sign-up' }).signUpConsent?.endDate,
    ).toBeUndefined();
  });
});

describe('partner login', () => {
  it('hides remember-me and drops the phone requirement by default', () => {
    const config = resolveConfig({ offeringId: 'x', query: '?partner_uid=google' });
    expect(config.partnerLogin).toBe(true);
    expect(config.showRememberMe).toBe(false);
    expect(config.isPhoneRequired).toBe(false);
    expect(config.sources.showRememberMe).toBe('partnerLogin');
    expect(PARTNER_LOGIN_DEFAULTS).toEqual({ showRememberMe: false, isPhoneRequired: false });
  });

  it('without a partner the defaults are remember-me shown and phone left to the screen', () => {
    const config = resolveConfig({ offeringId: 'x' });
    expect(config.showRememberMe).toBe(true);
    expect(config.isPhoneRequired).toBeNull();
  });

  it('the offering can set them back', () => {
    const registry = createRegistry(
      [],
      [{ offeringIds: ['x'], options: { showRememberMe: true, isPhoneRequired: true } }],
    );
    const config = resolveConfig({ offeringId: 'x', registry, query: '?partner_uid=google' });
    expect(config.showRememberMe).toBe(true);
    expect(config.isPhoneRequired).toBe(true);
  });

  it.each([
    ['google', true],
    ['facebook', false],
    ['Google', false],
  ])('supports partner %s: %s', (uid, expected) => {
    expect(isSupportedPartner(uid)).toBe(expected);
  });
});

describe('credit-app special challenge types', () => {
  const creditApp = resolveConfig({ offeringId: OFFERING_IDS.creditAppIos }).mobileChallengeTypes;

  it.each([
    ['ios', ['FIDO', 'SMS_OTP', 'EMAIL_OTP']],
    ['android', ['FIDO', 'SMS_OTP', 'EMAIL_OTP']],
    ['web', null],
  ] as const)('on %s -> %j', (platform, expected) => {
    expect(specialChallengeTypes(creditApp, platform)).toEqual(expected);
  });

  it('other offerings use the server list', () => {
    expect(
      specialChallengeTypes(
        resolveConfig({ offeringId: OFFERING_IDS.taxOnline }).mobileChallengeTypes,
        'ios',
      ),
    ).toBeNull();
    expect(specialChallengeTypes({ ios: ['SMS_OTP'] }, 'android')).toBeNull();
  });
});
