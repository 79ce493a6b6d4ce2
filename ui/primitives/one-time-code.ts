/** Options of {@link normalizeOneTimeCode}. */
export interface NormalizeOneTimeCodeOptions {
  /** Keep letters (for alphanumeric codes); otherwise only digits are kept. @default false */
  allowLetters?: boolean;
  /** Keep at most this many characters. */
  length?: number;
}

/**
 * What a user typed or pasted, as a code: full-width and other compatibility digits become ASCII (NFKC), and
 * spaces, hyphens, dots and (for numeric codes) any other character are dropped, so "123 456", "123-456" and
 * "Your code: 123456" all give "123456" (QUALITY.md a11y 6).
 */
export function normalizeOneTimeCode(raw: string, options: NormalizeOneTimeCodeOptions = {}): string {
  const compatible = raw.normalize('NFKC');
  const kept = options.allowLetters === true ? compatible.replace(/[^\p{L}\p{N}]/gu, '') : compatible.replace(/[^0-9]/g, '');
  return options.length === undefined ? kept : kept.slice(0, Math.max(0, options.length));
}
