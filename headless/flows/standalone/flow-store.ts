/**
 * The kit the stand-alone flows (sign-up, recovery, consent, identity proofing, verified-user update,
 * invitation notice) share. Each of those flows owns a small store made with core's `createStore`, so the
 * identity store of sign-in stays small (headless/flows/README.md). A stand-alone flow runs one request at
 * a time: every request uses one slot, so the store's attempt ids drop stale results and a second submit
 * while one is pending sends nothing (the transition also ignores it).
 */
import {
  clientSideError,
  createStore,
  emit,
  type AttemptContext,
  type Effect,
  type IdentityErrorShape,
  type OperationKey,
  type Store,
  type Transition,
} from '../../core';
import type { Outcome } from '../events';

/**
 * The slot every stand-alone flow store uses. Core's slot names belong to the identity store; inside a
 * separate store the name only has to be one of them, and one slot means one request in flight per flow.
 */
export const FLOW_SLOT: OperationKey = 'signIn';

/** Effects a stand-alone reducer collects. */
export type FlowEffects<C> = Effect<C>[];

/** The request-state part every stand-alone flow state has (seed 000 §4.2, codes only). */
export interface FlowRequestState<Op extends string> {
  /** The operation in flight, else null (the UI sets aria-disabled / aria-busy from it). */
  readonly pending: Op | null;
  /** Catalogue response code of the last failure (describeError(code) gives the text), else null. */
  readonly errorCode: string | null;
}

/** Starts `call` in the flow slot. */
export function requestEffect<C>(call: C): Effect<C> {
  return { kind: 'request', key: FLOW_SLOT, call };
}

/** Aborts the request in flight (its late response never lands). */
export function abortEffect<C>(): Effect<C> {
  return { kind: 'abort', key: FLOW_SLOT };
}

/** The analytics event of a finished request: operation name and code only. */
export function requestEvent<C>(operation: string, error: IdentityErrorShape | null): Effect<C> {
  return emit({
    type: 'request',
    operation,
    outcome: error === null ? 'success' : 'failure',
    responseCode: error === null ? null : error.code,
  });
}

/** Options of {@link createFlowStore}. */
export interface FlowStoreOptions<S, E, C> {
  readonly initialState: () => S;
  readonly transition: (state: S, event: E) => Transition<S, C>;
  readonly perform: (call: C, context: AttemptContext) => Promise<E>;
  /** The result event for a call whose effect crashed (an unexpected rejection). */
  readonly crashed: (call: C, error: IdentityErrorShape) => E;
}

/** A stand-alone flow store (one per hook instance, never a module singleton). */
export function createFlowStore<S, E, C>(options: FlowStoreOptions<S, E, C>): Store<S, E> {
  return createStore<S, E, C>({
    initialState: options.initialState,
    transition: options.transition,
    perform: options.perform,
    onCrash: (_key, call) => options.crashed(call, clientSideError('UNKNOWN_ERROR')),
  });
}

/** Client result -> flow outcome (transport metadata dropped). */
export function outcomeOf<T, U>(
  result: { ok: true; data: T } | { ok: false; error: IdentityErrorShape },
  map: (data: T) => U,
): Outcome<U> {
  return result.ok ? { ok: true, data: map(result.data) } : { ok: false, error: result.error };
}
