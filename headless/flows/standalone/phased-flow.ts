/**
 * A stand-alone flow store in two phases (flows/two-phase.ts, the mechanism sign-in uses): the first screen
 * runs an always-loaded reducer without immer; the rest of the machine, its later calls and immer are a
 * chunk loaded beside the first request, by the first event that needs it, or ahead of need (a prefetch on
 * idle or first input warms the module cache, and the store adopts it at its next event). The load has its
 * own slot (`loadFlow`) and its own request state (`load`): a failed load is a retryable NETWORK_ERROR.
 */
import {
  failed,
  IDLE,
  PENDING,
  SUCCEEDED,
  type AttemptContext,
  type IdentityErrorShape,
  type RequestState,
} from '../../core';
import { type FlowOperationKey } from '../request-slots';
import { createPhaseRunner, type LatePhase, type PhaseEvent, type PhaseSpec } from '../two-phase';
import {
  createFlowStore,
  requestEffect,
  requestEvent,
  type FlowStore,
  type FlowTransition,
} from './flow-store';

/** The call that loads a flow's chunk. */
export interface LoadFlowCall {
  readonly op: 'loadFlow';
}

/** The request-state part of a two-phase flow's state: its chunk load (idle once loaded up front). */
export interface PhasedFlowState {
  readonly load: RequestState;
}

/** The initial load state: nothing requested yet. */
export const LOAD_IDLE: RequestState = IDLE;

/** What a flow's chunk hands its store: the whole machine and the calls of the later steps. */
export interface LateFlow<S, E, C> {
  readonly transition: (state: S, event: E) => FlowTransition<S, C>;
  readonly perform: (call: C, context: AttemptContext) => Promise<E>;
}

/** The store's events: the flow's own and the load's. */
export type PhasedFlowEvent<E, L> = E | PhaseEvent<L, E>;

/** The failure of a flow's chunk load, else null (the view shows its code, the submit is no longer busy). */
export function loadErrorOf(state: PhasedFlowState): IdentityErrorShape | null {
  return state.load.status === 'STOPPED' && state.load.outcome === 'failure' ? state.load.error : null;
}

/** The load slot bookkeeping every two-phase stand-alone flow shares. */
function flowPhases<S extends PhasedFlowState, E extends { readonly type: string }, C>(
  first: (state: S, event: E) => FlowTransition<S, C>,
  needsLate: (event: E) => boolean,
): PhaseSpec<S, PhasedFlowEvent<E, never>, C | LoadFlowCall, FlowOperationKey> {
  return {
    first: (state, event) => first(state, event as E),
    needsLate: (event) => needsLate(event as E),
    requestLoad: (state) =>
      state.load.status === 'IN_PROGRESS'
        ? [state, []]
        : [{ ...state, load: PENDING }, [requestEffect<LoadFlowCall>('loadFlow', { op: 'loadFlow' })]],
    loadFailed: (state) => loadErrorOf(state) !== null,
    settleLoad: (state, error) =>
      error === null
        ? [{ ...state, load: SUCCEEDED }, []]
        : [{ ...state, load: failed(error) }, [requestEvent<LoadFlowCall>('loadFlow', error)]],
  };
}

/** Options of {@link createPhasedFlowStore}. */
export interface PhasedFlowOptions<S extends PhasedFlowState, E extends { readonly type: string }, C> {
  readonly initialState: () => S;
  /** The first screen's events (pure, no immer); every other event needs the chunk. */
  readonly first: (state: S, event: E) => FlowTransition<S, C>;
  readonly needsLate: (event: E) => boolean;
  /** The first screen's calls, up front: the request goes out at once, its answer waits for the chunk. */
  readonly performFirst: (call: C, context: AttemptContext) => Promise<E> | null;
  /** Loads the chunk (tests inject a pending or failing loader). */
  readonly load: () => Promise<LateFlow<S, E, C>>;
  /** The chunk if the page already has it, else null (see createPhaseRunner). */
  readonly cached: () => LateFlow<S, E, C> | null;
  /** The result event for a flow call whose effect crashed. */
  readonly crashed: (call: C, error: IdentityErrorShape) => E;
}

/** A two-phase stand-alone flow store (one per hook instance). */
export function createPhasedFlowStore<S extends PhasedFlowState, E extends { readonly type: string }, C>(
  options: PhasedFlowOptions<S, E, C>,
): FlowStore<S, PhasedFlowEvent<E, LateFlow<S, E, C>>> {
  type Event = PhasedFlowEvent<E, LateFlow<S, E, C>>;
  type Call = C | LoadFlowCall;
  // The chunk's machine knows nothing of the load events: they end in the runner and the spec.
  const asLate = (
    flow: LateFlow<S, E, C>,
  ): LatePhase<S, Event, Call, FlowOperationKey> & LateFlow<S, E, C> => ({
    ...flow,
    transition: (state: S, event: Event) =>
      isLoadEvent(event) ? [state, []] : flow.transition(state, event as E),
  });
  const spec = flowPhases<S, E, C>(options.first, options.needsLate) as PhaseSpec<
    S,
    Event,
    Call,
    FlowOperationKey
  >;
  const runner = createPhaseRunner({
    spec,
    load: () => options.load().then(asLate),
    cached: () => {
      const cached = options.cached();
      return cached === null ? null : asLate(cached);
    },
  });
  return createFlowStore<S, Event, Call>({
    initialState: options.initialState,
    transition: runner.transition,
    perform: (call, context) => {
      if (isLoadCall(call)) {
        return runner.load(context);
      }
      const first = options.performFirst(call, context);
      if (first !== null) {
        return runner.whenLate(first);
      }
      // Only the chunk's machine starts the later calls, so it is loaded here.
      // Without it the call crashes (the store's onCrash answers; no reason is read).
      return runner.late()?.perform(call, context) ?? Promise.reject();
    },
    crashed: (call, error) =>
      isLoadCall(call)
        ? ({ type: 'FLOWS_LOAD_RESULT', result: { ok: false, error } } as Event)
        : options.crashed(call, error),
  });
}

function isLoadEvent(event: { readonly type: string }): boolean {
  return event.type === 'FLOWS_REQUESTED' || event.type === 'FLOWS_LOAD_RESULT';
}

function isLoadCall(call: unknown): call is LoadFlowCall {
  return typeof call === 'object' && call !== null && (call as { op?: unknown }).op === 'loadFlow';
}

// The chunks' default loader (one lazy-loading mechanism for every flow chunk).
export { chunkLoader } from '../chunk-loader';
