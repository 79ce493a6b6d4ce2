/**
 * Request tables (issue 16 §2): one row per operation a flow asks for, from the operation (`call.op`) to the
 * request slot it runs in, the event its result comes back as, and the client call that runs it. A reducer
 * starts a request with `start(draft, slot, call)` (the slot is checked against the row by type); the store
 * performs it through the row; the result event is the row's, checked by type. Adding a request is one row
 * here (plus its call's data in the flow's call union and the result event in its event union) and one row
 * in the client's path table (headless/client/paths.ts). The identity store's rows live with each flow's
 * effects (sign-in/effects.ts, mfa/effects.ts, ...), so a lazy chunk brings its own rows; a stand-alone flow
 * store (standalone/flow-store.ts) uses the same kit with its own call and event unions.
 */
import type { AttemptContext } from '../core';

/** One row: the slot, the result event's type, and the client call that produces it. */
export interface RequestRow<
  Client,
  Call,
  Event extends { readonly type: string },
  Slot extends string,
  Context extends AttemptContext = AttemptContext,
> {
  /** The request slot the operation runs in (a slot holds at most one attempt in flight). */
  readonly slot: Slot;
  /** The type of the event the result comes back as. */
  readonly result: Event['type'];
  /** Runs the operation through the client (the attempt's signal goes with it) and reports the result. */
  readonly perform: (client: Client, call: Call, context: Context) => Promise<Event>;
}

/** A request table: a row for every operation `Op` of a call union. */
export type RequestTable<
  Client,
  Call extends { readonly op: string },
  Event extends { readonly type: string },
  Slot extends string,
  Context extends AttemptContext = AttemptContext,
  Op extends Call['op'] = Call['op'],
> = {
  readonly [K in Op]: RequestRow<Client, Extract<Call, { readonly op: K }>, Event, Slot, Context>;
};

/**
 * The row maker of a table: `perform` takes the call of the row's operation and may only return the event
 * named by `result`, both checked by type:
 * `row('signIn', 'signIn', 'SIGN_IN_RESULT', async (client, call, { signal }) => ...)` (operation, slot,
 * result event, client call). The operation names the row's call type only (the table's key is the one
 * the store reads).
 */
export function rowsFor<
  Client,
  Call extends { readonly op: string },
  Event extends { readonly type: string },
  Context extends AttemptContext = AttemptContext,
>() {
  return <Op extends Call['op'], Slot extends string, R extends Event['type']>(
    _op: Op,
    slot: Slot,
    result: R,
    perform: (
      client: Client,
      call: Extract<Call, { readonly op: Op }>,
      context: Context,
    ) => Promise<Extract<Event, { readonly type: R }>>,
  ): RequestRow<Client, Extract<Call, { readonly op: Op }>, Event, Slot, Context> => ({
    slot,
    result,
    perform,
  });
}

/** A row that also names the client methods its call uses: its `perform` gets a client with those only. */
export interface UsesRow<
  Client,
  Call,
  Event extends { readonly type: string },
  Slot extends string,
  Context extends AttemptContext,
  Uses extends keyof Client,
> extends RequestRow<Pick<Client, Uses>, Call, Event, Slot, Context> {
  /** The client methods the row's call may use (calling another one is a type error). */
  readonly uses: readonly Uses[];
}

/**
 * The row maker of a table whose rows name their client methods (`uses`, issue 16 §2): like {@link rowsFor},
 * with the methods after the result event, `row(op, slot, resultEvent, ['signIn'], perform)`; the client
 * port is the union of the rows' `uses` (tests/headless/flow-client-methods.test.ts runs every row).
 * `Result` and `Slots` narrow the result events and slots a table admits (a stand-alone flow's rows,
 * standalone/flow-store.ts `flowRowsFor`, admit only its one slot and outcome-carrying events).
 */
export function usesRowsFor<
  Client,
  Call extends { readonly op: string },
  Event extends { readonly type: string },
  Context extends AttemptContext = AttemptContext,
  Result extends Event['type'] = Event['type'],
  Slots extends string = string,
>() {
  return <Op extends Call['op'], Slot extends Slots, R extends Result, const Uses extends keyof Client>(
    _op: Op,
    slot: Slot,
    result: R,
    uses: readonly Uses[],
    perform: (
      client: Pick<Client, Uses>,
      call: Extract<Call, { readonly op: Op }>,
      context: Context,
    ) => Promise<Extract<Event, { readonly type: R }>>,
  ): UsesRow<Client, Extract<Call, { readonly op: Op }>, Event, Slot, Context, Uses> => ({
    slot,
    result,
    uses,
    perform,
  });
}

/** Performs `call` through its row of `table`, or returns null when the table has no row for it. */
export function performRow<
  Client,
  Call extends { readonly op: string },
  Event extends { readonly type: string },
  Context extends AttemptContext,
>(
  table: Partial<Record<string, RequestRow<Client, never, Event, string, Context>>>,
  client: Client,
  call: Call,
  context: Context,
): Promise<Event> | null {
  const row = Object.hasOwn(table, call.op) ? table[call.op] : undefined;
  if (row === undefined) {
    return null;
  }
  // The table is keyed by operation (checked by RequestTable), so the row takes this call.
  const perform = row.perform as (client: Client, call: Call, context: Context) => Promise<Event>;
  return perform(client, call, context);
}
