// Issue 17 §1-2: the offering's resolved settings become each flow's inputs (pure mappings).
import { describe, expect, it } from 'vitest';
import {
  offeringClientOptions,
  offeringFlowConfig,
  offeringProofingConfig,
  offeringRecoveryConfig,
  offeringSignUpConfig,
} from '../../headless/flows/offering';
import { addEntries, DEFAULT_REGISTRY, OFFERING_IDS, resolveConfig } from '../../offerings';

const registry = addEntries(DEFAULT_REGISTRY, [
  {
    offeringIds: ['test.offering'],
    options: {
      userEnumeration: 'off',
      enableFIDO2Authentication: true,
      enableFIDO2Registration: true,
      enableSSOMFA: true,
      enableRememberMe: true,
      showRememberMe: false,
      enableOAuthFlow: true,
      oauthSendUsername: true,
      hidePasswordResetConfirmField: true,
      isPhoneRequired: false,
      cookieNamespace: 'ns1',
      tagSharedDevice: false,
      partnerAuth: { partners: ['google'], delayPartnerAuthMilliseconds: 250 },
      credentialWriteAAL: 30,
    },
  },
]);

const resolve = (query = '') =>
  resolveConfig({ offeringId: 'test.offering', offeringEnv: 'e2e', registry, query });

