// Public entry of identity-kit/catalogue: error codes -> message keys, wording tables per locale, OAuth
// errors, error parsing. Every name lives in its own small module so an app bundles only what it imports.

export type { ClientResponseCode, ResponseCode, ServerResponseCode } from './codes';
export { CLIENT_RESPONSE_CODES, RESPONSE_CODES, SERVER_RESPONSE_CODES, isResponseCode } from './codes';
export type { ParsedApiError } from './parse';
export { MAX_ERROR_BODY_CHARS, MAX_SERVER_MESSAGE_CHARS, cleanServerText, parseApiError } from './parse';
export type { MessageParams } from './format';
export { formatMessage, placeholderNames } from './format';
export type { DeveloperErrorId } from './developer-errors';
export { DEVELOPER_ERRORS } from './developer-errors';
