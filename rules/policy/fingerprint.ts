/**
 * The device-fingerprint session id must not contain a colon (seed 000 §5); it must also be present.
 * Chosen: at most 256 characters, since it travels in a header.
 */
export function isValidFingerprintSessionId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 256 && !id.includes(':');
}
