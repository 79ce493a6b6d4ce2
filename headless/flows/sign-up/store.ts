/**
 * The sign-up store in two phases (standalone/phased-flow.ts, the mechanism sign-in uses): the form
 * (first-screen.ts) and its submit call (submit.ts) up front; the rest of the machine, the later calls and
 * immer in the chunk late.ts, loaded beside the first submit, on idle or on first input.
 */
import type { AttemptContext } from '../../core';
import {
  chunkLoader,
  createPhasedFlowStore,
  type LateFlow,
  type PhasedFlowEvent,
} from '../standalone/phased-flow';
import type { FlowStore } from '../standalone/flow-store';
import type { SignUpClient } from './client-port';
import type * as SignUpLateModule from './late';
import { SIGN_UP_FORM_EVENTS, signUpFormTransition } from './first-screen';
import { signUpCrashed, type SignUpCall, type SignUpEvent, type SignUpState } from './state';
import { performRow } from '../request-table';
import { SIGN_UP_FORM_REQUESTS } from './submit';

/** What the chunk exports (its parts bind to a client per store). */
export type SignUpChunk = typeof SignUpLateModule;

const chunk = chunkLoader<SignUpChunk>(() => import('./late'));

/**
 * Loads the sign-up chunk ahead of need (on idle, on first input): stores then use it at once, so a submit
 * never waits for it. Never rejects: a failed prefetch shows nothing (the submit's own load reports it).
 */
export const preloadSignUpFlow = chunk.preload;

/** The sign-up store's events: the flow's own and its chunk load's. */
export type SignUpStoreEvent = PhasedFlowEvent<SignUpEvent, LateFlow<SignUpState, SignUpEvent, SignUpCall>>;

export interface SignUpStoreOptions {
  readonly client: SignUpClient;
  readonly initialState: () => SignUpState;
  /** Loads the chunk (tests inject a pending or failing loader). @default a dynamic import of late.ts */
  readonly loadFlow?: () => Promise<SignUpChunk>;
}

/** One sign-up store (one per hook instance). */
export function createSignUpStore(options: SignUpStoreOptions): FlowStore<SignUpState, SignUpStoreEvent> {
  const { client } = options;
  const load = options.loadFlow ?? chunk.load;
  return createPhasedFlowStore<SignUpState, SignUpEvent, SignUpCall>({
    initialState: options.initialState,
    first: signUpFormTransition,
    needsLate: (event) => !SIGN_UP_FORM_EVENTS.includes(event.type),
    performFirst: (call, context: AttemptContext) => performRow(SIGN_UP_FORM_REQUESTS, client, call, context),
    load: () => load().then((module) => module.signUpLate(client)),
    cached: () => {
      const module = options.loadFlow === undefined ? chunk.cached() : null;
      return module === null ? null : module.signUpLate(client);
    },
    crashed: signUpCrashed,
  });
}
