/**
 * The offering's resolved configuration (offerings/ `resolveConfig`, seed 000 §3.6, seed 001 §3, §5, §9) as
 * the inputs each flow reads: one pure function per flow, no React, no IO. Only the offering's *type* is
 * imported, so these mappings carry none of the resolver's code (zod, the registry) into a bundle: the
 * provider loads the resolver on demand (provider/offering.ts).
 *
 * Explicit configuration still wins: the provider and the stand-alone screens spread their `config` prop
 * over these values.
 */
import type { NationalIdCountry } from '../../catalogue';
import { offersLocaleSpecificOptions } from '../../rules/policy/locale-options';
import type { IdentityProofingField, OfferingConfig } from '../../offerings';
import type { IdentityClientOptions } from '../client';
import type { FlowConfig } from './config';
import type { ProofingConfig, ProofingField } from './identity-proofing/machine';
import type { OAuthRequest } from './post-auth/oauth';
import type { RecoveryConfig } from './recovery/state';
import type { SignUpConfig } from './sign-up/state';

/** The OAuth request of this visit: only when the offering runs the OAuth flow and the address names a client. */
function oauthRequest(offering: OfferingConfig): OAuthRequest | null {
  const { clientId, redirectUri, responseType, state, scope, xUserAal } = offering.query;
  if (!offering.enableOAuthFlow || clientId === null || redirectUri === null) {
    return null;
  }
  return {
    clientId,
    redirectUri,
    ...(responseType !== null ? { responseType } : {}),
    ...(state !== null ? { state } : {}),
    ...(scope !== null ? { scope } : {}),
    ...(xUserAal !== null ? { xUserAal } : {}),
    sendUsername: offering.oauthSendUsername,
  };
}

/**
 * The sign-in, MFA and post-auth flows' configuration (`IdentityProvider` reads it once). Choices:
 * - `showRememberMe` false hides the remember-me choice, so the flow runs as if it were off (partner login
 *   turns it off, seed 000 §6); the checkbox shows only when both flags are on.
 * - `isPhoneRequired` null ("the screen decides") is not required after sign-in (seed 001 §4: only the
 *   ecosystem sign-up requires a phone by default).
 * - The partner offered is the first configured one (google is the only one, seed 000 §4.5).
 * - Tabbed sign-in (its phone tab) only in en, en-us and fr-ca (rules' offersLocaleSpecificOptions).
 */
export function offeringFlowConfig(offering: OfferingConfig): Partial<FlowConfig> {
  const { query, partnerAuth } = offering;
  return {
    offeringId: offering.offeringId,
    namespaceId: offering.namespaceId,
    targetAal: offering.targetAAL === null ? null : Number(offering.targetAAL),
    policies: offering.policies,
    identifierFirst: offering.identifierFirst,
    enableAccountChoices: offering.enableAccountChoices,
    enableSingleAccountChoice: offering.enableSingleAccountChoice,
    // Sign-in by phone number is a locale-specific option: hidden outside en, en-us and fr-ca (seed 001 §5).
    enableTabbedSignIn: offering.enableTabbedSignIn && offersLocaleSpecificOptions(offering.locale),
    enableRememberMe: offering.enableRememberMe && offering.showRememberMe,
    enableStaySignedIn: offering.enableStaySignedIn,
    useInvisibleReCaptcha: offering.useInvisibleReCaptcha,
    userIdToPrefill: offering.userIdToPrefill,
    isUserIdReadonly: offering.isUserIdReadonly,
    enableSSOMFA: offering.enableSSOMFA,
    enablePostAuthBestAccountCheck: offering.enablePostAuthBestAccountCheck,
    enableBestAccountCheck: offering.enableBestAccountCheck,
    enableOAuthFlow: offering.enableOAuthFlow,
    oauth: oauthRequest(offering),
    enableConsentFlow: offering.enableConsentFlow,
    enableFIDO2Authentication: offering.enableFIDO2Authentication,
    enableFIDO2Registration: offering.enableFIDO2Registration,
    fido2RegistrationMaxRequests: offering.fido2RegistrationMaxRequests,
    enableVerifiedUserUpdate: offering.enableVerifiedUserUpdate,
    isPhoneRequired: offering.isPhoneRequired === true,
    isFullnameRequired: offering.isFullnameRequired,
    forcePhoneVerification: offering.forcePhoneVerification,
    updateUnverifiedPhone: offering.updateUnverifiedPhone,
    vuuLearnMoreLink: offering.vuuLearnMoreLink,
    credentialWriteAal: Number(offering.credentialWriteAAL),
    userEnumeration: offering.userEnumeration,
    partnerUid: partnerAuth.partners[0] ?? null,
    partnerDataDelayMs: partnerAuth.delayPartnerAuthMilliseconds,
    returnedPartnerUid: query.partnerUid,
    partnerResponseToken: query.responseToken,
    partnerSignInLink: offering.signInLink,
  };
}

/**
 * The sign-up flow's configuration (`<SignUp>` reads it from the provider). isPhoneRequired null keeps the
 * flow's rule (the ecosystem sign-up requires a phone). emailCollisionDetection (seed 001 §5, bounds not
 * shown) turns on the same collision handling as enableAccountCollisionInterrupter: an email already in use
 * is detected at submit and the matching accounts offered, instead of a bare error.
 */
