import type { FieldResult } from './types';

/**
 * A confirmation field must equal its counterpart (seed 001 §5), compared exactly as typed: a confirmation
 * of a password is never trimmed or case-folded.
 */
export function matchesConfirmation(value: string, confirmation: string): boolean {
  return typeof value === 'string' && typeof confirmation === 'string' && value === confirmation;
}

/** How many of the results are valid. */
export function countValidFields(results: readonly FieldResult[]): number {
  return results.reduce((n, r) => (r.valid ? n + 1 : n), 0);
}

/**
 * The spec's submit rule (seed 001 §5): the form may be submitted only when the count of valid fields equals
 * the required count. Read as "at least": valid optional fields beyond the required ones never block a
 * submit. The UI kit keeps the button enabled and shows an error summary instead (QUALITY.md UX 3); this
 * rule decides whether the submit goes to the server.
 */
export function isFormComplete(
  results: readonly FieldResult[],
  requiredCount: number = results.length,
): boolean {
  return countValidFields(results) >= requiredCount;
}
