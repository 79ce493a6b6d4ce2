/**
 * The developer messages thrown while a client or an offering is being created (seed 001 §1, §5, §8), apart
 * from the whole developer-message table (developer-errors.ts, which re-exports them) so that the first
 * screen's modules bundle only these strings. English only and never a secret, like the table.
 */
// seed 001 §5: "A missing offering id throws".
export const MISSING_OFFERING_ID = 'Valid offering id is required.';
// seed 001 §1, §8: verbatim.
export const NOT_ALLOWED_DOMAIN = 'Not an {product} domain';
export const MISSING_REQUIRED_CONFIG = 'Missing required config: {name}';
export const DUPLICATE_FOOTER_ORDINAL = 'Duplicate footer ordinal {ordinal}.';
