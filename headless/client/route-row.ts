// The row type of the route tables and its two helpers (split from paths.ts: the first screen's rows,
// first-screen-routes.ts, load up front; the rest of the table loads lazily).
import type { PathFamily } from './base-paths';

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One query parameter: copied from an input key, or fixed. */
export type QueryParam =
  { readonly name: string; readonly from: string } | { readonly name: string; readonly value: string };

/** One row of a path-family table. */
export interface CallSpec {
  readonly family: PathFamily;
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: readonly QueryParam[];
  readonly body?: readonly string[];
  /** The row carries a secret in its URL because the contract forces it (fetchOtpToken only). */
  readonly secretInUrl?: true;
  /** A 2xx with an empty body (e.g. 204) is success for this row; elsewhere it is an invalid response. */
  readonly emptyOk?: true;
  /** GETs are retried unless this is false (e.g. the logger, which has its own batching). */
  readonly retry?: false;
  /** Per-row deadline when not the default SERVER_TIMEOUT_MS. */
  readonly timeout?: 'logger';
  /** The row is documented but never sent (the QR path: drawn locally). */
  readonly local?: true;
}

export type { PathFamily };

// Literal types are kept so `contract-check.ts` can compare every `from` with the request types.
export function q<N extends string>(name: N): { readonly name: N; readonly from: N };
export function q<N extends string, F extends string>(
  name: N,
  from: F,
): { readonly name: N; readonly from: F };
export function q(name: string, from?: string): QueryParam {
  return { name, from: from ?? name };
}
export const fixed = <N extends string, V extends string>(
  name: N,
  value: V,
): { readonly name: N; readonly value: V } => ({ name, value });
