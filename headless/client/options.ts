/**
 * Client options and their resolution: defaults, the offering-id check (seed 001 §5) and the host
 * allow-list (seed 001 §1 "Not an {product} domain"; QUALITY.md 8: credentialed requests only to allowed
 * origins, whole-label matching).
 */
import {
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  GET_RETRY_BASE_MS,
  GET_RETRY_LIMIT,
  MAX_RESPONSE_BYTES,
  SERVER_TIMEOUT_MS,
  mapEnvironment,
} from '../../rules';
import {
  MISSING_OFFERING_ID,
  MISSING_REQUIRED_CONFIG,
  NOT_ALLOWED_DOMAIN,
  formatMessage,
  isAllowedHost,
} from './lower-layers';
import { DEFAULT_BASE_PATHS, type PathFamily } from './base-paths';
import { COOKIE_NAMES, DEFAULT_HEADER_PREFIX } from './header-names';

/** The fetch the client calls. The global `fetch` and the playground's `fetch` both fit. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A value, or a function read on every call (e.g. a CSRF token read from a cookie). */
export type Dynamic<T> = T | (() => T | undefined);

export interface IdentityClientOptions {
  /** The embedding product's offering id. Required: missing throws "Valid offering id is required." */
  offeringId: string;
  /** Sent normalised by seed 000 §9's mapping (prod/stg -> prd, qa/cqa/golden -> e2e, perf -> prf);
   *  an unknown value is sent as given. @default 'prd' */
  offeringEnv?: string;
  /** @default 'en-us' */
  locale?: string;
  /** @default 'US' */
  country?: string;
  /** @default 'global' (seed 000 §3.6 namespaceId) */
  namespaceId?: string;
  /**
   * Origin of the identity service, e.g. `https://accounts.example.com`.
   * @default the page's origin (`location.origin`) when there is one
   */
  baseUrl?: string;
  /**
   * Per-family override: an absolute URL (another allowed origin) or a path on `baseUrl`, replacing the
   * family's default base path (see WIRE.md).
   */
  baseUrls?: Partial<Record<PathFamily, string>>;
  /**
   * Allowed host suffixes, matched on whole labels (`example.com` allows `a.example.com`, not
   * `evilexample.com`). `localhost` and `127.0.0.1` are always allowed (over http too) for the playground,
   * and so is the page's own host.
   * @default []
   */
  allowedHosts?: readonly string[];
  /** Product name in the "Not an {product} domain" error. @default 'identity' */
  productName?: string;
  /** Prefix of header and cookie names (seed 001 §7). @default 'ik' */
  headerPrefix?: string;
  /** Caller-type header value. @default 'identity-kit' */
  callerType?: string;
  sessionId?: Dynamic<string>;
  visitorId?: Dynamic<string>;
  flowId?: Dynamic<string>;
  /**
   * Double-submit CSRF token, sent as `{prefix}-csrf-token` on every call.
   * @default the `{prefix}_csrf` cookie the service sets, read from `document.cookie` on each call (WIRE.md
   * "Cookies"); none outside a browser
   */
  csrfToken?: Dynamic<string>;
  /** seed 000 §3.6 cookieNamespace. */
  cookieNamespace?: string;
  /** Device-tag flag header (seed 001 §7; seed 000 §3.6 tagSharedDevice). @default false */
  tagDevice?: boolean;
  /** Auth-propagation flag header. @default false */
  authPropagation?: boolean;
  /** Partner response token header default (seed 000 §2.5 response_token). */
  partnerResponseToken?: Dynamic<string>;
  /** Injectable fetch (tests, the playground). @default globalThis.fetch */
  fetch?: FetchLike;
  /** Per-call deadline. @default 5000 (SERVER_TIMEOUT_MS) */
  timeoutMs?: number;
  /** GET retries after the first attempt. @default 2 (GET_RETRY_LIMIT) */
  retryLimit?: number;
  /** First GET retry backoff ceiling in ms, doubled each retry, full jitter. @default 200 */
  retryBaseMs?: number;
  /** Random source for jitter, in [0, 1). @default Math.random */
  random?: () => number;
  /** Largest accepted response body. @default 1_000_000 (MAX_RESPONSE_BYTES) */
  maxResponseBytes?: number;
  /** Clock for cookie-lifetime checks (persistCookies). @default Date.now */
  now?: () => number;
}

