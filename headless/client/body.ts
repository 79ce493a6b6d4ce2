/**
 * Reading a response body defensively (QUALITY.md 5): a byte cap enforced while streaming, and JSON parsed
 * with a reviver that drops prototype-polluting keys. `JSON.parse` itself creates `__proto__` as an own
 * data property (it never calls the setter), but a later spread or deep merge by a consumer would; dropping
 * the keys here keeps every object the client returns safe to merge. Object.prototype is never touched.
 */

const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function reviver(key: string, value: unknown): unknown {
  return POLLUTING_KEYS.has(key) ? undefined : value;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false };

/** JSON.parse without throwing and without polluting keys. */
export function parseJsonSafely(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text, reviver) as unknown };
  } catch {
    return { ok: false };
  }
}

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * The body as text, refusing more than `maxBytes`: a declared Content-Length above the cap is refused
 * without reading; a streamed body is cancelled as soon as it passes the cap.
 */
export async function readBodyText(response: Response, maxBytes: number): Promise<BodyText> {
  const declared = response.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too-large' };
  }
  const stream = response.body;
  if (stream === null) {
    // Some fetch implementations (and test doubles) expose no stream: read, then check.
    try {
      const text = await response.text();
      return new TextEncoder().encode(text).byteLength > maxBytes
        ? { ok: false, reason: 'too-large' }
        : { ok: true, text };
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  let received = 0;
  let text = '';
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) {
        break;
      }
      const bytes: unknown = chunk.value;
      if (!(bytes instanceof Uint8Array)) {
        await reader.cancel();
        return { ok: false, reason: 'unreadable' };
      }
      received += bytes.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      text += decoder.decode(bytes, { stream: true });
    }
    text += decoder.decode();
    return { ok: true, text };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    reader.releaseLock();
  }
}

/** True for `application/json`, `application/problem+json`, `text/json` and similar. */
export function isJsonContentType(value: string | null): boolean {
  if (value === null) {
    return false;
  }
  const type = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type === 'text/json' || type.endsWith('+json');
}
