/**
 * `identity-kit/catalogue`: error codes to message keys, wording tables per locale, OAuth errors and error
 * parsing. en-US is bundled; other locales load on demand ({@link loadLocale}). Every name lives in its own
 * small module so an app bundles only what it imports.
 *
 * @packageDocumentation
 */

// Codes and parsing (seed 000 §8.1; seed 001 §3, §8)
export type { ClientResponseCode, ResponseCode, ServerResponseCode } from './codes';
export { CLIENT_RESPONSE_CODES, RESPONSE_CODES, SERVER_RESPONSE_CODES, isResponseCode } from './codes';
export type { ParsedApiError } from './parse';
export { MAX_ERROR_BODY_CHARS, MAX_SERVER_MESSAGE_CHARS, cleanServerText, parseApiError } from './parse';

// Error mappings (seed 000 §8.1 widget; seed 001 §8 client)
export type {
  DescribeErrorOptions,
  DescribedError,
  EnumerationPolicy,
  ErrorContext,
  ErrorInput,
} from './errors/widget';
export {
  ENUMERATION_CODES,
  WIDGET_ERROR_KEYS,
  describeError,
  riskLevelForError,
  widgetErrorKey,
} from './errors/widget';
export { CLIENT_ERROR_KEYS, describeClientError } from './errors/client';
export { saysInvalidAuthContext, saysMaxVerificationAttempts } from './errors/server-text';

// OAuth (seed 000 §8.3)
export type { OAuthErrorCode, ParsedOAuthError } from './oauth';
export {
  OAUTH_ERRORS_SHOWN_ON_PAGE,
  OAUTH_ERROR_CODES,
  describeOAuthError,
  isOAuthErrorCode,
  oauthErrorKey,
  parseOAuthError,
  shouldRedirectOAuthError,
} from './oauth';

// Developer and log errors (seed 000 §8.4; seed 001 §8) and the one formatter
export type { MessageParams } from './format';
export { formatMessage, placeholderNames } from './format';
export type { DeveloperErrorId } from './developer-errors';
export { DEVELOPER_ERRORS } from './developer-errors';

// Wording (seed 000 §5, §8.2; seed 001 §3, §5, §8)
export type { CollisionKind, CollisionMessage } from './collision';
export { COLLISION_TOKENS, collisionMessage } from './collision';
export type { FieldMessage, FieldMessageOptions, SignInField } from './fields';
export {
  NATIONAL_ID_COUNTRIES,
  describeFieldError,
  fieldLabel,
  fieldPrompt,
  nationalIdName,
  promptFieldOf,
} from './fields';
export { SECURITY_QUESTIONS, isSecurityQuestionKey, securityQuestionMessageKey } from './security-questions';
export { accountDeletionNotice, lockoutNotice, lastLoginText, passwordRequirementText } from './notices';
export { translate } from './translate';
export type { PartKeys } from './translate-from';
export { translateFrom } from './translate-from';

// Locales
export type {
  CollisionMessageKey,
  CollisionToken,
  ErrorMessageKey,
  FieldMessageKey,
  MessageKey,
  MessageTable,
  NationalIdCountry,
  OAuthMessageKey,
  OAuthShownError,
  OtherMessageKey,
  PartialMessageTable,
  PasswordMessageKey,
  PromptField,
  SecurityQuestionKey,
  ScreenKey,
  ChallengeChannelKey,
  ActionKey,
  UiMessageKey,
  MfaScreenMessageKey,
} from './messages/keys';
export { enUS } from './messages/en-US';
export type { SupportedLocale } from './locales/tags';
export {
  BASE_LOCALE,
  canonicalLocale,
  localeChain,
  localeDirection,
  supportedLocales,
  underscoreLocale,
} from './locales/tags';
export { isLocaleLoaded, registerLocale, resolveLocale } from './locales/registry';
export { getMessages } from './locales/messages';
export { enUSErrors } from './messages/en-US-errors';
export { loadLocale } from './locales/load';
export { PSEUDO_EXPANSION, pseudoAccent, pseudoBidi, pseudoLocalize } from './locales/pseudo';
