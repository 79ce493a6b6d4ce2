/**
 * The two-phase mechanism every flow with a lazy chunk shares (sign-in's identity store, and the stand-alone
 * sign-up and recovery stores): the first screen runs an always-loaded, immer-free reducer; everything else
 * (the rest of the machine, its effects, and immer) is a chunk loaded beside the first request, by the first
 * event that needs it, or ahead of need (a prefetch warms the module cache, which a store adopts at its next
 * event). Events that need the chunk before it lands are kept back in memory, in order, and replayed when it
 * lands; a failed load is a retryable NETWORK_ERROR in the flow's load slot; an aborted load (reset,
 * restart, dispose) never lands and drops what it kept back. Issue 5 / issue 6 size targets.
 *
 * The pure part is {@link phasedTransition} (a flow supplies its {@link PhaseSpec}: first-screen reducer,
 * load slot bookkeeping); the store part is {@link createPhaseRunner} (late chunk, kept-back events, the load
 * call and the first answers that wait for it).
 */
import type { AttemptContext, IdentityErrorShape } from '../core';
import type { Transition } from './request-slots';
import type { Outcome } from './outcome-data';

/**
 * The load's own events, part of each phased flow's event union. `FLOWS_REQUESTED` starts the load (again
 * after a failure); `FLOWS_LOAD_RESULT` installs the chunk (`flows`) and replays the events kept back while
 * it loaded (`replay`, in order; empty when the load was aborted).
 */
export type PhaseEvent<L, E> =
  | { readonly type: 'FLOWS_REQUESTED' }
  | {
      readonly type: 'FLOWS_LOAD_RESULT';
      readonly result: Outcome<{ readonly flows: L; readonly replay: readonly E[] }>;
    };

/** What a flow's lazy chunk provides: its whole transition (the first screen included). */
export interface LatePhase<S, E, C, K extends string> {
  readonly transition: (state: S, event: E) => Transition<S, C, K>;
}

/**
 * A failed chunk load (offline, a deployment replaced the chunk): a network failure for the user, which the
 * catalogue words as "check your connection and try again". Retrying is any action of the flow, or
 * FLOWS_REQUESTED.
 */
export const FLOWS_LOAD_ERROR = {
  kind: 'network',
  code: 'NETWORK_ERROR',
  serverMessage: '',
  status: null,
  captchaRequired: false,
  requiresEvaluation: false,
} as const satisfies IdentityErrorShape;

/** What a flow tells {@link phasedTransition} about its first screen and its load slot. */
export interface PhaseSpec<S, E, C, K extends string> {
  /** The first screen's events, pure and without immer; any other event never reaches it. */
  readonly first: (state: S, event: E) => Transition<S, C, K>;
  /** True for an event of the later phase (never for the two load events). */
  readonly needsLate: (event: E) => boolean;
  /** Marks the load slot in progress and starts the load call; nothing while one is in progress. */
  readonly requestLoad: (state: S) => Transition<S, C, K>;
  /** True when the last load failed: the next first-screen action retries it. */
  readonly loadFailed: (state: S) => boolean;
  /** Ends the load in its slot: success (`error` null) or the failure the UI shows. */
  readonly settleLoad: (state: S, error: IdentityErrorShape | null) => Transition<S, C, K>;
}

/** The load event `event` is, else null. */
export function phaseEventOf<L, E extends { readonly type: string }>(
  event: E | PhaseEvent<L, E>,
): PhaseEvent<L, E> | null {
  return event.type === 'FLOWS_REQUESTED' || event.type === 'FLOWS_LOAD_RESULT'
    ? (event as PhaseEvent<L, E>)
    : null;
}

/**
 * The flow's transition with its chunk loaded (`late`) or not (null). Pure. Without the chunk, an event
 * that needs it must not reach this function (the runner keeps it back; here it would change nothing); the
 * first request of the first screen also starts the load, so the chunk downloads while the request is on
 * the network. The request's answer lands only once the chunk is installed (the runner's `whenLate`), so it
 * stays an ordinary in-flight attempt until then: a reset, restart or newer attempt still drops it.
 */
export function phasedTransition<S, E extends { readonly type: string }, C, K extends string>(
  spec: PhaseSpec<S, E, C, K>,
  late: LatePhase<S, E, C, K> | null,
  state: S,
  event: E,
): Transition<S, C, K> {
  const phase = phaseEventOf<LatePhase<S, E, C, K>, E>(event);
  if (phase?.type === 'FLOWS_REQUESTED') {
    return late === null ? spec.requestLoad(state) : [state, []];
  }
  if (phase?.type === 'FLOWS_LOAD_RESULT') {
    if (!phase.result.ok) {
      return spec.settleLoad(state, phase.result.error);
    }
    const { flows, replay } = phase.result.data;
    const [loaded, settled] = spec.settleLoad(state, null);
    // The chunk sees the current step first (sign-in's post-auth starts the step the flow is already on),
    // then every kept-back event in order, as if it had been loaded all along.
    let [current, all] = enterLate(flows, loaded);
    all = [...settled, ...all];
    for (const kept of replay) {
      const [next, more] = phasedTransition(spec, flows, current, kept);
      current = next;
      all = [...all, ...more];
    }
    return [current, all];
  }
  if (late !== null) {
    return late.transition(state, event);
  }
  if (spec.needsLate(event)) {
    return [state, []];
  }
  const [next, effects] = spec.first(state, event);
  // After a failed load, the next first-screen action (a second submit included) retries it: the answer of
  // the first request is still waiting for it (createPhaseRunner's whenLate).
  if (spec.loadFailed(state) || effects.some((effect) => effect.kind === 'request')) {
    const [loading, loadEffects] = spec.requestLoad(next);
    return [loading, [...effects, ...loadEffects]];
  }
  return [next, effects];
}

