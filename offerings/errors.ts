/**
 * The typed error of bad configuration. Messages name the offering and the field and say what was expected;
 * they never echo the offending value (it may be large or hostile) and are never a zod dump.
 */
import { DUPLICATE_FOOTER_ORDINAL, MISSING_OFFERING_ID, formatMessage } from './upstream';

/** Why a configuration was refused. */
export type OfferingConfigErrorCode =
  /** No offering id, or not a non-empty string (seed 001 §5). */
  | 'missingOfferingId'
  /** A field has the wrong type or a value outside its allowed set. */
  | 'invalidField'
  /** A field name the schema does not know (a typo in hand-written configuration). */
  | 'unknownField'
  /** Two footer logos share an ordinal (seed 000 §5). */
  | 'duplicateFooterOrdinal'
  /** A registry entry names neither a business unit nor offering ids (seed 001 §3). */
  | 'invalidEntry'
  /** A v4 top-level widget lacks offeringId, offeringEnv or offeringZone (seed 000 §4.1). */
  | 'v4MissingSetup';

/** Where the refused value came from, so a log says whom to ask. */
export type ConfigSource = 'input' | 'registry' | 'server' | 'query';

/** Thrown by resolveConfig and the parsers for configuration that cannot be used. */
export class OfferingConfigError extends Error {
  override readonly name = 'OfferingConfigError';
  /** Stable reason code. */
  readonly code: OfferingConfigErrorCode;
  /** Dotted path of the refused field (e.g. `configs.sign-up.isPhoneRequired`), or null. */
  readonly field: string | null;
  /** Offering whose configuration was refused, or null when unknown. */
  readonly offeringId: string | null;
  /** Where the value came from. */
  readonly source: ConfigSource;

  constructor(
    code: OfferingConfigErrorCode,
    message: string,
    details: { field?: string | null; offeringId?: string | null; source?: ConfigSource } = {},
  ) {
    super(message);
    this.code = code;
    this.field = details.field ?? null;
    this.offeringId = details.offeringId ?? null;
    this.source = details.source ?? 'input';
  }
}

/**
 * True for an OfferingConfigError, also one thrown by another copy of this module (two bundles on one page),
 * recognised by its name and string code.
 */
export function isOfferingConfigError(value: unknown): value is OfferingConfigError {
  return (
    value instanceof OfferingConfigError ||
    (value instanceof Error &&
      value.name === 'OfferingConfigError' &&
      typeof (value as { code?: unknown }).code === 'string')
  );
}

/** The error for a missing offering id: exactly the spec's developer message. */
export function missingOfferingIdError(): OfferingConfigError {
  return new OfferingConfigError('missingOfferingId', MISSING_OFFERING_ID);
}

/** The error for a footer ordinal used twice (seed 000 §5, §8.4). */
export function duplicateFooterOrdinalError(ordinal: number, offeringId: string | null): OfferingConfigError {
  const base = formatMessage(DUPLICATE_FOOTER_ORDINAL, { ordinal });
  return new OfferingConfigError('duplicateFooterOrdinal', withOffering(base, offeringId), {
    field: 'footerLogos',
    offeringId,
  });
}

/** Appends the offering to a message so every configuration error names it. */
export function withOffering(message: string, offeringId: string | null): string {
  return offeringId === null ? message : `${message} (offering ${offeringId})`;
}