export function offeringSignUpConfig(offering: OfferingConfig): Partial<SignUpConfig> {
  return {
    flow: offering.signUpFlow,
    ...(offering.isPhoneRequired !== null ? { isPhoneRequired: offering.isPhoneRequired } : {}),
    enableEmailValidation: offering.enableEmailValidation,
    enableMinimalFields: offering.enableMinimalFields,
    enableConfirmEmailField: offering.enableConfirmEmailField,
    isLowSecurity: offering.isLowSecurity,
    enableAccountCollisionInterrupter:
      offering.enableAccountCollisionInterrupter || offering.emailCollisionDetection,
    targetAal: offering.targetAAL === null ? null : Number(offering.targetAAL),
    namespaceId: offering.namespaceId,
    consent: offering.signUpConsent,
    userEnumeration: offering.userEnumeration,
  };
}

/** The sign-up page's choices an offering makes (seed 001 §3 links, password policy, ecosystem theme). */
export interface OfferingSignUpPage {
  readonly termsHref?: string;
  readonly privacyHref?: string;
  /** The ecosystem sub-header's learn-more link (ecosystemLearnMoreLink). */
  readonly accountHelpHref?: string;
  readonly signInHref?: string;
  /** Where an account without a password creates one (accountRecoveryLink). */
  readonly recoveryHref?: string;
  readonly passwordPreset: 'legacy' | 'nist';
  readonly layout: { readonly ecosystemTheme: boolean };
}

/** The sign-up page's links and layout inputs (`<SignUp>` page options; explicit ones win). */
export function offeringSignUpPage(offering: OfferingConfig): OfferingSignUpPage {
  const link = <K extends string>(key: K, value: string | null): { [P in K]?: string } =>
    (value === null ? {} : { [key]: value }) as { [P in K]?: string };
  return {
    ...link('termsHref', offering.termsOfServiceLink),
    ...link('privacyHref', offering.privacyStatementLink),
    ...link('accountHelpHref', offering.ecosystemLearnMoreLink),
    ...link('signInHref', offering.signInLink),
    ...link('recoveryHref', offering.accountRecoveryLink),
    passwordPreset: offering.passwordPolicy,
    layout: { ecosystemTheme: offering.theme.includes('-ecosystem') },
  };
}

/** The account-recovery flow's configuration (`<AccountRecovery>` reads it from the provider). */
export function offeringRecoveryConfig(offering: OfferingConfig): Partial<RecoveryConfig> {
  return {
    hidePasswordResetConfirmField: offering.hidePasswordResetConfirmField,
    userEnumeration: offering.userEnumeration,
    useInvisibleReCaptcha: offering.useInvisibleReCaptcha,
  };
}

/**
 * The one mapping from an offering's `identityProofingFields` names (seed 001 §3 "first name, last name, Social
 * Security number, date of birth, street address, city, state, ZIP", as offerings/options.ts spells them) to
 * the proofing flow's fields, which are named after the request body (seed 001 §3 personal data: birthDate,
 * zipCode, address1 as `street`).
 */
export const OFFERING_PROOFING_FIELDS: Readonly<Record<IdentityProofingField, ProofingField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  ssn: 'ssn',
  dateOfBirth: 'birthDate',
  streetAddress: 'street',
  city: 'city',
  state: 'state',
  zip: 'zipCode',
};

/**
 * The countries whose national id has its own name (catalogue `NATIONAL_ID_COUNTRIES`), restated as a map
 * typed by the catalogue's union so it cannot drift: importing the catalogue's list would bring its message
 * tables into this lazy chunk.
 */
const NATIONAL_ID_COUNTRY: { readonly [C in NationalIdCountry]: C } & Readonly<
  Record<string, NationalIdCountry>
> = { US: 'US', GB: 'GB', CA: 'CA', IN: 'IN', BR: 'BR' };

/** The identity-proofing flow's configuration (`<IdentityProofing>` reads it from the provider). */
export function offeringProofingConfig(offering: OfferingConfig): Partial<ProofingConfig> {
  const country = offering.country.toUpperCase();
  return {
    fields: offering.identityProofingFields.map((field) => OFFERING_PROOFING_FIELDS[field]),
    // The offering's country names the national id (seed 001 §8: National Insurance, Social Insurance, PAN,
    // CEP) and picks the address terms and lists (Canadian provinces); another country reads as the US.
    ...(Object.hasOwn(NATIONAL_ID_COUNTRY, country) ? { country: NATIONAL_ID_COUNTRY[country] } : {}),
  };
}

/**
 * The identity client's options for this offering (`createIdentityClient({ ...offeringClientOptions(c),
 * baseUrl })`): the headers every call carries (seed 001 §7: offering, environment, locale, country,
 * namespace, cookie namespace, the shared-device tag).
 */
export function offeringClientOptions(
  offering: OfferingConfig,
): Pick<
  IdentityClientOptions,
  'offeringId' | 'offeringEnv' | 'locale' | 'country' | 'namespaceId' | 'cookieNamespace' | 'tagDevice'
> {
  return {
    offeringId: offering.offeringId,
    offeringEnv: offering.offeringEnv,
    locale: offering.locale,
    country: offering.country,
    namespaceId: offering.namespaceId,
    ...(offering.cookieNamespace !== '' ? { cookieNamespace: offering.cookieNamespace } : {}),
    tagDevice: offering.tagSharedDevice,
  };
}