/** The chunk's first look at the state: FLOWS_REQUESTED through its transition. */
function enterLate<S, E, C, K extends string>(late: LatePhase<S, E, C, K>, state: S): Transition<S, C, K> {
  const requested: PhaseEvent<never, never> = { type: 'FLOWS_REQUESTED' };
  return late.transition(state, requested as unknown as E);
}

/** Options of {@link createPhaseRunner}. */
export interface PhaseRunnerOptions<S, E, C, K extends string, L extends LatePhase<S, E, C, K>> {
  readonly spec: PhaseSpec<S, E, C, K>;
  /** Loads the chunk (tests inject a pending or failing loader). */
  readonly load: () => Promise<L>;
  /**
   * The chunk when the page already has it (a prefetch or an earlier store warmed the module cache), else
   * null. Read at creation and at every event while nothing is loading, so a prefetched chunk is used at
   * once. Return null when `load` is injected (each test decides when the chunk arrives).
   */
  readonly cached: () => L | null;
}

/** The store side of a two-phase flow (one per store). */
export interface PhaseRunner<S, E, C, K extends string, L> {
  /** The store's transition: keeps back what needs the chunk, else {@link phasedTransition}. */
  transition(state: S, event: E): Transition<S, C, K>;
  /** Performs the load call: resolves with FLOWS_LOAD_RESULT (never rejects). */
  load(context: AttemptContext): Promise<E>;
  /** A first-screen answer: lands once the chunk that reads it is installed. */
  whenLate(answer: Promise<E>): Promise<E>;
  /**
   * A first-screen answer the chunk reads itself (the reading is not first-screen code): like `whenLate`,
   * then `read` turns it into the flow's event with the installed chunk.
   */
  withLate<A>(answer: Promise<A>, read: (late: L, answer: A) => E): Promise<E>;
  /** The chunk once installed, else null. */
  late(): L | null;
}

/** Creates the store side of a two-phase flow (see the module comment). */
export function createPhaseRunner<
  S,
  E extends { readonly type: string },
  C,
  K extends string,
  L extends LatePhase<S, E, C, K>,
>(options: PhaseRunnerOptions<S, E, C, K, L>): PhaseRunner<S, E, C, K, L> {
  const { spec } = options;
  let late: L | null = options.cached();
  let loading = 0;
  // Events that needed the chunk before it loaded, in order. They may hold a one-time code or a password,
  // like a request in flight: only in memory, until replayed or dropped.
  let keptBack: E[] = [];
  let install: (flows: L) => void = () => undefined;
  const installed = new Promise<L>((resolve) => {
    install = resolve;
  });
  if (late !== null) {
    install(late);
  }

  const transition = (state: S, event: E): Transition<S, C, K> => {
    const phase = phaseEventOf<L, E>(event);
    if (phase?.type === 'FLOWS_LOAD_RESULT' && phase.result.ok) {
      late = phase.result.data.flows;
      install(late);
      return phasedTransition(spec, late, state, event);
    }
    if (late === null && loading === 0 && keptBack.length === 0) {
      const cached = options.cached();
      if (cached !== null) {
        // A prefetch landed: the chunk is used at once, as if it had been loaded up front.
        // A failed load of this store ends as loaded (its error no longer applies).
        late = cached;
        install(cached);
        const [settled, settleEffects] = spec.loadFailed(state) ? spec.settleLoad(state, null) : [state, []];
        const [entered, effects] = enterLate(cached, settled);
        const [next, more] = phasedTransition(spec, cached, entered, event);
        return [next, [...settleEffects, ...effects, ...more]];
      }
    }
    if (late === null && phase === null && spec.needsLate(event)) {
      keptBack.push(event);
      return spec.requestLoad(state);
    }
    return phasedTransition(spec, late, state, event);
  };

  const load = ({ signal }: AttemptContext): Promise<E> => {
    loading += 1;
    // An aborted load (reset, restart, dispose) drops what it kept back; its result never lands (the store
    // drops the responses of aborted attempts).
    signal.addEventListener(
      'abort',
      () => {
        keptBack = [];
      },
      { once: true },
    );
    const result = (event: PhaseEvent<L, E>): E => {
      loading -= 1;
      return event as unknown as E;
    };
    return options.load().then(
      (flows) => {
        if (signal.aborted) {
          // Never lands; what is kept back now belongs to a newer load.
          return result({ type: 'FLOWS_LOAD_RESULT', result: { ok: true, data: { flows, replay: [] } } });
        }
        const replay = keptBack;
        keptBack = [];
        return result({ type: 'FLOWS_LOAD_RESULT', result: { ok: true, data: { flows, replay } } });
      },
      // A failed load keeps the events: a retry that succeeds replays them (a second submit among them is
      // refused by its request slot like any double submit).
      () => result({ type: 'FLOWS_LOAD_RESULT', result: { ok: false, error: FLOWS_LOAD_ERROR } }),
    );
  };

  return {
    transition,
    load,
    whenLate: (answer) => answer.then((event) => (late !== null ? event : installed.then(() => event))),
    withLate: (answer, read) =>
      answer.then((value) =>
        late !== null ? read(late, value) : installed.then((flows) => read(flows, value)),
      ),
    late: () => late,
  };
}
