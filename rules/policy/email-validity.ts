/**
 * Email validity from the `emails/validate` response (seed 000 §5, §7.3: `validationResponse[].statusType`):
 * the address is not allowed when the first status type is warning or error (any letter case). An empty
 * list or another first status allows it. A response that is not an object, or whose list is not an array,
 * is unreadable and does not allow the address (fail closed, QUALITY.md 5).
 */
export function isEmailAllowed(validationResponse: unknown): boolean {
  const list = Array.isArray(validationResponse)
    ? validationResponse
    : typeof validationResponse === 'object' && validationResponse !== null
      ? (validationResponse as { validationResponse?: unknown }).validationResponse
      : undefined;
  if (!Array.isArray(list)) {
    return false;
  }
  const first: unknown = list[0];
  if (first === undefined) {
    return true;
  }
  const statusType =
    typeof first === 'object' && first !== null ? (first as { statusType?: unknown }).statusType : undefined;
  if (typeof statusType !== 'string') {
    return true;
  }
  const status = statusType.toUpperCase();
  return status !== 'WARNING' && status !== 'ERROR';
}
