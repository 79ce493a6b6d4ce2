/**
 * `createPlayground()`: the in-memory identity service as a `fetch`-compatible function, usable in the
 * browser (Ladle stories) and in Node tests. Cookies the service sets are kept in an in-memory jar and sent
 * back on later calls, as a browser would for a same-origin service.
 */

import { createClock } from './core/clock';
import { cryptoRandom, seededRandom } from './core/random';
import type { Service, ServiceConfig } from './core/service';
import { createStore, clearStore } from './store/store';
import {
  FIXTURE_CAPTCHA_TOKEN,
  FIXTURE_OAUTH_CLIENT,
  hashFixturePasswords,
  seedFixtures,
} from './store/fixtures';
import type { OutboxMessage, StoredUser } from './store/types';
import { handleRequest } from './http/handle';
import { serializeCookie } from './http/types';
import type { ServiceResponse } from './http/types';
import { buildRouter } from './routes';
import { PLAYGROUND_SPEC_OFFERING_ID } from './core/enumeration';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../rules/constants';

/** Default origin of the playground (also the `npm run playground` address). */
export const PLAYGROUND_DEFAULT_ORIGIN = 'http://127.0.0.1:4400';

export interface PlaygroundOptions {
  /** Seed for ids and one-time codes: the same seed gives the same codes on every run. @default random */
  seed?: string | number;
  /** Clock (ms since epoch). `advanceTime` moves it forward. @default Date.now */
  now?: () => number;
  /** Header and cookie prefix, as the client's `headerPrefix`. @default 'ik' */
  headerPrefix?: string;
  /** Origin used to resolve relative URLs given to `fetch`. @default location.origin, else 127.0.0.1:4400 */
  baseUrl?: string;
  /**
   * Extra origins trusted for WebAuthn, CORS, state-changing requests and partner returns. The base URL and
   * its loopback twin (127.0.0.1 <-> localhost, same port) always are; nothing else is unless listed here.
   */
  origins?: readonly string[];
  /** Seed the fixture accounts. @default true */
  fixtures?: boolean;
  /** Artificial latency per call, for stories that show pending states. @default 0 */
  latencyMs?: number;
  /** Extra exact redirect URIs for the demo OAuth clients (the base URL's `/callback` and its twin's always are). */
  oauthRedirectUris?: readonly string[];
  /**
   * How the service answers account-existence questions for offerings not in `offeringEnumeration` (issue 21).
   * `strict`: recovery begin, sign-up and verify-auth answer the same for present and missing accounts (the
   * owner of an address in use gets a notice). `off`: the spec's answers (USER_NOT_FOUND, 409 DUPLICATE_USER,
   * not compliant). @default 'strict'
   */
  userEnumeration?: 'strict' | 'off';
  /**
   * The mode per offering id (the client's `ik-offering-id`), over `userEnumeration`.
   * @default { [PLAYGROUND_SPEC_OFFERING_ID]: 'off' } (the demo pages' `?enumeration=off`)
   */
  offeringEnumeration?: Readonly<Record<string, 'strict' | 'off'>>;
}

/** Public view of a user for tests and stories (no secrets). */
export interface PlaygroundUser {
  readonly userId: string;
  readonly username: string;
  readonly email: string | null;
  readonly emailStatus: string | null;
  readonly phones: readonly string[];
  readonly accountState: string;
  readonly requiredFactor: string;
  readonly realmIds: readonly string[];
  readonly credentials: number;
}

