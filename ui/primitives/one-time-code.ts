/** Options of {@link normalizeOneTimeCode}. */
export interface NormalizeOneTimeCodeOptions {
  /** Keep letters (for alphanumeric codes); otherwise only digits are kept. @default false */
  allowLetters?: boolean | undefined;
  /** Keep at most this many characters. */
  length?: number | undefined;
}

/** Code points of the digit zero in scripts whose keyboards type their own digits (Arabic-Indic, Persian, Devanagari, Thai, ...). */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6,
  0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810,
];

function toAsciiDigit(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) {
      return String(code - zero);
    }
  }
  return character;
}

/**
 * What a user typed or pasted, as a code: full-width digits (NFKC) and the native digits of Arabic, Persian, Indic,
 * Thai and other keyboards become ASCII, and
 * spaces, hyphens, dots and (for numeric codes) any other character are dropped, so "123 456", "123-456" and
 * "Your code: 123456" all give "123456" (QUALITY.md a11y 6).
 */
export function normalizeOneTimeCode(raw: string, options: NormalizeOneTimeCodeOptions = {}): string {
  const compatible = raw.normalize('NFKC').replace(/\p{Nd}/gu, toAsciiDigit);
  const kept =
    options.allowLetters === true
      ? compatible.replace(/[^\p{L}\p{N}]/gu, '')
      : compatible.replace(/[^0-9]/g, '');
  return options.length === undefined ? kept : kept.slice(0, Math.max(0, options.length));
}
