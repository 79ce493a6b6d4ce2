/**
 * HTTP failures of the client: the service's error body read through catalogue's parseApiError, its message
 * reduced to plain text. Only the transport (part of the lazy call engine, engine.ts) builds them, so the
 * parser loads with the engine, not with the first screen (issue 5 start-up).
 */
import type { HeaderFlags, IdentityError } from './errors';
import { parseApiError } from './lower-layers';

/** Longest server message kept: enough for any real sentence, bounded against hostile bodies. */
const MAX_SERVER_MESSAGE_CHARS = 500;

/**
 * Server message reduced to plain text: control characters removed, whitespace collapsed, length bounded,
 * and every secret of the request replaced (a server echoing a password must not move it into state).
 */
export function toPlainMessage(message: string, secrets: readonly string[]): string {
  let text = '';
  for (const ch of message) {
    const code = ch.codePointAt(0) ?? 0;
    text += code < 0x20 || code === 0x7f ? ' ' : ch;
  }
  text = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) {
    if (secret.length >= 3) {
      text = text.split(secret).join('[redacted]');
    }
  }
  return text.length > MAX_SERVER_MESSAGE_CHARS ? `${text.slice(0, MAX_SERVER_MESSAGE_CHARS)}…` : text;
}

/** Code used when an HTTP failure carries no code (seed 000 §8.1 "if none, UNKNOWN_ERROR"). */
export const NO_CODE = 'UNKNOWN_ERROR';

/** An HTTP failure: body parsed through catalogue's parseApiError. */
export function httpError(
  body: unknown,
  status: number,
  flags: HeaderFlags,
  secrets: readonly string[],
): IdentityError {
  const parsed = parseApiError(body, status);
  return {
    kind: 'http',
    code: parsed.responseCode ?? NO_CODE,
    serverMessage: toPlainMessage(parsed.responseMessage, secrets),
    status,
    ...flags,
  };
}
