/**
 * The recovery store in two phases (standalone/phased-flow.ts, the mechanism sign-in uses): the username
 * step (first-screen.ts) and its begin row (begin.ts) up front; the rest of the machine, the later calls
 * and immer in the chunk late.ts, loaded beside the first submit, on idle or on first input.
 */
import {
  chunkLoader,
  createPhasedFlowStore,
  type LateFlow,
  type PhasedFlowEvent,
} from '../standalone/phased-flow';
import { crashedFlowEvent, type FlowStore } from '../standalone/flow-store';
import { performRow } from '../request-table';
import { RECOVERY_FIRST_REQUESTS } from './begin';
import type { RecoveryClient } from './client-port';
import { RECOVERY_USERNAME_EVENTS, recoveryUsernameTransition } from './first-screen';
import type * as RecoveryLateModule from './late';
import type { RecoveryLate } from './late';
import type { RecoveryCall, RecoveryEvent, RecoveryState } from './state';

/** What the chunk exports (its parts bind to a client per store). */
export type RecoveryChunk = typeof RecoveryLateModule;

const chunk = chunkLoader<RecoveryChunk>(() => import('./late'));

/**
 * Loads the recovery chunk ahead of need (on idle, on first input): stores then use it at once, so a submit
 * never waits for it. Never rejects: a failed prefetch shows nothing (the submit's own load reports it).
 */
export const preloadRecoveryFlow = chunk.preload;

/** The recovery store's events: the flow's own and its chunk load's. */
export type RecoveryStoreEvent = PhasedFlowEvent<
  RecoveryEvent,
  LateFlow<RecoveryState, RecoveryEvent, RecoveryCall>
>;

export interface RecoveryStoreOptions {
  readonly client: RecoveryClient;
  readonly initialState: () => RecoveryState;
  /** Loads the chunk (tests inject a pending or failing loader). @default a dynamic import of late.ts */
  readonly loadFlow?: () => Promise<RecoveryChunk>;
}

/** One recovery store (one per hook instance). */
export function createRecoveryStore(
  options: RecoveryStoreOptions,
): FlowStore<RecoveryState, RecoveryStoreEvent> {
  const { client } = options;
  const load = options.loadFlow ?? chunk.load;
  // The up-front rows know the begin call only: once the chunk is installed, its table answers for a crashed
  // call of a later step (kept here, so sign-up's page does not carry the switch).
  let late: RecoveryLate | null = null;
  const install = (module: RecoveryChunk): RecoveryLate => (late = module.recoveryLate(client));
  return createPhasedFlowStore<RecoveryState, RecoveryEvent, RecoveryCall>({
    initialState: options.initialState,
    first: recoveryUsernameTransition,
    needsLate: (event) => !RECOVERY_USERNAME_EVENTS.includes(event.type),
    performFirst: (call, context) => performRow(RECOVERY_FIRST_REQUESTS, client, call, context),
    load: () => load().then(install),
    cached: () => {
      const module = options.loadFlow === undefined ? chunk.cached() : null;
      return module === null ? null : install(module);
    },
    crashed: (call, error) =>
      late === null ? crashedFlowEvent(RECOVERY_FIRST_REQUESTS, call, error) : late.crashed(call, error),
  });
}
