/**
 * `identity-kit/rules`: pure validation and policy functions (fields, password criteria, phone, masks,
 * authentication levels, environments). They return codes, never text, and never throw on any string.
 * Every name is exported from its own small module so an app bundles only what it imports.
 *
 * @packageDocumentation
 */

export * from './constants';

// Fields (seed 001 §5)
export type {
  FieldCountry,
  FieldName,
  FieldOptions,
  FieldReason,
  FieldResult,
  FieldValidator,
} from './fields/types';
export { FIELD_REASONS } from './fields/types';
export { codePointLength } from './fields/common';
export { isEmailAddress } from './fields/email-address';
export { validateEmail } from './fields/email';
export { validateFirstName, validateLastName } from './fields/names';
export { validateCompany } from './fields/company';
export { validatePassword, validatePin } from './fields/password';
export { UID_EXCLUDED_CHARACTERS, validateUid, validateUserId } from './fields/user-id';
export { validateUsPhone } from './fields/us-phone';
export { validateIntlPhone } from './fields/intl-phone';
export { validateSsn } from './fields/ssn';
export { validatePostalCode } from './fields/postal-code';
export { CA_PROVINCES, US_STATES, regionName, regionsOf, validateRegion } from './fields/regions';
export type { Region } from './fields/regions';
export { formatDateOfBirth, parseDateOfBirth, validateDateOfBirth } from './fields/date-of-birth';
export { validateVerificationCode } from './fields/verification-code';
export { FIELD_NAMES, FIELD_VALIDATORS, isFieldName, validateField } from './fields/validate-field';
export { countValidFields, isFormComplete, matchesConfirmation } from './fields/form';

// Dates
export type { CalendarDate } from './dates/calendar';
export {
  compareDates,
  daysInMonth,
  expandTwoDigitYear,
  isLeapYear,
  isRealDate,
  toIsoDate,
} from './dates/calendar';

// Password (seed 000 §5; QUALITY.md 11)
export type { PasswordPolicy, PasswordPreset } from './password/policy';
export { DEFAULT_PASSWORD_PRESET, PASSWORD_POLICIES, getPasswordPolicy } from './password/policy';
export type { CommonPasswordList, EvaluatePasswordOptions, PasswordCriteria } from './password/evaluate';
export { evaluatePassword } from './password/evaluate';
export {
  evaluatePasswordWithCommonList,
  isCommonPassword,
  loadCommonPasswords,
} from './password/common-list';
export type {
  PasswordChecklistOptions,
  PasswordRequirement,
  PasswordRequirementKey,
} from './password/checklist';
export { PASSWORD_REQUIREMENT_KEYS, getPasswordChecklist } from './password/checklist';
export { toPasswordRulesAttribute } from './password/rules-attribute';

// Phone (seed 000 §5, seed 001 §5)
export type { SmsCallingCode, SmsCodeList } from './phone/countries';
export {
  FALLBACK_SMS_COUNTRIES,
  defaultPhoneCountry,
  fallbackSmsCountries,
  isExcludedPhoneCountry,
  isSmsCallingCode,
  localeRegion,
  normalizeLocale,
  readsNumbersAsUs,
  shouldAutoFormatPhone,
  smsCallingCodes,
} from './phone/countries';
export type { PhoneMetadata } from './phone/metadata';
export { getPhoneMetadata, isPhoneRulesLoaded, loadPhoneMetadata, setPhoneMetadata } from './phone/metadata';
export type { NormalizePhoneOptions, PhoneReason, PhoneResult } from './phone/normalize';
export { PHONE_REASONS, normalizePhone, normalizePhoneAsync } from './phone/normalize';
export type { PhoneDisplayOptions } from './phone/format';
export { formatPhoneAsYouType, formatPhoneForDisplay } from './phone/format';

// Masks and formats (seed 001 §5, §9)
export type { MaskOptions } from './masks/mask';
export { maskEmail, maskPhone } from './masks/mask';
export { formatSsn } from './masks/ssn';
export { toNoonUtc } from './masks/noon-utc';
export { formatCountdown } from './masks/countdown';
export type { LastLogin, LastLoginUnit } from './masks/last-login';
export { describeLastLogin } from './masks/last-login';
export type {
  DateMaskOptions,
  DateMaskReason,
  DateMaskSegment,
  DateMaskState,
  DateMaskToken,
  DateTimeParts,
} from './masks/date-mask';
export { DATE_MASK_REASONS, applyDateMask, parseDateMaskFormat, validateDateMask } from './masks/date-mask';

// Policy (seed 000 §5, §6, §7.1, §9; seed 001 §1, §4, §5)
export type { AalLevel, DataZone } from './policy/aal';
export {
  AAL_BY_ZONE,
  aalForZone,
  hasCredentialWriteAccess,
  meetsAal,
  needsStepUp,
  parseAal,
} from './policy/aal';
export type { SignInInput, SignInPayload } from './policy/sign-in-payload';
export { buildSignInPayload, buildSignUpPayload, signUpSendsUser } from './policy/sign-in-payload';
export type {
  CollisionCheckInput,
  CollisionCounts,
  CollisionFlow,
  PublicInfoOutcome,
} from './policy/collision';
export {
  collisionCheckLimit,
  isAvailabilityAllowed,
  isEmailMismatch,
  publicInfoLookupOutcome,
  recordCollisionCheck,
  shouldCheckCollision,
} from './policy/collision';
export { isEmailAllowed } from './policy/email-validity';
export type { PhoneValidationOutcome } from './policy/phone-validation';
export { phoneValidationOutcome } from './policy/phone-validation';
export { isValidFingerprintSessionId } from './policy/fingerprint';
export {
  CROSS_SITE_CHARACTERS,
  crossSiteCheckApplies,
  failsCrossSiteCheck,
  hasCrossSiteCharacters,
} from './policy/cross-site';
export { isValidServiceProviderEntity } from './policy/sso';
export { LOCALE_SPECIFIC_OPTION_LOCALES, offersLocaleSpecificOptions } from './policy/locale-options';
export type { HostAllowListOptions, HostCheck, HostRejection } from './policy/host';
export { isAllowedHost, isAllowedOrigin } from './policy/host';
export type { CookiePersistenceOptions, CookieRecord } from './policy/cookies';
export { PERSISTABLE_COOKIE_SUFFIXES, isCookiePersistable, isPersistableCookieName } from './policy/cookies';
export type { Environment } from './policy/environment';
export { logSamplePercent, mapEnvironment, taxAccountManagerPrefix } from './policy/environment';
