/**
 * The identity store's request table, as types and the row maker its flows use (request-table.ts): every
 * `IdentityCall` operation has one row (slot, result event, client call) in a flow's effects file; the
 * whole table (late-flows.ts) is checked complete by {@link IdentityRequestTable}.
 */
import type { AttemptContext } from '../core';
import type { IdentityCall } from './calls';
import type { FlowClient } from './client-port';
import type { IdentityEvent } from './events';
import type { CredentialsLike } from './mfa/webauthn';
import type { OperationKey } from './request-slots';
import type { IdentityClient } from '../client';
import { usesRowsFor, type RequestTable } from './request-table';

/** What an identity-store request runs with: the attempt's signal and, for passkeys, the credentials API. */
export interface IdentityRequestContext extends AttemptContext {
  /** `navigator.credentials` or a test's fake (createIdentityStore's `credentials`). */
  readonly credentials?: CredentialsLike;
}

/**
 * The identity store's whole request table: one row per operation of {@link IdentityCall} (but the lazy
 * chunk's own load, `loadFlows`, which the store performs itself).
 */
export type IdentityRequestTable = RequestTable<
  FlowClient,
  IdentityCall,
  IdentityEvent,
  OperationKey,
  IdentityRequestContext,
  Exclude<IdentityCall['op'], 'loadFlows'>
>;

/**
 * One row of the identity store's table: `row(op, slot, resultEvent, uses, perform)`; `uses` names the client
 * methods the call reaches (its `perform` sees only those; a method outside the flows' port
 * (client-port.ts FLOW_CLIENT_METHODS) fails the table's type, and the test runs every row against its list).
 */
export const row = usesRowsFor<IdentityClient, IdentityCall, IdentityEvent, IdentityRequestContext>();
