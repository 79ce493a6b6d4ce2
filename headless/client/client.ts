/**
 * `createIdentityClient`: one typed method per row of `paths.ts`, all through one transport. Every request
 * carries the headers of seed 001 §7, `credentials: 'include'` and a JSON body; secrets go only in bodies
 * (fetchOtpToken's query is the contract-forced exception, see WIRE.md).
 *
 * Split for the sign-in page (issue 5 size target): the transport and the first screen's rows
 * (first-screen-routes.ts) load with the client; the other rows and response checks are the lazy route
 * table (route-table.ts), imported by the first call that needs it. Every method exists from the start.
 */
import { REMOTE_CALL_NAMES } from './call-names';
import { transportError } from './errors';
import { FIRST_SCREEN_ROUTES, FIRST_SCREEN_SCHEMAS, type FirstScreenCall } from './first-screen-routes';
import { headerName } from './header-names';
import { DEVELOPER_ERRORS, formatMessage, isValidServiceProviderEntity } from './lower-layers';
import { resolveOptions, readDynamic, type IdentityClientOptions, type ResolvedOptions } from './options';
import { collectSecrets, preparePayload } from './payloads';
import type { RemoteCallName } from './paths';
import type { CallSpec } from './route-row';
import type { RouteTable } from './route-table';
import type { Shape } from './shape';
import { send, type CallOptions, type ClientResult, type RequestPlan } from './transport';
import type { WireMap, WireRequest, WireResponse } from './wire';

/** A client method: input (omittable when the call takes none), per-call options, a typed result. */
export type ClientMethod<K extends keyof WireMap> =
  Record<string, never> extends WireRequest<K>
    ? (input?: WireRequest<K>, options?: CallOptions) => Promise<ClientResult<WireResponse<K>>>
    : (input: WireRequest<K>, options?: CallOptions) => Promise<ClientResult<WireResponse<K>>>;

/**
 * The identity client: every remote call of the contract. The TOTP QR code is not a method: it is the
 * standalone `createTotpQrCode` (drawn locally), so apps without TOTP do not bundle the QR encoder.
 */
export type IdentityClient = { readonly [K in keyof WireMap]: ClientMethod<K> } & {
  /** The resolved, read-only configuration (no secrets in it). */
  readonly config: Readonly<Pick<ResolvedOptions, 'offeringId' | 'offeringEnv' | 'locale' | 'country' | 'namespaceId' | 'headerPrefix' | 'bases'>>;
};

function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (Array.isArray(value)) {
    return value.map(String).join(',');
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return undefined;
}

/** Headers of seed 001 §7 for one call; undefined items are not sent. */
function buildHeaders(options: ResolvedOptions, extra: { captcha?: string | undefined; partnerToken?: string | undefined; sameSite?: boolean | undefined }, hasBody: boolean): Record<string, string> {
  const p = options.headerPrefix;
  const headers: Record<string, string> = { accept: 'application/json' };
  const put = (key: Parameters<typeof headerName>[1], value: string | undefined) => {
    if (value !== undefined && value !== '') {
      headers[headerName(p, key)] = value;
    }
  };
  put('offeringId', options.offeringId);
  put('offeringEnv', options.offeringEnv);
  put('locale', options.locale);
  put('country', options.country);
  put('callerType', options.callerType);
  put('sessionId', readDynamic(options.sessionId));
  put('visitorId', readDynamic(options.visitorId));
  put('flowId', readDynamic(options.flowId));
  put('csrfToken', readDynamic(options.csrfToken));
  put('cookieNamespace', options.cookieNamespace);
  put('deviceTag', String(options.tagDevice));
  put('authPropagation', String(options.authPropagation));
  put('captchaResponse', extra.captcha);
  put('partnerResponseToken', extra.partnerToken ?? readDynamic(options.partnerResponseToken));
  if (extra.sameSite !== undefined) {
    put('sameSiteSupport', String(extra.sameSite));
  }
  if (hasBody) {
    headers['content-type'] = 'application/json';
  }
  return headers;
}

/**
 * Code of a request refused before sending (kind `invalid-request`): a caller or configuration mistake, so
 * the catalogue's CONFIGURATION_ERROR ("something went wrong") rather than a code a user could act on.
 */
