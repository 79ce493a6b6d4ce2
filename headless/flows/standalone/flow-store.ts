/**
 * The kit the stand-alone flows (sign-up, recovery, consent, identity proofing, verified-user update,
 * invitation accept, account-deletion notice) share. Each of those flows owns a small store made with core's
 * `createStore`, so the identity store of sign-in stays small (headless/flows/README.md). A stand-alone flow
 * runs one request at a time: every request uses the flow's own slot (core's FLOW_OPERATION_KEYS), so the
 * store's attempt ids drop stale results and a second submit while one is pending sends nothing (the
 * transition also ignores it).
 */
import { clientSideError, type AttemptContext, type IdentityErrorShape } from '../../core';
import {
  createStore,
  emit,
  type Effect,
  type FlowOperationKey,
  type Store,
  type Transition,
} from '../request-slots';
import type { Outcome } from '../outcome-data';
import type { IdentityClient } from '../../client';
import { performRow, usesRowsFor, type RequestRow, type UsesRow } from '../request-table';

/** Effects a stand-alone reducer collects (requests in the flow's own slot). */
export type FlowEffects<C> = Effect<C, FlowOperationKey>[];

/** A stand-alone flow's `transition(state, event) -> [next, effects]`. */
export type FlowTransition<S, C> = Transition<S, C, FlowOperationKey>;

/** A stand-alone flow's store. */
export type FlowStore<S, E> = Store<S, E, FlowOperationKey>;

/** The request-state part every stand-alone flow state has (seed 000 §4.2, codes only). */
export interface FlowRequestState<Op extends string> {
  /** The operation in flight, else null (the UI sets aria-disabled / aria-busy from it). */
  readonly pending: Op | null;
  /** Catalogue response code of the last failure (describeError(code) gives the text), else null. */
  readonly errorCode: string | null;
}

/** The writable request-state part of a flow's immer draft. */
export interface FlowRequestDraft<Op extends string> {
  pending: Op | null;
  errorCode: string | null;
}

/** Starts `call` in the flow's own slot (`slot` names the flow in effects and tests). */
export function requestEffect<C>(slot: FlowOperationKey, call: C): Effect<C, FlowOperationKey> {
  return { kind: 'request', key: slot, call };
}

/** Aborts the request in flight in the flow's slot (its late response never lands). */
export function abortEffect<C>(slot: FlowOperationKey): Effect<C, FlowOperationKey> {
  return { kind: 'abort', key: slot };
}

/**
 * Marks `call` pending, clears the last failure and starts it in the flow's slot. Callers guard first
 * (`draft.pending !== null` means a request is in flight: a second submit sends nothing).
 */
export function startFlowRequest<Op extends string, C extends { readonly op: Op }>(
  draft: FlowRequestDraft<Op>,
  slot: FlowOperationKey,
  call: C,
  effects: FlowEffects<C>,
): void {
  draft.pending = call.op;
  draft.errorCode = null;
  effects.push(requestEffect(slot, call));
}

/**
 * Ends the request in flight: clears `pending`, stores the failure code (or clears it) and reports the
 * request to analytics (operation and code only). `error` null means success.
 */
export function endFlowRequest<Op extends string, C>(
  draft: FlowRequestDraft<Op>,
  operation: string,
  error: IdentityErrorShape | null,
  effects: FlowEffects<C>,
): void {
  draft.pending = null;
  draft.errorCode = error === null ? null : error.code;
  effects.push(requestEvent(operation, error));
}

/**
 * The guard / fail / succeed shape of every result event: a result whose operation is not the one in flight
 * (stale, or after BACK) changes nothing and returns null; otherwise the request ends (see endFlowRequest)
 * and a success returns `{ data }`, a failure null. `operation` is the analytics name (default `op`).
 */
export function settleFlowRequest<Op extends string, T, C>(
  draft: FlowRequestDraft<Op>,
  op: Op,
  outcome: Outcome<T>,
  effects: FlowEffects<C>,
  operation: string = op,
): { readonly data: T } | null {
  if (draft.pending !== op) {
    return null;
  }
  endFlowRequest(draft, operation, outcome.ok ? null : outcome.error, effects);
  return outcome.ok ? { data: outcome.data } : null;
}

/** The end steps of {@link endFlowRequestWith}: what a success and (optionally) a failure do. */
export interface FlowRequestEnds<T> {
  readonly succeeded: (data: T) => void;
  readonly failed?: (error: IdentityErrorShape) => void;
}

/**
 * One request and its end steps, the shape of the one-call flows (email confirmation, invitation accept,
 * account-deletion cancel): a result for the request in flight settles it (settleFlowRequest), then a
 * success runs `ends.succeeded(data)` and a failure `ends.failed(error)`; a stale result changes nothing.
 */
export function endFlowRequestWith<Op extends string, T, C>(
  draft: FlowRequestDraft<Op>,
  op: Op,
  outcome: Outcome<T>,
  effects: FlowEffects<C>,
  operation: string,
  ends: FlowRequestEnds<T>,
): void {
  if (draft.pending !== op) {
    return;
  }
  const settled = settleFlowRequest(draft, op, outcome, effects, operation);
  if (settled !== null) {
    ends.succeeded(settled.data);
  } else if (!outcome.ok) {
    ends.failed?.(outcome.error);
  }
}