export interface ResolvedOptions {
  offeringId: string;
  offeringEnv: string;
  locale: string;
  country: string;
  namespaceId: string;
  bases: Record<PathFamily, string>;
  headerPrefix: string;
  callerType: string;
  sessionId: Dynamic<string> | undefined;
  visitorId: Dynamic<string> | undefined;
  flowId: Dynamic<string> | undefined;
  csrfToken: Dynamic<string> | undefined;
  cookieNamespace: string | undefined;
  tagDevice: boolean;
  authPropagation: boolean;
  partnerResponseToken: Dynamic<string> | undefined;
  fetch: FetchLike;
  timeoutMs: number;
  retryLimit: number;
  retryBaseMs: number;
  random: () => number;
  maxResponseBytes: number;
  now: () => number;
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : undefined;
}

function checkOrigin(url: URL, suffixes: readonly string[], product: string): void {
  const host = url.hostname.toLowerCase();
  const local = LOCAL_HOSTS.includes(host);
  const page = pageOrigin();
  const samePage = page !== undefined && new URL(page).host === url.host;
  const schemeOk = url.protocol === 'https:' || (url.protocol === 'http:' && (local || samePage));
  if (
    !schemeOk ||
    url.username !== '' ||
    url.password !== '' ||
    !(local || samePage || isAllowedHost(host, { suffixes }))
  ) {
    throw new Error(formatMessage(NOT_ALLOWED_DOMAIN, { product }));
  }
}

/**
 * Reads the service's readable double-submit cookie on every call, so the header follows a rotated token.
 * The service refuses state-changing calls without it (QUALITY.md security 13; the playground enforces it).
 */
function csrfCookieReader(prefix: string): () => string | undefined {
  const name = `${COOKIE_NAMES.csrf.replace('{prefix}', prefix)}=`;
  return () => {
    const doc = (globalThis as { document?: { cookie?: unknown } }).document;
    const jar = typeof doc?.cookie === 'string' ? doc.cookie : '';
    const found = jar
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(name));
    if (found === undefined) {
      return undefined;
    }
    try {
      return decodeURIComponent(found.slice(name.length));
    } catch {
      return undefined;
    }
  };
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

/** An allowed origin (or absolute base URL) as a base without its trailing slash; throws when not allowed. */
function allowedBase(text: string, options: IdentityClientOptions): string {
  const product = options.productName ?? 'identity';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(formatMessage(NOT_ALLOWED_DOMAIN, { product }));
  }
  checkOrigin(url, options.allowedHosts ?? [], product);
  return trimSlash(url.href);
}

/**
 * The `baseUrls` overrides as bases, checked family by family in the default order (the first one outside the
 * allow-list throws). Its own function: most pages give none, and then this code never runs (issue 19).
 */
function overriddenBases(
  overrides: Partial<Record<PathFamily, string>>,
  rootText: string,
  options: IdentityClientOptions,
): Partial<Record<PathFamily, string>> {
  const bases: Partial<Record<PathFamily, string>> = {};
  for (const family of Object.keys(DEFAULT_BASE_PATHS) as PathFamily[]) {
    const override = overrides[family];
    if (override !== undefined) {
      bases[family] =
        override.startsWith('/') && !override.startsWith('//')
          ? rootText + trimSlash(override)
          : allowedBase(override, options);
    }
  }
  return bases;
}

/**
 * Checks `baseUrl` (else the page's origin) and any `baseUrls` override at once; returns the maker of the
 * per-family base URLs, which the first call runs (issue 19).
 */
