// A module of its own: the flows fold these codes in strict user-enumeration mode on the first screen, while
// the wording that describes them (widget.ts) loads later; an app bundler cannot split one file between the two.
/** The enumeration-sensitive codes (QUALITY.md 10), described as one in strict mode. */
export const ENUMERATION_CODES: readonly string[] = ['USER_NOT_FOUND', 'INVALID_USERNAME', 'INVALID_CREDENTIALS', 'INVALID_PASSWORD', 'INVALID_CREDENTIAL'];
