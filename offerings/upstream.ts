/**
 * The one place offerings/ takes names from the lower layers. Rules such as the environment mapping, log
 * sampling, the tax-domain prefix and the host allow-list belong to rules/; developer-error wording belongs to
 * catalogue/. Offerings never re-implement them.
 */
export type { Environment } from '../rules';
export { isAllowedHost, logSamplePercent, mapEnvironment, taxAccountManagerPrefix } from '../rules';
export { DEVELOPER_ERRORS, formatMessage } from '../catalogue';
// The messages offerings/errors.ts throws, without the whole developer-message table (issue 5 size target).
export { DUPLICATE_FOOTER_ORDINAL, MISSING_OFFERING_ID } from '../catalogue/setup-errors';
