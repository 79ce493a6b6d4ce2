// A cookie jar for Node's fetch (which keeps none), so tests of the HTTP playground act as the kit's page in
// a browser does: cookies from Set-Cookie go back on later calls, and the double-submit `ik_csrf` cookie is
// echoed in `ik-csrf-token` (the client reads it from `document.cookie` in a browser; here from the jar).
import type { FetchLike } from '../headless';

export interface HttpJar {
  /** A fetch that sends the jar's cookies and stores the ones the server sets. */
  readonly fetch: FetchLike;
  /** The current `ik_csrf` value, for `createIdentityClient({ csrfToken })`. */
  readonly csrfToken: () => string | undefined;
  /** The Cookie header the jar would send. */
  cookieHeader(): string;
  /** Headers of a same-origin JSON call with the CSRF token (for raw fetches). */
  jsonHeaders(): Record<string, string>;
  /** Loads a page of the server once, as a browser would before its first call, to receive `ik_csrf`. */
  prime(origin: string): Promise<void>;
  get(name: string): string | undefined;
}

export function httpJar(): HttpJar {
  const jar = new Map<string, string>();
  const cookieHeader = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const store = (response: Response): void => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (gone) {
        jar.delete(name);
      } else {
        jar.set(name, pair.slice(eq + 1).trim());
      }
    }
  };
  const jarFetch: FetchLike = async (url, init) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) {
      headers.set('cookie', cookieHeader());
    }
    const response = await fetch(url, { ...init, headers });
    store(response);
    return response;
  };
  const csrfToken = (): string | undefined => {
    const value = jar.get('ik_csrf');
    return value === undefined ? undefined : decodeURIComponent(value);
  };
  return {
    fetch: jarFetch,
    csrfToken,
    cookieHeader,
    jsonHeaders: () => ({
      'content-type': 'application/json',
      cookie: cookieHeader(),
      'ik-csrf-token': csrfToken() ?? '',
    }),
    async prime(origin) {
      store(await fetch(`${origin}/__playground/health`, { headers: { cookie: cookieHeader() } }));
    },
    get: (name) => jar.get(name),
  };
}