export type PlaygroundFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface Playground {
  /** A `fetch` replacement: pass it to `createIdentityClient({ fetch })`. Keeps cookies in memory. */
  readonly fetch: PlaygroundFetch;
  /** Handles one request with no cookie jar (the HTTP server uses this; cookies travel in headers). */
  handle(request: Request): Promise<Response>;
  /** Every message sent (email, SMS, voice), newest first. */
  readonly outbox: readonly OutboxMessage[];
  /** The newest one-time code sent, optionally to one recipient (email address or E.164 phone). */
  lastCode(recipient?: string): string | null;
  /** Every user, as a secret-free view. */
  readonly users: readonly PlaygroundUser[];
  /** Restores the fixtures, empties the outbox, the cookie jar and every session, and resets the clock. */
  reset(): Promise<void>;
  /** Moves the playground clock forward (code expiry, lockout end) without waiting. */
  advanceTime(ms: number): void;
  /** The playground clock. */
  now(): number;
  /** Forgets the cookie jar (a "new browser"). */
  clearCookies(): void;
  /** Sets a user's base risk level (stories and tests of risk-based challenges and DENY). */
  setRiskLevel(userId: string, level: 'LOW' | 'MEDIUM' | 'HIGH'): void;
  /** Method and path of every route, for docs and tests. */
  routes(): readonly { method: string; path: string }[];
  /** Resolves once fixture password hashes are ready (requests wait for it on their own). */
  ready(): Promise<void>;
  /** @internal The service object, for startPlaygroundServer and white-box tests. */
  readonly service: Service;
}

function defaultBaseUrl(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return typeof location?.origin === 'string' && location.origin.startsWith('http')
    ? location.origin
    : PLAYGROUND_DEFAULT_ORIGIN;
}

/**
 * The same server under its other loopback name (`127.0.0.1` <-> `localhost`, same port), or null. Browser
 * tests need both: WebAuthn refuses IP-address origins, while the rest of the suite uses 127.0.0.1.
 */
export function loopbackTwin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const other =
    url.hostname === '127.0.0.1' ? 'localhost' : url.hostname === 'localhost' ? '127.0.0.1' : null;
  if (other === null) {
    return null;
  }
  url.hostname = other;
  return url.origin;
}

/**
 * The origins a playground on `baseUrl` trusts: exactly its own and its loopback twin, plus configured extras
 * (issue 21 §3: a playground on another port must not trust the fixture port 4400).
 */
export function trustedOrigins(baseUrl: string, extras: readonly string[] = []): string[] {
  const own = new URL(baseUrl).origin;
  const twin = loopbackTwin(own);
  return [...new Set([own, ...(twin === null ? [] : [twin]), ...extras])];
}

function userView(user: StoredUser): PlaygroundUser {
  return {
    userId: user.userId,
    username: user.username,
    email: user.email?.address ?? null,
    emailStatus: user.email?.status ?? null,
    phones: user.phones.map((phone) => phone.phoneNumber),
    accountState: user.accountState,
    requiredFactor: user.requiredFactor,
    realmIds: [...user.realmIds],
    credentials: user.credentials.length,
  };
}

/** Renders a ServiceResponse as a fetch Response (Set-Cookie is included; browsers drop it silently). */
export function toResponse(response: ServiceResponse, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    headers.set(name, value);
  }
  for (const cookie of response.cookies ?? []) {
    headers.append('set-cookie', serializeCookie(cookie));
  }
  let body: string | null = null;
  if (response.status !== 204 && response.status !== 304 && method !== 'HEAD') {
    if (response.text !== undefined) {
      body = response.text;
      headers.set('content-type', response.contentType ?? 'text/plain; charset=utf-8');
    } else if (response.body !== undefined) {
      body = JSON.stringify(response.body);
      headers.set('content-type', 'application/json; charset=utf-8');
    }
  }
  return new Response(body, { status: response.status, headers });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Creates an in-memory identity service with the fixture accounts of playground/README.md. */
