/**
 * The resolved per-offering options: every field of seed 000 §3.6, the per-offering entry of seed 001 §3 and
 * the validation flags of seed 001 §5, each with its library default. The zod schema in schema.ts accepts
 * any subset of these; resolveConfig fills the rest from LIBRARY_DEFAULTS.
 */
import {
  CREDENTIAL_WRITE_AAL,
  DEFAULT_COUNTRY,
  PARTNER_AUTH_DELAY_DEFAULT_MS,
  WEBAUTHN_REG_COOKIE,
} from '../rules/constants';
import { AAL_BY_ZONE, type AalLevel } from '../rules/policy/aal';
import type { AccountManagerWidget } from './namespaces';
import { ACCOUNT_MANAGER_WIDGETS } from './namespaces';
import type { IdentityTheme } from './theme-names';
import type { PageTheme } from './themes';
import { DEFAULT_IDENTITY_THEME, DEFAULT_PAGE_THEME } from './theme-names';

/** Sign-up flows (seed 001 §2, §4): the ecosystem default, password-signup, PIN, and the two text variants. */
export const SIGN_UP_FLOWS = ['ecosystem', 'password-signup', 'pin', 'buy-now', 'oia'] as const;
export type SignUpFlow = (typeof SIGN_UP_FLOWS)[number];

/** Loader overrides read from the address (seed 000 §2.5). */
export const URL_OVERRIDE_NAMES = [
  'iux_v4',
  'iux_v2',
  'iux_v3',
  'iux_theme',
  'iux_disable_css',
  'iux_disable_tests',
  'iux_log_sample_percentage',
  'iux_flows',
] as const;
export type UrlOverrideName = (typeof URL_OVERRIDE_NAMES)[number];

/** Partners the partner-auth buttons support: only google (seed 000 §1, §2.3). */
export const SUPPORTED_PARTNERS = ['google'] as const;
export type PartnerUid = (typeof SUPPORTED_PARTNERS)[number];

/** An assurance level of a data-classification zone (seed 000 §6): 15, 20, 25 or 30. */
export type AssuranceLevel = AalLevel;

/** Assurance levels of the data-classification zones (seed 000 §6), lowest first; rules/ holds the values. */
export const ASSURANCE_LEVELS: readonly AssuranceLevel[] = [
  AAL_BY_ZONE['public+'],
  AAL_BY_ZONE.restricted,
  AAL_BY_ZONE.sensitive,
  AAL_BY_ZONE.secret,
];

/** Identity-proofing personal fields (seed 001 §3). */
export const IDENTITY_PROOFING_FIELDS = [
  'firstName',
  'lastName',
  'ssn',
  'dateOfBirth',
  'streetAddress',
  'city',
  'state',
  'zip',
] as const;
export type IdentityProofingField = (typeof IDENTITY_PROOFING_FIELDS)[number];

/** Locales with their own post-confirmation product site (seed 001 §2). */
export const POST_CONFIRMATION_LOCALES = ['pt-br', 'fr-fr', 'fr-ca', 'en-gb', 'en-au', 'en-ca'] as const;
export type PostConfirmationLocale = (typeof POST_CONFIRMATION_LOCALES)[number];

/** Every link field of seed 000 §3.6 and seed 001 §3 (https, site path, or mailto:/tel:). */
export const LINK_FIELDS = [
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
  'vuuLearnMoreLink',
  'signUpLink',
  'signInLink',
] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

/**
 * Boolean feature and validation flags (seed 000 §3.6, seed 001 §5, §6, §9) and the kit's own switches.
 * Defaults: false, except cachePassword, tagSharedDevice, useInvisibleReCaptcha, showRememberMe and
 * slidingHeaderLogo (true; see FLAG_DEFAULTS_TRUE for why).
 */