export const REFUSED_CODE = 'CONFIGURATION_ERROR';

type Planned = { ok: true; plan: RequestPlan } | { ok: false; code: string };

/**
 * Maps a prepared input onto URL, headers and body with the call's row and response check, and refuses a
 * secret outside the body. `planRequest` (plan-request.ts) is this with the whole route table.
 */
export function planWith(
  name: RemoteCallName,
  spec: CallSpec,
  schema: Shape | undefined,
  raw: Record<string, unknown>,
  options: ResolvedOptions,
  call: CallOptions,
): Planned {
  const input = preparePayload(name, raw, options);
  if (name === 'startSpInitiatedSso' && typeof input.spEntity === 'string' && input.spEntity !== 'me' && !isValidServiceProviderEntity(input.spEntity)) {
    // Seed 001 §5: an invalid service-provider entity logs a warning and fails.
    console.warn(formatMessage(DEVELOPER_ERRORS.invalidServiceProviderEntity, { entity: input.spEntity }));
    return { ok: false, code: REFUSED_CODE };
  }
  let missing = false;
  const path = spec.path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const v = input[key];
    if ((typeof v !== 'string' && typeof v !== 'number') || String(v).trim() === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(v));
  });
  if (missing) {
    return { ok: false, code: REFUSED_CODE };
  }
  const params = new URLSearchParams();
  for (const param of spec.query ?? []) {
    const value = 'value' in param ? param.value : queryValue(input[param.from]);
    if (value !== undefined) {
      params.append(param.name, value);
    }
  }
  const search = params.toString();
  const url = `${options.bases[spec.family]}${path}${search === '' ? '' : `?${search}`}`;

  let body: string | undefined;
  if (spec.body !== undefined) {
    const payload: Record<string, unknown> = {};
    for (const key of spec.body) {
      if (input[key] !== undefined) {
        payload[key] = input[key];
      }
    }
    body = JSON.stringify(payload);
  }

  const gRecaptcha = typeof raw.gRecaptchaResponse === 'string' && raw.gRecaptchaResponse !== '' ? raw.gRecaptchaResponse : undefined;
  const captcha = call.captchaResponse ?? gRecaptcha;
  const partnerToken = name === 'partnerAuthGetData' && typeof raw.responseToken === 'string' ? raw.responseToken : undefined;
  const headers = buildHeaders(
    options,
    {
      captcha,
      partnerToken,
      sameSite: name === 'persistCookies' && typeof raw.sameSiteSupport === 'boolean' ? raw.sameSiteSupport : undefined,
    },
    body !== undefined,
  );

  // Raw and prepared forms (an SSN is sent dashed): both are redacted from any server message.
  const secrets = [...new Set([...collectSecrets(raw), ...collectSecrets(input)])];
  // Defence in depth (QUALITY.md 4): a secret that would leave in the URL or a header is refused, except
  // where the contract forces it (fetchOtpToken). Only the parts built from this call's input are compared
  // (path, query, captcha and partner-token headers): configured values such as an offering id '50000003'
  // cannot carry the caller's secret, and comparing them refused a legitimate one-time code '000000'.
  const exposed = [`${path}?${search}`, captcha ?? '', partnerToken ?? ''];
  const leaks = secrets.some((s) => s.length >= 4 && exposed.some((text) => text.includes(s) || text.includes(encodeURIComponent(s))));
  if (leaks && !('secretInUrl' in spec && spec.secretInUrl)) {
    return { ok: false, code: REFUSED_CODE };
  }
  return {
    ok: true,
    plan: { name, spec, schema, url, method: spec.method, headers, body, secrets, captchaSupplied: captcha !== undefined },
  };
}

/** The row and check of a first-screen call, without the lazy table. */
function firstScreenRoute(name: RemoteCallName): { spec: CallSpec; schema: Shape | undefined } | undefined {
  return Object.hasOwn(FIRST_SCREEN_ROUTES, name)
    ? { spec: FIRST_SCREEN_ROUTES[name as FirstScreenCall], schema: FIRST_SCREEN_SCHEMAS[name as FirstScreenCall] }
    : undefined;
}

