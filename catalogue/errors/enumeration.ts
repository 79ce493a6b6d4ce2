// A module of its own: the flows fold these codes in strict user-enumeration mode on the first screen, while
// the wording that describes them (widget.ts) loads later; an app bundler cannot split one file between the two.
/** The enumeration-sensitive codes (QUALITY.md 10), described as one in strict mode. */
export const ENUMERATION_CODES: readonly string[] = [
  'USER_NOT_FOUND',
  'INVALID_USERNAME',
  'INVALID_CREDENTIALS',
  'INVALID_PASSWORD',
  'INVALID_CREDENTIAL',
];
/**
 * The HTTP status every folded failure reports in strict mode (the one the service gives INVALID_CREDENTIALS):
 * it answers an unknown user 404 and a malformed one 400, which would otherwise tell them apart.
 */
export const ENUMERATION_STATUS = 401;