export const FLAG_FIELDS = [
  'enableAccountChoices',
  // seed 001 §4 sign-in mode "single account choice": one account left to choose is confirmed, not picked
  // silently (FlowConfig.enableSingleAccountChoice).
  'enableSingleAccountChoice',
  'enableTabbedSignIn',
  'identifierFirst',
  'enableInternationalPhone',
  'forcePhoneVerification',
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
  'useInvisibleReCaptcha',
  'isUserIdReadonly',
  'cachePassword',
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
  'enableVerifiedUserUpdate',
  'unsupportedBrowserWarning',
  'enableUserInviteActions',
  'enableGuestInvite',
  // seed 000 §3.4 phone config.
  'showOnlySmsVerifiableCountries',
  // seed 000 §2.4 visual refresh: logos at the bottom of sign-up and recovery.
  'showLogosAtBottom',
  // seed 000 §2.3: the header logo's sliding effect.
  'slidingHeaderLogo',
  // seed 000 §2: "One setting makes the loader redirect the whole page to the tax-domain account-manager
  // security/password page"; the setting's name is not shown, chosen here. See links.ts taxAccountManagerRedirect.
  'redirectToTaxAccountManager',
  // OAuth hand-off sends x_username only when the offering opts in (QUALITY.md security 3). Seed 000 §4.6 adds
  // it whenever the username is known; that leaks the identifier to the client app, so it is opt-in here.
  'oauthSendUsername',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** A footer logo entry (seed 000 §3.4; seed 001 §3 lists name and ordinal). */
export interface FooterLogo {
  /** A family brand name (template form, e.g. '{product}', 'turbotax') or the professional-tax brand. */
  readonly name: string;
  /** Position in the footer; unique per list (seed 000 §5). */
  readonly ordinal: number;
  /** Where the logo links; https or a site path. @default the brand site for `name` */
  readonly href?: string;
  /** Extra class for the logo. */
  readonly class?: string;
  /** Keep the entry but do not show it. @default false */
  readonly hide?: boolean;
}

/** Context a content-override condition sees. */
export interface ContentContext {
  readonly offeringId: string;
  readonly namespace: string;
  readonly locale: string;
  readonly signUpFlow: SignUpFlow;
}

/** One content override (seed 001 §3). Content is plain text, rendered as text only (QUALITY.md 1). */
export interface ContentOverride {
  readonly id: string;
  readonly content: string;
  /** Applies only for this locale (lower-case BCP 47, e.g. 'fr-ca'). */
  readonly locale?: string;
  /** Applies only when true / when the function returns true. */
  readonly condition?: boolean | ((context: ContentContext) => boolean);
}

/** Content overrides: a list, or a function of the translated strings returning one (seed 001 §3). */
export type ContentOverrides =
  readonly ContentOverride[] | ((translated: Readonly<Record<string, string>>) => readonly ContentOverride[]);

/** The sign-up consent object (seed 001 §3). */
export interface SignUpConsent {
  readonly consentType: string;
  readonly consentTermRef?: string;
  readonly appAssetAlias?: string;
  readonly origAppAssetAlias?: string;
  readonly resource?: string;
  readonly purpose?: string;
  readonly contextField?: { readonly fieldName: string; readonly fieldValue: string };
  /** ISO date. */
  readonly startDate?: string;
  /** ISO date; when absent, sign-up uses consentEndDate() (seed 001 §9). */
  readonly endDate?: string;
}

/** Partner sign-in settings (seed 000 §3.6, §4.5). */
export interface PartnerAuthSettings {
  /** Partners offered as buttons; empty means no partner is configured. @default [] */
  readonly partners: readonly PartnerUid[];
  /** Delay before the partner user names are fetched. @default 0 (seed 001 §9) */
  readonly delayPartnerAuthMilliseconds: number;
}

/** Redirect after email confirmation (seed 001 §2). */
export type PostConfirmationRedirect =
  | {
      readonly kind: 'per-locale';
      readonly sites: Readonly<Partial<Record<PostConfirmationLocale, string>>>;
      /** Site for every other locale. */
      readonly fallback: string;
    }
  | { readonly kind: 'fixed'; readonly url: string };

/** Challenge types a credit-app offering offers on its mobile apps (seed 000 §6). */
export interface MobileChallengeTypes {
  readonly ios?: readonly string[];
  readonly android?: readonly string[];
}

/** The complete resolved options of one offering and screen. */
export type OfferingOptions = {
  /** Display name of the offering. @default '' (the brand hand-off then uses its pattern table) */
  readonly offeringDisplayName: string;
  /** Identity namespace of the user. @default 'global' (seed 000 §3.6) */
  readonly namespaceId: string;
  /** ISO 3166 alpha-2, upper case. @default 'US' (seed 000 §3.6, §9) */
  readonly country: string;
  /** @default '{product}' (seed 000 §3.4) */
  readonly idsTheme: IdentityTheme;
  /** @default 'default' (seed 000 §3.4) */
  readonly theme: PageTheme;
  /** Target assurance level; null asks for none. Strings such as '20' are accepted (seed 001 §9). @default null */
  readonly targetAAL: AssuranceLevel | null;
  /** @default 'ssz' */
  readonly targetZone: 'tax' | 'ssz';
  /** Cookie namespace header value; '' sends none. @default '' */
  readonly cookieNamespace: string;
  /** Assurance level of the credential-write-access policy. @default 25 (seed 000 §5, §9) */
  readonly credentialWriteAAL: AssuranceLevel;
  /**
   * Phone required. null lets the screen decide: the ecosystem sign-up requires one, other screens do not
   * (seed 001 §4). Partner login defaults it to false (seed 000 §6). @default null
   */
  readonly isPhoneRequired: boolean | null;
  /** Maximum passkey registration prompts; the spec does not show a default, the prompt cookie's count 3 is used. @default 3 */
  readonly fido2RegistrationMaxRequests: number;
  /** @default null */
  readonly userIdToPrefill: string | null;
  /** @default { partners: [], delayPartnerAuthMilliseconds: 0 } */
  readonly partnerAuth: PartnerAuthSettings;
  /** null uses the brand's family set (pcg: the professional-tax set). @default null */
  readonly footerLogos: readonly FooterLogo[] | null;
  /** Brand name of the header logo; null uses the identity theme's. @default null */
  readonly headerLogo: string | null;
  /** @default 'left' */
  readonly logoPosition: 'left' | 'center';
  /** Extra class names on the widget's parent (letters, digits, '-', '_', spaces). @default '' */
  readonly additionalParentClass: string;
  /** @default [] */
  readonly contentOverride: ContentOverrides;
  /** After sign-in or sign-up, where the page goes; https only. @default null */
  readonly redirectUrl: string | null;
  /** @default null */
  readonly signUpConsent: SignUpConsent | null;
  /** Personal fields collected by identity proofing (seed 001 §3). @default all eight */
  readonly identityProofingFields: readonly IdentityProofingField[];
  /** Locales the offering supports; [] means all. @default [] */
  readonly supportedLocales: readonly string[];
  /** Sign-up flow when the address does not choose one. @default 'ecosystem' */
  readonly signUpFlow: SignUpFlow;
  /**
   * User-enumeration switch (QUALITY.md security 10). The spec shows distinct messages for unknown user and
   * wrong password (seed 000 §8.1), which lets anyone probe for accounts; the safe behaviour, 'strict'
   * (identical outcomes), is the default and 'off' keeps the spec's behaviour. @default 'strict'
   */
  readonly userEnumeration: 'off' | 'strict';
  /** Password policy preset: 'legacy' is the spec's rule, 'nist' NIST SP 800-63B. @default 'legacy' */
  readonly passwordPolicy: 'legacy' | 'nist';
  /** Loader overrides honoured in prd (all apply in other environments). @default [] */
  readonly allowedUrlOverrides: readonly UrlOverrideName[];
  /** @default null */
  readonly postConfirmationRedirect: PostConfirmationRedirect | null;
  /** @default null (the server's challenge list) */
  readonly mobileChallengeTypes: MobileChallengeTypes | null;
  /** @default all eleven, in the spec's order */
  readonly accountManagerWidgets: readonly AccountManagerWidget[];
  /** Policies sent with evaluate auth, upper-cased and sorted. @default [] */
  readonly policies: readonly string[];
  /** Preferred phone countries (alpha-2) listed first. @default [] */
  readonly preferredCountries: readonly string[];
  /**
   * Countries offered for SMS verification (seed 000 §3.4 phone config); [] uses the server's country-code
   * list (seed 000 §7.2). @default []
   */
  readonly smsCountries: readonly string[];
} & { readonly [K in FlagField]: boolean } & { readonly [K in LinkField]: string | null };

const FLAG_DEFAULTS_TRUE: ReadonlySet<FlagField> = new Set<FlagField>([
  // seed 001 §9: "false for time tracking" / "false for some" implies on elsewhere.
  'cachePassword',
  'tagSharedDevice',
  'useInvisibleReCaptcha',
  // Partner login turns it off (seed 000 §6), so it is on otherwise.
  'showRememberMe',
  // The header logo animates unless the browser is too old (seed 000 §2.3).
  'slidingHeaderLogo',
]);

function flagDefaults(): { [K in FlagField]: boolean } {
  const out = {} as { [K in FlagField]: boolean };
  for (const flag of FLAG_FIELDS_LIST) {
    out[flag] = FLAG_DEFAULTS_TRUE.has(flag);
  }
  return out;
}

function linkDefaults(): { [K in LinkField]: string | null } {
  const out = {} as { [K in LinkField]: string | null };
  for (const link of LINK_FIELDS_LIST) {
    out[link] = null;
  }
  return out;
}

const FLAG_FIELDS_LIST: readonly FlagField[] = FLAG_FIELDS;
const LINK_FIELDS_LIST: readonly LinkField[] = LINK_FIELDS;

/** Library defaults: the first layer of every resolved configuration. */
export const LIBRARY_DEFAULTS: OfferingOptions = Object.freeze<OfferingOptions>({
  ...flagDefaults(),
  ...linkDefaults(),
  offeringDisplayName: '',
  namespaceId: 'global',
  country: DEFAULT_COUNTRY,
  idsTheme: DEFAULT_IDENTITY_THEME,
  theme: DEFAULT_PAGE_THEME,
  targetAAL: null,
  targetZone: 'ssz',
  cookieNamespace: '',
  credentialWriteAAL: CREDENTIAL_WRITE_AAL,
  isPhoneRequired: null,
  fido2RegistrationMaxRequests: WEBAUTHN_REG_COOKIE.maxCount,
  userIdToPrefill: null,
  partnerAuth: { partners: [], delayPartnerAuthMilliseconds: PARTNER_AUTH_DELAY_DEFAULT_MS },
  footerLogos: null,
  headerLogo: null,
  logoPosition: 'left',
  additionalParentClass: '',
  contentOverride: [],
  redirectUrl: null,
  signUpConsent: null,
  identityProofingFields: IDENTITY_PROOFING_FIELDS,
  supportedLocales: [],
  signUpFlow: 'ecosystem',
  userEnumeration: 'strict',
  passwordPolicy: 'legacy',
  allowedUrlOverrides: [],
  postConfirmationRedirect: null,
  mobileChallengeTypes: null,
  accountManagerWidgets: ACCOUNT_MANAGER_WIDGETS,
  policies: [],
  preferredCountries: [],
  smsCountries: [],
});

/** Every option name. */
export const OPTION_FIELDS = Object.keys(LIBRARY_DEFAULTS) as readonly (keyof OfferingOptions)[];
