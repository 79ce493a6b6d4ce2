/** Transport-neutral request and response of the playground service (adapted to fetch and node:http). */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

export interface ServiceRequest {
  readonly method: string;
  readonly url: URL;
  /** Path without the query string, percent-encoding intact (segments are decoded by the router). */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /** Parsed JSON body, or undefined when the request has none. */
  readonly body: unknown;
  readonly cookies: ReadonlyMap<string, string>;
  /** The caller's origin: the Origin header when present, else the URL's own origin. */
  readonly origin: string;
}

export interface SetCookie {
  readonly name: string;
  readonly value: string;
  /** Seconds; 0 deletes the cookie. Omitted for a session cookie. */
  readonly maxAge?: number;
  readonly path: string;
  readonly httpOnly: boolean;
  readonly sameSite: 'Lax' | 'Strict';
  /** Set when the request came over https (browsers refuse Secure cookies from plain http origins). */
  readonly secure: boolean;
}

export interface ServiceResponse {
  readonly status: number;
  /** JSON body; omitted for 204. */
  readonly body?: unknown;
  /** A non-JSON body (static demo pages); wins over `body`. */
  readonly text?: string;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly cookies?: readonly SetCookie[];
}

/** Serialises a Set-Cookie header value. */
export function serializeCookie(cookie: SetCookie): string {
  const parts = [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Path=${cookie.path}`,
    `SameSite=${cookie.sameSite}`,
  ];
  if (cookie.maxAge !== undefined) {
    parts.push(`Max-Age=${cookie.maxAge}`);
  }
  if (cookie.httpOnly) {
    parts.push('HttpOnly');
  }
  if (cookie.secure) {
    parts.push('Secure');
  }
  return parts.join('; ');
}

/** Parses a Cookie request header into a map (first value of a repeated name wins, like browsers send). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (header === null) {
    return out;
  }
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) {
      continue;
    }
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape is kept verbatim: it simply will not match any session.
    }
    if (!out.has(name)) {
      out.set(name, value);
    }
  }
  return out;
}