export function createPlayground(options: PlaygroundOptions = {}): Playground {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '');
  const random = options.seed !== undefined ? seededRandom(options.seed) : cryptoRandom();
  const clock = createClock(options.now);
  const store = createStore();
  const withFixtures = options.fixtures !== false;
  const config: ServiceConfig = {
    headerPrefix: options.headerPrefix ?? 'ik',
    captchaToken: FIXTURE_CAPTCHA_TOKEN,
    origins: trustedOrigins(baseUrl, options.origins),
    namespaceId: OFFERING_ID_IDENTITY_GLOBAL,
    userEnumeration: options.userEnumeration ?? 'strict',
    offeringEnumeration: options.offeringEnumeration ?? { [PLAYGROUND_SPEC_OFFERING_ID]: 'off' },
  };
  let readyPromise: Promise<void> | null = null;
  const service: Service = {
    store,
    clock,
    random,
    config,
    ready() {
      readyPromise ??= hashFixturePasswords(store, random);
      return readyPromise;
    },
  };
  const seed = (): void => {
    clearStore(store);
    readyPromise = null;
    if (withFixtures) {
      // Redirect URIs are registered per server: this playground's own /callback (and its twin's), never a
      // fixed port, so an authorization code can only travel to the server that issued it (RFC 9700 §4.1).
      const callbacks = [
        ...new Set([
          ...trustedOrigins(baseUrl).map((origin) => `${origin}${FIXTURE_OAUTH_CLIENT.redirectPath}`),
          ...(options.oauthRedirectUris ?? []),
        ]),
      ];
      seedFixtures(store, clock.now(), callbacks);
    }
  };
  seed();
  const router = buildRouter();
  const jar = new Map<string, string>();

  // The latency applies to both entries (in-page fetch and the HTTP server's handle), so a story and a
  // browser test against `startPlaygroundServer({ latencyMs })` see the same pending states.
  const delay = async (): Promise<void> => {
    if (options.latencyMs !== undefined && options.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    }
  };
  const handle = async (request: Request): Promise<Response> => {
    await delay();
    return toResponse(await handleRequest(service, router, request, undefined, 'http'), request.method);
  };

  const playgroundFetch: PlaygroundFetch = async (input, init) => {
    const resolved =
      typeof input === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(input)
        ? `${baseUrl}${input.startsWith('/') ? '' : '/'}${input}`
        : input;
    const request = new Request(resolved instanceof URL ? resolved.href : resolved, init);
    const signal = init?.signal ?? request.signal;
    if (signal.aborted) {
      throw abortError(signal);
    }
    const jarHeader =
      jar.size > 0 && request.credentials !== 'omit'
        ? [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
        : undefined;
    const work = (async () => {
      await delay();
      return handleRequest(service, router, request, jarHeader);
    })();
    const result = await new Promise<ServiceResponse>((resolve, reject) => {
      const onAbort = (): void => reject(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error('Playground failure.'));
        },
      );
    });
    for (const cookie of result.cookies ?? []) {
      if (cookie.maxAge === 0) {
        jar.delete(cookie.name);
      } else {
        jar.set(cookie.name, cookie.value);
      }
    }
    return toResponse(result, request.method);
  };

  return {
    fetch: playgroundFetch,
    handle,
    get outbox() {
      return [...store.outbox].reverse();
    },
    lastCode(recipient) {
      const match = [...store.outbox]
        .reverse()
        .find(
          (message) => message.code !== null && (recipient === undefined || message.recipient === recipient),
        );
      return match?.code ?? null;
    },
    get users() {
      // Strict sign-up's look-alikes are not accounts (routes/users.ts).
      return [...store.users.values()].filter((user) => user.lookAlike !== true).map(userView);
    },
    async reset() {
      jar.clear();
      clock.resetOffset();
      seed();
      await service.ready();
    },
    advanceTime(ms) {
      clock.advance(ms);
    },
    now: () => clock.now(),
    clearCookies() {
      jar.clear();
    },
    setRiskLevel(userId, level) {
      const user = store.users.get(userId);
      if (user === undefined) {
        throw new RangeError(`No user ${userId} in the playground.`);
      }
      user.riskLevel = level;
    },
    routes() {
      return router.routes().map(({ method, pattern }) => ({ method, path: pattern }));
    },
    ready: () => service.ready(),
    service,
  };
}
