/**
 * `createIdentityClient`: one typed method per row of `paths.ts`, all through one transport. Every request
 * carries the headers of seed 001 §7, `credentials: 'include'` and a JSON body; secrets go only in bodies
 * (fetchOtpToken's query is the contract-forced exception, see WIRE.md).
 *
 * Split for the sign-in page (issue 5 size target): only the options, the method names and this file load
 * with the client. Request planning, the transport and the first screen's rows are the lazy call engine
 * (engine.ts), prefetched on idle or first input (prefetch.ts) and awaited by a call that comes earlier; the
 * other rows and response checks are the lazy route table (route-table.ts), fetched beside the first
 * request. Every method exists from the start and returns a promise anyway, so callers see only timing.
 */
import { REMOTE_CALL_NAMES } from './call-names';
import type { CallEngine } from './engine';
import { transportError } from './errors';
import { lazyChunk, untilLoaded, type LazyChunk } from './lazy-chunk';
import { checkOptions, type IdentityClientOptions, type ResolvedOptions } from './options';
import { onFirstInput } from './prefetch';
import type { RouteTable } from './route-table';
import type { CallOptions, ClientResult } from './transport';
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
  readonly config: Readonly<
    Pick<
      ResolvedOptions,
      'offeringId' | 'offeringEnv' | 'locale' | 'country' | 'namespaceId' | 'headerPrefix' | 'bases'
    >
  >;
};

/** Where a client gets the lazy route table (tests pass a slow or failing one). */
export type TableSource = LazyChunk<RouteTable>;
/** A table source over a loader. */
export const tableSource: (loadTable: () => Promise<RouteTable>) => TableSource = lazyChunk;
/** Where a client gets the lazy call engine. */
export type EngineSource = LazyChunk<CallEngine>;

/** The lazy chunks, shared by every client of the page (each module loads once anyway). */
const ROUTE_TABLE_CHUNK: TableSource = lazyChunk(() =>
  import('./route-table').then((module) => module.ROUTE_TABLE),
);
const ENGINE_CHUNK: EngineSource = lazyChunk(() => import('./engine').then((module) => module.CALL_ENGINE));

/** Loads the shared engine and route table ahead of the first call (test rigs that time their answers). */
export function preloadRouteTable(): Promise<void> {
  return Promise.all([ENGINE_CHUNK.load(), ROUTE_TABLE_CHUNK.load()]).then(() => undefined);
}

/**
 * A chunk that did not load: for the user a network failure ("check your connection and try again"). Made
 * when it happens, not at import (issue 19: no error is built at start-up).
 */
const chunkFailed = (): ClientResult<never> => ({
  ok: false,
  error: transportError('network', 'NETWORK_ERROR'),
});

/** One prefetch per page, however many clients it creates. */
let enginePrefetched = false;

/**
 * The client over a given table source. Internal: the public entry is `createIdentityClient`.
 */
export function createClientWith(
  options: IdentityClientOptions,
  source: TableSource,
  engine: EngineSource = ENGINE_CHUNK,
): IdentityClient {
  const resolved = checkOptions(options);
  let config: IdentityClient['config'] | undefined;
  const methods: Record<string, unknown> = {
    // Made at its first read, like the options' defaults (issue 19: no code for it at start-up).
    get config() {
      const { offeringId, offeringEnv, locale, country, namespaceId, headerPrefix, bases } = resolved();
      return (config ??= Object.freeze({
        offeringId,
        offeringEnv,
        locale,
        country,
        namespaceId,
        headerPrefix,
        bases: Object.freeze({ ...bases }),
      }));
    },
  };
  for (const name of REMOTE_CALL_NAMES) {
    methods[name] = async (input: unknown, call: CallOptions = {}): Promise<ClientResult<unknown>> => {
      if (call.signal?.aborted) {
        return { ok: false, error: transportError('aborted', 'ABORTED') };
      }
      // The table starts loading with the first request (of any call), so the next step's call (MFA, consent,
      // account choice) does not wait for it; a failure here is retried by the call that needs the table.
      source.load().catch(() => undefined);
      const loadedEngine = engine.loaded ?? (await untilLoaded(engine, call.signal));
      if (loadedEngine === 'aborted') {
        return { ok: false, error: transportError('aborted', 'ABORTED') };
      }
      if (loadedEngine === 'failed') {
        return chunkFailed();
      }
      let route = loadedEngine.firstScreenRoute(name);
      if (route === undefined) {
        const table = source.loaded ?? (await untilLoaded(source, call.signal));
        if (table === 'aborted') {
          return { ok: false, error: transportError('aborted', 'ABORTED') };
        }
        if (table === 'failed') {
          return chunkFailed();
        }
        route = { spec: table.calls[name], schema: table.schemas[name] };
      }
      const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      return loadedEngine.run(name, route, raw, resolved(), call);
    };
  }
  return Object.freeze(methods) as IdentityClient;
}

/**
 * Creates the identity client.
 * @throws Error "Valid offering id is required." when `offeringId` is missing (seed 001 §5), and
 *   "Not an {product} domain" when a base URL is outside the allow-list (seed 001 §1).
 */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const client = createClientWith(options, ROUTE_TABLE_CHUNK);
  if (!enginePrefetched) {
    enginePrefetched = true;
    onFirstInput(() => {
      // A failed prefetch is retried by the first call, which reports it if it fails again.
      ENGINE_CHUNK.load().catch(() => undefined);
    });
  }
  return client;
}
