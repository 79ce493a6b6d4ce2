/**
 * The request table of an account section: operation -> client call(s) -> result event. Each section
 * declares one small table (`PHONE_REQUESTS`, `EMAIL_REQUESTS`, ...) next to its rules; this file runs a
 * call through it. The result event of every operation is {@link RESULT_EVENT}, so a row is the operation,
 * the client methods it uses (`calls`) and how it calls them (`run`). The rows fold into the core's request
 * table (issue 16) one for one: same operation, same client calls, same result event.
 */
import type { IdentityClient } from '../../../client';
import { clientSideError, type AttemptContext, type IdentityErrorShape } from '../../../core';
import type { Outcome } from '../../outcome-data';
import { RESULT_EVENT, type SectionCall, type SectionEvent, type SectionOp } from './machine';

/** A client method's name (the client's `config` is not a call). */
export type ClientMethodName = Exclude<keyof IdentityClient, 'config'>;

/** One row of a section's request table. */
export interface SectionRequest<C, A, T> {
  /** The client methods the operation calls, in order (documentation and the section's client type). */
  readonly calls: readonly ClientMethodName[];
  /** Runs the operation; secrets in `arg` go only into the request body. */
  readonly run: (client: C, arg: A, context: AttemptContext) => Promise<Outcome<T>>;
}

/** What the verify operation gets: the address, the confirmation and the code. */
export interface VerifyArg {
  readonly target: string;
  readonly confirmationId: string;
  readonly code: string;
}

/** What the save operation gets: the intent and what the section showed when it was saved. */
export interface SaveArg<D, I> {
  readonly input: I;
  readonly current: D | null;
}

/** A section's request table: one row per operation it uses. */
export interface SectionRequestTable<C, D, I> {
  readonly load?: SectionRequest<C, null, D>;
  readonly save?: SectionRequest<C, SaveArg<D, I>, D>;
  readonly send?: SectionRequest<C, string, { readonly confirmationId: string }>;
  readonly verify?: SectionRequest<C, VerifyArg, D>;
}

/** The client methods a table uses (for `Pick<IdentityClient, ...>` checks and docs). */
export function methodsOf<C, D, I>(table: SectionRequestTable<C, D, I>): readonly ClientMethodName[] {
  return [
    ...new Set(
      [table.load, table.save, table.send, table.verify].flatMap((row) =>
        row === undefined ? [] : row.calls,
      ),
    ),
  ];
}

const MISSING_ROW: Outcome<never> = { ok: false, error: clientSideError('CONFIGURATION_ERROR') };

/** Runs one call of a section through its table and returns the operation's result event. */
export async function performSection<C, D, I>(
  table: SectionRequestTable<C, D, I>,
  client: C,
  call: SectionCall<D, I>,
  context: AttemptContext,
): Promise<SectionEvent<D, I>> {
  switch (call.op) {
    case 'load':
      return {
        type: RESULT_EVENT.load,
        outcome: table.load === undefined ? MISSING_ROW : await table.load.run(client, null, context),
      };
    case 'save': {
      const { input, current } = call;
      return {
        type: RESULT_EVENT.save,
        outcome:
          table.save === undefined ? MISSING_ROW : await table.save.run(client, { input, current }, context),
      };
    }
    case 'send':
      return {
        type: RESULT_EVENT.send,
        outcome: table.send === undefined ? MISSING_ROW : await table.send.run(client, call.target, context),
      };
    case 'verify': {
      const { target, confirmationId, code } = call;
      return {
        type: RESULT_EVENT.verify,
        outcome:
          table.verify === undefined
            ? MISSING_ROW
            : await table.verify.run(client, { target, confirmationId, code }, context),
      };
    }
    default:
      return call satisfies never;
  }
}

/** The result event for a call whose effect crashed. */
export function sectionCrashed<D, I>(call: SectionCall<D, I>, error: IdentityErrorShape): SectionEvent<D, I> {
  const op: SectionOp = call.op;
  const outcome = { ok: false as const, error };
  switch (op) {
    case 'load':
      return { type: RESULT_EVENT.load, outcome };
    case 'save':
      return { type: RESULT_EVENT.save, outcome };
    case 'send':
      return { type: RESULT_EVENT.send, outcome };
    case 'verify':
      return { type: RESULT_EVENT.verify, outcome };
    default:
      return op satisfies never;
  }
}

/** Client result -> outcome (transport metadata dropped). */
export function toOutcome<T, U>(
  result: { ok: true; data: T } | { ok: false; error: IdentityErrorShape },
  map: (data: T) => U,
): Outcome<U> {
  return result.ok ? { ok: true, data: map(result.data) } : { ok: false, error: result.error };
}

/**
 * A sensitive write (password, email, phone, MFA, passkeys): first the service checks that the session's
 * ticket is at `aal` (seed 000 §7.1 verify ticket with `authn_level`), then `write` runs. A session below it
 * answers INSUFFICIENT_AUTHENTICATION_LEVEL and nothing is written (the section asks for a step-up). `aal`
 * null skips the check (the service then decides alone).
 */
export async function withStepUp<T>(
  client: Pick<IdentityClient, 'verifyTicket'>,
  aal: number | null,
  context: AttemptContext,
  write: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (aal !== null) {
    const ticket = await client.verifyTicket({ authnLevel: String(aal) }, { signal: context.signal });
    if (!ticket.ok) {
      return { ok: false, error: ticket.error };
    }
  }
  return write();
}
