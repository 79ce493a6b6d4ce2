/**
 * `identity-kit/offerings`: per-offering configuration as validated data ({@link resolveConfig}), business
 * units, themes, logos, brand hand-off, address parameters, link builders and loader rules. No React.
 *
 * @packageDocumentation
 */

export type { BrandInput, BrandSettings } from './brand';
export { DEFAULT_BRAND, PRODUCT_PLACEHOLDER, resolveBrand, withProductName } from './brand';
export type { ConfigSource, OfferingConfigErrorCode } from './errors';
export { OfferingConfigError, isOfferingConfigError } from './errors';
export type { AccountManagerWidget, BusinessUnit, Namespace } from './namespaces';
export { ACCOUNT_MANAGER_WIDGETS, BUSINESS_UNITS, NAMESPACES, isNamespace } from './namespaces';
export type {
  AssuranceLevel,
  ContentContext,
  ContentOverride,
  ContentOverrides,
  FlagField,
  FooterLogo,
  IdentityProofingField,
  LinkField,
  MobileChallengeTypes,
  OfferingOptions,
  PartnerAuthSettings,
  PartnerUid,
  PostConfirmationLocale,
  PostConfirmationRedirect,
  SignUpConsent,
  SignUpFlow,
  UrlOverrideName,
} from './options';
export {
  ASSURANCE_LEVELS,
  FLAG_FIELDS,
  IDENTITY_PROOFING_FIELDS,
  LIBRARY_DEFAULTS,
  LINK_FIELDS,
  OPTION_FIELDS,
  POST_CONFIRMATION_LOCALES,
  SIGN_UP_FLOWS,
  SUPPORTED_PARTNERS,
  URL_OVERRIDE_NAMES,
} from './options';
export type { IdentityTheme } from './theme-names';
export type { PageTheme } from './themes';
export {
  DEFAULT_IDENTITY_THEME,
  DEFAULT_PAGE_THEME,
  IDENTITY_THEMES,
  toIdentityTheme,
  toPageTheme,
} from './theme-names';
export { PAGE_THEMES, themeClassName } from './themes';
export type { FooterLinkId, ResolvedFooterLogo } from './footer';
export {
  FOOTER_LINK_IDS,
  assertUniqueOrdinals,
  copyrightLine,
  defaultFooterLogos,
  footerLinks,
  resolveFooterLogos,
} from './footer';
export { knownLogoNames, toLogoName } from './logo-names';
export type { BrandHandoffConfig, HandoffBrand } from './handoff';
export { HANDOFF_BRANDS, partnerDisplayName, resolveBrandHandoff } from './handoff';
export type { OptionsLayer } from './normalize';
export { normalizeOptions, normalizePolicies } from './normalize';
export type {
  BusinessUnitModule,
  OfferingEntry,
  OfferingOptionsInput,
  OfferingRegistry,
  ParsedEntry,
} from './registry';
export {
  EMPTY_REGISTRY,
  addEntries,
  businessUnitOf,
  createRegistry,
  parseOfferingEntry,
  registerBusinessUnit,
} from './registry';
export { CEG, CTG, CTO, DEFAULT_REGISTRY, IDENTITY_GLOBAL_ENTRY, OFFERING_IDS, PCG, SBG } from './units';
export type { LoaderOverrides, ParsedQuery } from './query';
export { NO_LOADER_OVERRIDES, ONE_TIME_QUERY_PARAMS, parseQuery, stripOneTimeParams } from './query';
export type { IgnoredOverride, IgnoredOverrideReason, OverrideDecision } from './overrides';
export { CODE_PATH_OVERRIDES, filterUrlOverrides, ignoredOverrideMessage } from './overrides';
export type { ConfigLayer, OfferingConfig, ResolveConfigInput, ServerGenerationLists } from './resolve';
export { CONFIG_LAYERS, resolveConfig } from './resolve';
export type { SignUpSettings } from './signup';
export { consentEndDate, resolveSignUpConsent, selectSignUpFlow } from './signup';
export type { ClientPlatform } from './partner';
export { PARTNER_LOGIN_DEFAULTS, isSupportedPartner, specialChallengeTypes } from './partner';
export {
  INDEX_PATH,
  SIGN_UP_PATH,
  buildIndexLink,
  buildPartnerLink,
  buildQueryLink,
  buildSignUpLink,
  buildStepUpLink,
  buildSupportLink,
  buildTaxAccountManagerLink,
  taxAccountManagerRedirect,
  isBrandUrl,
  postConfirmationRedirectUrl,
  resolvePageLink,
  toLanguageCountry,
} from './links';
export { isContactHref, isHttpsUrl, isSafeHref, isSitePath } from './safe-url';
export type { GenerationInput, WidgetGeneration } from './generation';
export {
  NON_PRODUCTION_V4_WIDGETS,
  PRODUCTION_V4_WIDGETS,
  TOP_LEVEL_V4_WIDGETS,
  assertV4Setup,
  chooseWidgetGeneration,
  defaultV4Set,
  isTopLevelV4Widget,
} from './generation';
export type { CellStorage } from './telemetry';
export { getExperimentCell, isBeaconExpired, isLogSampled, logSamplePercent } from './telemetry';
export { resolveContentOverrides } from './content';
export { configLogChunks, loggableConfig } from './log';
