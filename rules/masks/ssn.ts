/**
 * A nine-digit SSN without dashes is reformatted with dashes before sending (seed 001 §5):
 * `123456789` -> `123-45-6789`. Anything else (already dashed, wrong length, letters) is returned trimmed and
 * otherwise unchanged, so the server's own validation still sees what the user typed.
 */
export function formatSsn(ssn: string): string {
  const text = typeof ssn === 'string' ? ssn.trim() : '';
  return /^\d{9}$/.test(text) ? `${text.slice(0, 3)}-${text.slice(3, 5)}-${text.slice(5)}` : text;
}
