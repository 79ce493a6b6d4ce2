/**
 * API error parsing (seed 000 §8.1 "reads responseCode and responseMessage from several response shapes;
 * if none, UNKNOWN_ERROR with an empty message"; seed 001 §3 error response: responseCode, responseDetail,
 * responseMessage plus the HTTP status).
 *
 * Hostile input is the normal case here (QUALITY.md 5): the body may be HTML, a huge string, an array, a
 * number, an object with `__proto__` keys, throwing getters or a Proxy. So the parser only reads own data
 * properties through property descriptors (never runs a getter, never walks the prototype chain), bounds
 * every size, never mutates its input and never throws.
 */

/** The parsed error of any shape the service uses. */
export interface ParsedApiError {
  /** The response code, or null when the body carries no (usable) code. */
  responseCode: string | null;
  /** The server's message as plain text, '' when none. Never HTML-interpreted anywhere in the kit. */
  responseMessage: string;
  /** The server's detail text, or null. */
  responseDetail: string | null;
  /** The HTTP status when known. */
  status: number | null;
}

/** Bodies longer than this are not parsed as JSON (an error body is small; 64 KiB is generous). */
export const MAX_ERROR_BODY_CHARS = 65_536;
/** Server text kept for display; longer text is cut (it is shown as text, so a cut cannot break markup). */
export const MAX_SERVER_MESSAGE_CHARS = 1000;
/** How deep `{error: {error: ...}}` / `{errors: [...]}` nesting is followed. */
const MAX_DEPTH = 4;
/**
 * A usable code: an identifier of letters, digits, `_`, `.`, `-` or `:` (the service mixes
 * SCREAMING_SNAKE and lower_snake such as partner_auth_access_denied). Anything else (spaces, markup,
 * 10 kB of text) is not a code, so it cannot become a lookup key or land in analytics.
 */
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/;

/** Own data property, or undefined: no getter runs, no prototype is consulted. */
function own(obj: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(obj, key);
  return d !== undefined && 'value' in d ? (d.value as unknown) : undefined;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Control characters other than tab and line breaks are dropped; the text is trimmed and bounded. */
export function cleanServerText(value: string): string {
  const text = value.slice(0, MAX_SERVER_MESSAGE_CHARS * 2).replace(CONTROL_CHARACTERS, '');
  const trimmed = text.trim();
  return trimmed.length > MAX_SERVER_MESSAGE_CHARS
    ? `${trimmed.slice(0, MAX_SERVER_MESSAGE_CHARS - 1)}…`
    : trimmed;
}

function readCode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9) {
    return String(value);
  }
  if (typeof value !== 'string') {
    return null;
  }
  const code = value.length <= 100 ? value.trim() : '';
  return CODE_PATTERN.test(code) ? code : null;
}

function readText(value: unknown): string | null {
  if (typeof value !== 'string') {
    return null;
  }
  const text = cleanServerText(value);
  return text === '' ? null : text;
}

function readStatus(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 999 ? value : null;
}

function first<T>(obj: object, keys: readonly string[], read: (v: unknown) => T | null): T | null {
  for (const key of keys) {
    const v = read(own(obj, key));
    if (v !== null) {
      return v;
    }
  }
  return null;
}

const CODE_KEYS = ['responseCode', 'code', 'errorCode'] as const;
const MESSAGE_KEYS = ['responseMessage', 'message', 'serverMessage', 'errorMessage'] as const;
const DETAIL_KEYS = ['responseDetail', 'detail', 'details'] as const;
const STATUS_KEYS = ['status', 'httpStatus', 'statusCode'] as const;

/** Finds the object that carries the error fields: the body, `error`, or the first usable `errors` item. */
function findSource(value: unknown, depth: number): object | null {
  if (!isObject(value) || depth > MAX_DEPTH) {
    return null;
  }
  if (Array.isArray(value)) {
    // Only the first few items: a hostile list of a million entries is not walked.
    const length = Math.min(readStatus(own(value, 'length')) ?? 0, 10);
    for (let i = 0; i < length; i += 1) {
      const found = findSource(own(value, String(i)), depth + 1);
      if (found !== null) {
        return found;
      }
    }
    return null;
  }
  if (first(value, CODE_KEYS, readCode) !== null || first(value, MESSAGE_KEYS, readText) !== null) {
    return value;
  }
  return findSource(own(value, 'error'), depth + 1) ?? findSource(own(value, 'errors'), depth + 1);
}

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.length > MAX_ERROR_BODY_CHARS || !(trimmed.startsWith('{') || trimmed.startsWith('['))) {
    return null;
  }
  try {
    // JSON.parse defines `__proto__` as an own data property; it never sets a prototype.
    return JSON.parse(trimmed) as unknown;
  } catch {
    return null;
  }
}

/**
 * Reads an error response of any shape the service uses: `{responseCode, responseMessage,
 * responseDetail}`, `{code, message}`, nested `{error: {...}}`, `{errors: [...]}`, a top-level list, a JSON
 * string of any of these, or nothing at all. Unreadable input gives `responseCode: null` and
 * `responseMessage: ''` (seed 000 §8.1: the caller reports UNKNOWN_ERROR).
 *
 * `status` is the HTTP status when known; without it an own numeric `status` of the body is used (so an
 * already parsed error, or the client's IdentityError, parses to itself).
 *
 * Never throws, never runs a getter, never changes its input or `Object.prototype`.
 */
export function parseApiError(body: unknown, status?: number | null): ParsedApiError {
  const knownStatus = readStatus(status);
  try {
    const value = typeof body === 'string' ? parseJson(body) : body;
    const source = findSource(value, 0);
    const bodyStatus =
      isObject(value) && !Array.isArray(value) ? first(value, STATUS_KEYS, readStatus) : null;
    if (source === null) {
      return {
        responseCode: null,
        responseMessage: '',
        responseDetail: null,
        status: knownStatus ?? bodyStatus,
      };
    }
    return {
      responseCode: first(source, CODE_KEYS, readCode),
      responseMessage: first(source, MESSAGE_KEYS, readText) ?? '',
      responseDetail: first(source, DETAIL_KEYS, readText),
      status: knownStatus ?? bodyStatus ?? first(source, STATUS_KEYS, readStatus),
    };
  } catch {
    // A Proxy trap can throw even on a descriptor read; the answer is then "no usable error".
    return { responseCode: null, responseMessage: '', responseDetail: null, status: knownStatus };
  }
}