/** The analytics event of a finished request: operation name and code only. */
export function requestEvent<C>(
  operation: string,
  error: IdentityErrorShape | null,
): Effect<C, FlowOperationKey> {
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
  readonly transition: (state: S, event: E) => FlowTransition<S, C>;
  readonly perform: (call: C, context: AttemptContext) => Promise<E>;
  /** The result event for a call whose effect crashed (an unexpected rejection). */
  readonly crashed: (call: C, error: IdentityErrorShape) => E;
}

/** A stand-alone flow store (one per hook instance, never a module singleton). */
export function createFlowStore<S, E, C>(options: FlowStoreOptions<S, E, C>): FlowStore<S, E> {
  return createStore<S, E, C, FlowOperationKey>({
    initialState: options.initialState,
    transition: options.transition,
    perform: options.perform,
    onCrash: (_key, call) => options.crashed(call, clientSideError('UNKNOWN_ERROR')),
  });
}

/**
 * A stand-alone flow's result event: the answer travels as `outcome`, so the event of a crashed call is
 * known from its row alone (the row's result type with a failed outcome).
 */
export interface FlowResultEvent {
  readonly type: string;
  readonly outcome: Outcome<unknown>;
}

/** A method of the identity client. */
type ClientMethod = keyof IdentityClient;

/** A stand-alone flow's row: a request-table row that also names the client methods it calls. */
export type FlowRequestRow<
  Call,
  Event extends { readonly type: string },
  Uses extends ClientMethod,
> = UsesRow<IdentityClient, Call, Event, FlowOperationKey, AttemptContext, Uses>;

/**
 * The row maker of a stand-alone flow's request table (request-table.ts, issue 16 §2): `usesRowsFor` with
 * every row in the flow's own slot and a result event that carries an `outcome` (FlowResultEvent), so a
 * crashed call's event is known from its row; its `perform` gets a client with the `uses` methods only, and
 * the flow's client port is derived from its rows (`clientMethodsOf`).
 */
export function flowRowsFor<Call extends { readonly op: string }, Event extends { readonly type: string }>() {
  return usesRowsFor<
    IdentityClient,
    Call,
    Event,
    AttemptContext,
    Extract<Event, FlowResultEvent>['type'],
    FlowOperationKey
  >();
}

/** The client methods the rows of a table name (`uses`), as a union. */
export type ClientMethodsOf<Table> = {
  [K in keyof Table]: Table[K] extends { readonly uses: readonly (infer U)[] } ? U : never;
}[keyof Table] &
  ClientMethod;

/** The slice of the identity client a flow's table calls (a structural type: tests pass fakes). */
export type FlowClientOf<Table> = Pick<IdentityClient, ClientMethodsOf<Table>>;

/** The client methods a flow's table calls, derived from its rows (each once, in row order). */
export function clientMethodsOf<Table extends Record<string, { readonly uses: readonly ClientMethod[] }>>(
  table: Table,
): readonly ClientMethodsOf<Table>[] {
  const methods = new Set(Object.values(table).flatMap((row) => row.uses));
  // Every element comes from a row's `uses`, which ClientMethodsOf unions.
  return [...methods] as ClientMethodsOf<Table>[];
}

/** A stand-alone flow's request table: a row per operation of its call union (made with flowRowsFor). */
type FlowTable<Client, Event extends { readonly type: string }> = Partial<
  Record<string, RequestRow<Client, never, Event, FlowOperationKey>>
>;

/**
 * How a stand-alone store runs its calls, from the flow's request table: `perform` goes through the call's
 * row, and a crashed call comes back as the row's result event with a failed outcome. Every stand-alone
 * hook makes its store as `createFlowStore({ initialState, transition, ...flowRequests(TABLE, client) })`.
 */
export function flowRequests<
  Client,
  Call extends { readonly op: string },
  Event extends { readonly type: string },
>(
  table: FlowTable<Client, Event>,
  client: Client,
): Pick<FlowStoreOptions<unknown, Event, Call>, 'perform' | 'crashed'> {
  return {
    perform: (call, context) =>
      performRow<Client, Call, Event, AttemptContext>(table, client, call, context) ??
      Promise.reject(new Error(`no request row for ${call.op}`)),
    crashed: (call, error) => crashedFlowEvent<Event>(table, call, error),
  };
}

/** The result event of a call whose effect crashed: its row's result type with the failure. */
export function crashedFlowEvent<Event>(
  table: Partial<Record<string, { readonly result: string }>>,
  call: { readonly op: string },
  error: IdentityErrorShape,
): Event {
  const row = table[call.op];
  if (row === undefined) {
    throw new Error(`no request row for ${call.op}`);
  }
  const event: FlowResultEvent = { type: row.result, outcome: { ok: false, error } };
  // flowRowsFor admits only result events of the FlowResultEvent shape, so this is the row's event.
  return event as unknown as Event;
}

/** Client result -> flow outcome (transport metadata dropped). */
export function outcomeOf<T, U>(
  result: { ok: true; data: T } | { ok: false; error: IdentityErrorShape },
  map: (data: T) => U,
): Outcome<U> {
  return result.ok ? { ok: true, data: map(result.data) } : { ok: false, error: result.error };
}