describe('offeringFlowConfig', () => {
  it('passes the flow switches through', () => {
    const config = offeringFlowConfig(resolve());
    expect(config).toMatchObject({
      offeringId: 'test.offering',
      userEnumeration: 'off',
      enableFIDO2Authentication: true,
      enableFIDO2Registration: true,
      enableSSOMFA: true,
      credentialWriteAal: 30,
      partnerUid: 'google',
      partnerDataDelayMs: 250,
    });
  });

  it('tabbed sign-in (the phone tab) only in en, en-us and fr-ca (seed 001 §5 locale-specific options)', () => {
    const tabbed = (locale: string) =>
      offeringFlowConfig(
        resolveConfig({
          offeringId: 'test.tabs',
          locale,
          registry: addEntries(DEFAULT_REGISTRY, [
            { offeringIds: ['test.tabs'], options: { enableTabbedSignIn: true } },
          ]),
        }),
      ).enableTabbedSignIn;
    expect(['en', 'en-us', 'fr-ca', 'en-gb', 'en-ca', 'fr-fr'].map(tabbed)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('enableBestAccountCheck turns the better-account offer on (off by default)', () => {
    expect(offeringFlowConfig(resolve()).enableBestAccountCheck).toBe(false);
    const offering = resolveConfig({
      offeringId: 'test.offering',
      registry: addEntries(registry, [
        { offeringIds: ['test.offering'], options: { enableBestAccountCheck: true } },
      ]),
    });
    expect(offeringFlowConfig(offering).enableBestAccountCheck).toBe(true);
  });

  it('a hidden remember-me choice turns remember-me off', () => {
    expect(offeringFlowConfig(resolve()).enableRememberMe).toBe(false);
    const shown = resolveConfig({
      offeringId: 'test.offering',
      registry: addEntries(registry, [{ offeringIds: ['test.offering'], options: { showRememberMe: true } }]),
    });
    expect(offeringFlowConfig(shown).enableRememberMe).toBe(true);
  });

  it('the default offering keeps user enumeration strict', () => {
    expect(offeringFlowConfig(resolveConfig({ offeringId: OFFERING_IDS.accounting })).userEnumeration).toBe(
      'strict',
    );
  });

  it('builds the OAuth request from the address only when the offering runs the OAuth flow', () => {
    const config = offeringFlowConfig(
      resolve('?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&state=a%2Bb&scope=openid'),
    );
    expect(config.oauth).toEqual({
      clientId: 'app',
      redirectUri: 'https://app.example/cb',
      state: 'a+b',
      scope: 'openid',
      sendUsername: true,
    });
    const off = resolveConfig({
      offeringId: OFFERING_IDS.accounting,
      query: '?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb',
    });
    expect(offeringFlowConfig(off).oauth).toBeNull();
  });

  it('a partner sending the user back fills the returned partner fields', () => {
    const config = offeringFlowConfig(resolve('?partner_uid=google&response_token=tok'));
    expect(config.returnedPartnerUid).toBe('google');
    expect(config.partnerResponseToken).toBe('tok');
  });
});

describe('offeringSignUpConfig and offeringRecoveryConfig', () => {
  it('the offering chooses the sign-up flow and its validation switches', () => {
    const payments = resolveConfig({ offeringId: OFFERING_IDS.payments, namespace: 'sign-up' });
    expect(offeringSignUpConfig(payments)).toMatchObject({
      flow: 'ecosystem',
      enableConfirmEmailField: true,
    });
    // isPhoneRequired null leaves the flow's own rule in place.
    expect(offeringSignUpConfig(payments)).not.toHaveProperty('isPhoneRequired');
    expect(offeringSignUpConfig(resolve()).isPhoneRequired).toBe(false);
    expect(offeringSignUpConfig(resolve()).userEnumeration).toBe('off');
    expect(offeringSignUpConfig(payments).userEnumeration).toBe('strict');
  });

  it('recovery reads the hidden confirm field and the enumeration switch', () => {
    expect(offeringRecoveryConfig(resolve())).toEqual({
      hidePasswordResetConfirmField: true,
      userEnumeration: 'off',
      useInvisibleReCaptcha: true,
    });
  });
});

describe('offeringProofingConfig', () => {
  it("maps the offering's identityProofingFields names to the flow's fields (all eight by default)", () => {
    expect(offeringProofingConfig(resolve()).fields).toEqual([
      'firstName',
      'lastName',
      'ssn',
      'birthDate',
      'street',
      'city',
      'state',
      'zipCode',
    ]);
    const picked = resolveConfig({
      offeringId: 'test.proofing',
      registry: addEntries(DEFAULT_REGISTRY, [
        {
          offeringIds: ['test.proofing'],
          options: { identityProofingFields: ['dateOfBirth', 'streetAddress', 'zip'] },
        },
      ]),
    });
    expect(offeringProofingConfig(picked)).toEqual({
      fields: ['birthDate', 'street', 'zipCode'],
      country: 'US',
    });
  });

  it("takes the national-id country from the offering's country; one without its own name reads as the US", () => {
    const withCountry = (country: string) =>
      offeringProofingConfig(
        resolveConfig({
          offeringId: 'test.country',
          registry: addEntries(DEFAULT_REGISTRY, [{ offeringIds: ['test.country'], options: { country } }]),
        }),
      ).country;
    expect(['GB', 'ca', 'IN', 'BR'].map(withCountry)).toEqual(['GB', 'CA', 'IN', 'BR']);
    expect(withCountry('FR')).toBeUndefined();
  });
});

describe('offeringClientOptions', () => {
  it('carries the headers of the offering', () => {
    expect(offeringClientOptions(resolve())).toEqual({
      offeringId: 'test.offering',
      offeringEnv: 'e2e',
      locale: 'en-us',
      country: 'US',
      namespaceId: 'global',
      cookieNamespace: 'ns1',
      tagDevice: false,
    });
  });
});

describe('fido2RegistrationMaxRequests', () => {
  it('caps the passkey registration prompt at the offering count', async () => {
    const { mayPromptWebAuthn } = await import('../../headless/flows/post-auth/webauthn-prompt-cookie');
    const once = resolveConfig({
      offeringId: 'test.offering',
      registry: addEntries(registry, [
        { offeringIds: ['test.offering'], options: { fido2RegistrationMaxRequests: 1 } },
      ]),
    });
    const max = offeringFlowConfig(once).fido2RegistrationMaxRequests;
    expect(max).toBe(1);
    expect(mayPromptWebAuthn(0, max)).toBe(true);
    expect(mayPromptWebAuthn(1, max)).toBe(false);
    expect(mayPromptWebAuthn(1)).toBe(true);
  });
});