function basesOf(options: IdentityClientOptions): () => Record<PathFamily, string> {
  const page = pageOrigin();
  const origin = options.baseUrl ?? page;
  if (origin === undefined) {
    throw new Error(formatMessage(MISSING_REQUIRED_CONFIG, { name: 'baseUrl' }));
  }
  // The page's own origin (the usual case) is allowed as it stands, so the check below runs only for another
  // origin (issue 19: less code at start-up).
  const rootText = origin === page ? origin : allowedBase(origin, options);
  const overridden =
    options.baseUrls === undefined ? {} : overriddenBases(options.baseUrls, rootText, options);
  return () => {
    const bases = {} as Record<PathFamily, string>;
    for (const family of Object.keys(DEFAULT_BASE_PATHS) as PathFamily[]) {
      bases[family] = overridden[family] ?? rootText + DEFAULT_BASE_PATHS[family];
    }
    return bases;
  };
}

/** The options taken as given (`null` or absent: the default), resolved by one loop over this table. */
type PassedKey = Exclude<
  keyof ResolvedOptions,
  'offeringId' | 'offeringEnv' | 'bases' | 'csrfToken' | 'retryLimit' | 'random' | 'now'
>;

/**
 * Their defaults (`undefined`: none). A table, not one `??` per option, so creating a client runs one small
 * loop at start-up (issue 19). The clock and the random source are read when a client is created (below),
 * so a test's fake timers installed before then apply, as before.
 */
const PASSED_DEFAULTS: { readonly [K in PassedKey]: ResolvedOptions[K] } = {
  locale: DEFAULT_LOCALE,
  country: DEFAULT_COUNTRY,
  namespaceId: 'global',
  headerPrefix: DEFAULT_HEADER_PREFIX,
  callerType: 'identity-kit',
  sessionId: undefined,
  visitorId: undefined,
  flowId: undefined,
  cookieNamespace: undefined,
  tagDevice: false,
  authPropagation: false,
  partnerResponseToken: undefined,
  fetch: (url, init) => globalThis.fetch(url, init),
  timeoutMs: SERVER_TIMEOUT_MS,
  retryBaseMs: GET_RETRY_BASE_MS,
  maxResponseBytes: MAX_RESPONSE_BYTES,
};

/**
 * Checks the options at once (the offering id, then the base URLs: setup mistakes throw developer errors, not
 * IdentityError, when the client is created, as `createIdentityClient` documents) and returns their
 * resolution with the defaults filled in, made at its first read and kept: a page creates its client at
 * start-up and calls it only after the user's first input (issue 19: less code at start-up). The options are
 * read as given at creation; the clock and the random source too, so a test's fake timers installed before
 * then apply, as before.
 */
export function checkOptions(options: IdentityClientOptions): () => ResolvedOptions {
  const offeringId = typeof options.offeringId === 'string' ? options.offeringId.trim() : '';
  if (offeringId === '') {
    throw new Error(MISSING_OFFERING_ID);
  }
  const bases = basesOf(options);
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  // Read as given now: a later change to the caller's object changes nothing.
  const given = { ...options };
  let resolved: ResolvedOptions | undefined;
  return () => (resolved ??= filled(given, offeringId, bases, random, now));
}

/** The checked options with every default filled in (the offering id trimmed, the clocks as read). */
function filled(
  options: IdentityClientOptions,
  offeringId: string,
  bases: () => ResolvedOptions['bases'],
  random: () => number,
  now: () => number,
): ResolvedOptions {
  const passed: Record<string, unknown> = { ...PASSED_DEFAULTS };
  for (const key of Object.keys(PASSED_DEFAULTS) as PassedKey[]) {
    const value = options[key];
    if (value !== undefined && value !== null) {
      passed[key] = value;
    }
  }
  const resolved = passed as Pick<ResolvedOptions, PassedKey>;
  return {
    ...resolved,
    offeringId,
    offeringEnv:
      options.offeringEnv === undefined
        ? 'prd'
        : (mapEnvironment(options.offeringEnv) ?? options.offeringEnv),
    bases: bases(),
    csrfToken: options.csrfToken ?? csrfCookieReader(resolved.headerPrefix),
    retryLimit: Math.max(0, Math.floor(options.retryLimit ?? GET_RETRY_LIMIT)),
    random,
    now,
  };
}
