import type { AnalyticsEvent } from './analytics';

/**
 * What a pure transition asks the world to do. Effects are data so transition tables can compare them.
 *
 * - `request`: run `call` through the identity client in slot `key`. `mode: 'exclusive'` (default) sends
 *   nothing while the slot already has an attempt in flight (one request per user intent, QUALITY.md 6);
 *   `mode: 'supersede'` aborts the attempt in flight and starts this one.
 * - `abort`: abort the attempt in flight in slot `key`; its response never lands.
 * - `emit`: an analytics event for `onEvent` listeners.
 * - `host`: a command for the embedding page (navigation), handed to `onHostCommand` listeners.
 * - `cookie`: a `document.cookie` assignment with no secret in it (the iux_webauthn_reg prompt counter),
 *   handed to the store's `writeCookie` option (the React provider writes `document.cookie`).
 *
 * `K` is the store's slot names (the flows name theirs in headless/flows/request-slots.ts; the core knows
 * none).
 */
export type Effect<C, K extends string = string> =
  | {
      readonly kind: 'request';
      readonly key: K;
      readonly mode?: 'exclusive' | 'supersede';
      readonly call: C;
    }
  | { readonly kind: 'abort'; readonly key: K }
  | { readonly kind: 'emit'; readonly event: AnalyticsEvent }
  | { readonly kind: 'host'; readonly command: HostCommand }
  | { readonly kind: 'cookie'; readonly cookie: string };

/**
 * Host commands. `redirect` carries only an address the server returned and the flow validated
 * (QUALITY.md security 3).
 */
export type HostCommand = { readonly type: 'redirect'; readonly url: string };

/** `transition(state, event) -> [next, effects]`. */
export type Transition<S, C, K extends string = string> = readonly [S, readonly Effect<C, K>[]];

/** What the effect runner gives each attempt. */
export interface AttemptContext {
  /** Unique per store and increasing; a response is applied only while its attempt is the slot's latest. */
  readonly attemptId: number;
  /** Aborted when the attempt is superseded, aborted, reset or disposed. */
  readonly signal: AbortSignal;
}

/** Helpers so machines read as prose. */
export function request<C, K extends string = string>(
  key: K,
  call: C,
  mode: 'exclusive' | 'supersede' = 'exclusive',
): Effect<C, K> {
  return mode === 'exclusive' ? { kind: 'request', key, call } : { kind: 'request', key, mode, call };
}

export function emit<C, K extends string = string>(event: AnalyticsEvent): Effect<C, K> {
  return { kind: 'emit', event };
}
