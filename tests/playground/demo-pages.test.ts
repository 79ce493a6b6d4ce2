// The demo pages' pure rules (playground/demo/pages.ts, config.ts): which page a path shows, the sign-up and
// recovery configuration from the query, and the verified-user update switches of the sign-in page.
import { describe, expect, it } from 'vitest';
import { demoAddressOverrides, demoFlowConfig, vuuSwitchesOf } from '../../playground/demo/config';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';
import {
  demoOfferingId,
  demoPageOf,
  demoRecoveryConfig,
  demoSignUpConfig,
  DEMO_PAGE_PATHS,
} from '../../playground/demo/pages';
import { parseQuery } from '../../offerings';
import { PLAYGROUND_SPEC_OFFERING_ID } from '../../playground';

describe('demo pages', () => {
  it.each([
    ['/', 'signIn'],
    ['/signup', 'signUp'],
    ['/signup/', 'signUp'],
    ['/recovery', 'recovery'],
    ['/invitation', 'invitation'],
    ['/account', 'account'],
    ['/callback', 'signIn'],
    ['/signupx', 'signIn'],
  ] as const)('%s shows %s', (path, page) => {
    expect(demoPageOf(path)).toBe(page);
  });

  it('serves each page at its own path', () => {
    expect(new Set(Object.values(DEMO_PAGE_PATHS)).size).toBe(Object.keys(DEMO_PAGE_PATHS).length);
  });

  it('reads the sign-up variant and the confirm-email switch, falling back to the ecosystem flow', () => {
    expect(demoSignUpConfig(new URLSearchParams(''))).toEqual({
      flow: 'ecosystem',
      enableConfirmEmailField: false,
    });
    expect(demoSignUpConfig(new URLSearchParams('flow=pin&confirm_email=true'))).toEqual({
      flow: 'pin',
      enableConfirmEmailField: true,
    });
    expect(demoSignUpConfig(new URLSearchParams('flow=password-signup')).flow).toBe('password-signup');
    expect(demoSignUpConfig(new URLSearchParams('flow=nonsense&confirm_email=1'))).toEqual({
      flow: 'ecosystem',
      enableConfirmEmailField: false,
    });
  });

  it('starts recovery in forgot-user-id mode only when asked', () => {
    expect(demoRecoveryConfig(new URLSearchParams('mode=userId'))).toEqual({ mode: 'userId' });
    expect(demoRecoveryConfig(new URLSearchParams('mode=password'))).toEqual({});
  });

  it('takes the verified-user update switches only as =true', () => {
    expect(vuuSwitchesOf(new URLSearchParams('isPhoneRequired=true&forcePhoneVerification=yes'))).toEqual({
      isPhoneRequired: true,
    });
    const href = 'http://127.0.0.1:4400/?isFullnameRequired=true&updateUnverifiedPhone=true';
    const config = demoFlowConfig(parseQuery(href), new URL(href).searchParams, {
      hostname: '127.0.0.1',
      webAuthn: true,
    });
    expect(config).toMatchObject({
      isFullnameRequired: true,
      updateUnverifiedPhone: true,
      enableVerifiedUserUpdate: true,
    });
    expect(config).not.toHaveProperty('isPhoneRequired');
  });

  it('the single account choice mode only with ?singleAccountChoice=true', () => {
    const env = { hostname: '127.0.0.1', webAuthn: false };
    const on = new URLSearchParams('singleAccountChoice=true&enumeration=off');
    expect(demoFlowConfig(parseQuery(''), on, env)).toMatchObject({
      enableSingleAccountChoice: true,
      userEnumeration: 'off',
    });
    expect(demoFlowConfig(parseQuery(''), new URLSearchParams(), env).enableSingleAccountChoice).toBe(false);
  });

  it.each([
    ['localhost', true, true],
    ['127.0.0.1', true, false],
    ['localhost', false, false],
  ])('passkey sign-in (autofill) and the passkey prompt on %s, WebAuthn %s: %s', (hostname, webAuthn, on) => {
    const config = demoFlowConfig(parseQuery(''), new URLSearchParams(), { hostname, webAuthn });
    expect(config).toMatchObject({ enableFIDO2Authentication: on, enableFIDO2Registration: on });
  });
});

describe('demoOfferingId (issue 21: the service mode goes with the page mode)', () => {
  it('?enumeration=off names the offering the playground answers as the spec; otherwise the strict one', () => {
    expect(demoOfferingId(new URLSearchParams('enumeration=off'))).toBe(PLAYGROUND_SPEC_OFFERING_ID);
    expect(demoOfferingId(new URLSearchParams(''))).toBe(OFFERING_ID_IDENTITY_GLOBAL);
    expect(demoOfferingId(new URLSearchParams('enumeration=strict'))).toBe(OFFERING_ID_IDENTITY_GLOBAL);
  });
});

describe('demoAddressOverrides (issue 17 §1: loader overrides on the demo pages)', () => {
  const page = 'http://127.0.0.1:4400/signup';
  const id = OFFERING_ID_IDENTITY_GLOBAL;

  it('applies iux_theme, iux_flows and iux_disable_css outside prd', () => {
    expect(demoAddressOverrides(`${page}?iux_theme=mint&iux_flows=pin&iux_disable_css=true`, id)).toEqual({
      theme: 'mint',
      signUpFlow: 'pin',
      disableCss: true,
      warnings: [],
    });
  });

  it('without overrides the pages keep their own look and flow', () => {
    expect(demoAddressOverrides(page, id)).toMatchObject({
      theme: null,
      signUpFlow: null,
      disableCss: false,
    });
  });

  it('prd refuses the code-path overrides the offering does not allow, with a warning; the theme applies', () => {
    const result = demoAddressOverrides(
      `${page}?offering_env=prd&iux_theme=mint&iux_flows=pin&iux_disable_css=true`,
      id,
    );
    expect(result).toMatchObject({ theme: 'mint', signUpFlow: null, disableCss: false });
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings.join(' ')).toMatch(
      /iux_flows ignored.*iux_disable_css ignored|iux_disable_css ignored.*iux_flows ignored/,
    );
  });
});