/**
 * Waits for the route table, or for the caller's abort, whichever comes first: an aborted call does not
 * stay pending behind a slow chunk (the load itself goes on for the next call).
 */
function untilTable(table: Promise<RouteTable>, signal: AbortSignal | undefined): Promise<RouteTable | 'aborted' | 'failed'> {
  return new Promise((resolve) => {
    const onAbort = () => resolve('aborted');
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    table.then(
      (loaded) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(loaded);
      },
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve('failed');
      },
    );
  });
}

/** Where a client gets the lazy route table: one load shared by every call, kept once it landed. */
export interface TableSource {
  /** The table once loaded: calls then plan without waiting, as if it had been there from the start. */
  loaded: RouteTable | undefined;
  /** Starts the load, or joins the one under way. */
  load(): Promise<RouteTable>;
}

/** A table source over a loader (tests pass a slow or failing one). */
export function tableSource(loadTable: () => Promise<RouteTable>): TableSource {
  // A failed load (offline, a deployment replaced the chunk) is forgotten so the next call tries again.
  let pending: Promise<RouteTable> | null = null;
  const source: TableSource = {
    loaded: undefined,
    load: () => {
      pending ??= Promise.resolve()
        .then(loadTable)
        .then(
          (table) => {
            source.loaded = table;
            return table;
          },
          (error: unknown) => {
            pending = null;
            throw error;
          },
        );
      return pending;
    },
  };
  return source;
}

/** The lazy route table chunk, shared by every client of the page (the module loads once anyway). */
const ROUTE_TABLE_CHUNK = tableSource(() => import('./route-table').then((module) => module.ROUTE_TABLE));

/** Loads the shared route table ahead of the first call that needs it (test rigs that time their answers). */
export function preloadRouteTable(): Promise<void> {
  return ROUTE_TABLE_CHUNK.load().then(() => undefined);
}

/**
 * The client over a given table source. Internal: the public entry is `createIdentityClient`.
 */
export function createClientWith(options: IdentityClientOptions, source: TableSource): IdentityClient {
  const resolved = resolveOptions(options);
  const methods: Record<string, unknown> = {};
  for (const name of REMOTE_CALL_NAMES) {
    methods[name] = async (input: unknown, call: CallOptions = {}): Promise<ClientResult<unknown>> => {
      if (call.signal?.aborted) {
        return { ok: false, error: transportError('aborted', 'ABORTED') };
      }
      let route = firstScreenRoute(name);
      if (route === undefined) {
        const loaded = source.loaded ?? (await untilTable(source.load(), call.signal));
        if (loaded === 'aborted') {
          return { ok: false, error: transportError('aborted', 'ABORTED') };
        }
        if (loaded === 'failed') {
          // The chunk did not load: for the user a network failure ("check your connection and try again").
          return { ok: false, error: transportError('network', 'NETWORK_ERROR') };
        }
        route = { spec: loaded.calls[name], schema: loaded.schemas[name] };
      } else {
        // The first request of a sign-in page also fetches the table, so the next step's call (MFA, consent,
        // account choice) does not wait for it; a failure here is retried by the call that needs the table.
        source.load().catch(() => undefined);
      }
      const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const planned = planWith(name, route.spec, route.schema, raw, resolved, call);
      if (!planned.ok) {
        return { ok: false, error: transportError('invalid-request', planned.code) };
      }
      return send(planned.plan, resolved, call);
    };
  }
  methods.config = Object.freeze({
    offeringId: resolved.offeringId,
    offeringEnv: resolved.offeringEnv,
    locale: resolved.locale,
    country: resolved.country,
    namespaceId: resolved.namespaceId,
    headerPrefix: resolved.headerPrefix,
    bases: Object.freeze({ ...resolved.bases }),
  });
  return Object.freeze(methods) as IdentityClient;
}

/**
 * Creates the identity client.
 * @throws Error "Valid offering id is required." when `offeringId` is missing (seed 001 §5), and
 *   "Not an {product} domain" when a base URL is outside the allow-list (seed 001 §1).
 */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  return createClientWith(options, ROUTE_TABLE_CHUNK);
}
