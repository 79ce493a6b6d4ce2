/**
 * The contract of a flow slice (ARCHITECTURE.md "a flow is a slice", issue 16 §1). A slice reducer gets a
 * draft in which only its own part of {@link IdentityState} (and the request slots, each owned by one slice:
 * request-table.ts) is writable; every other part is read-only by type. It reads other slices only as they
 * were before the event (`before`), never as another slice left them, so the root reducer may run the slices
 * in any order. What should happen next across flows is not a slice's business: a slice reports it as a
 * {@link Signal} and the routing module (routing.ts) decides.
 */
import type { Draft } from 'immer';
import type { FlowStep, IdentityState } from './state';
import type { AuthOutcomeData } from './outcome-data';
import type { IdentityEvent } from './events';
import type { Effects } from './shared';

/** A part of the state a slice may own. `requests` is writable for every slice (its own slots only). */
export type SliceKey = Exclude<keyof IdentityState, 'requests' | 'config' | 'step'>;

/** The state with only `K` and the request slots writable: what a slice reducer edits. */
export type SliceDraft<K extends SliceKey> = {
  -readonly [P in K | 'requests']: Draft<IdentityState[P]>;
} & {
  readonly [P in Exclude<keyof IdentityState, K | 'requests'>]: IdentityState[P];
};

/**
 * What a slice reports to the routing module (routing.ts). The router alone moves the journey between
 * screens and flows; a slice says what happened.
 */
export type Signal =
  /** A screen of the slice's own flow (identifier, password, account choice, challenge picker, ...). */
  | { readonly type: 'show'; readonly step: FlowStep }
  /** An authentication answer to route (seed 000 §4.3 evaluate phases: PASS, CHALLENGE, DENY, INIT). */
  | { readonly type: 'authOutcome'; readonly outcome: AuthOutcomeData }
  /** Ask the service what it still needs (evaluate auth); `supersede` drops an older evaluation. */
  | { readonly type: 'evaluate'; readonly targetAal?: number; readonly supersede?: boolean }
  /** A PENDING invitation named its user (seed 000 §4.4): prefill, and submit identifier-first when asked. */
  | { readonly type: 'invitedUser'; readonly username: string | null; readonly autoSubmit: boolean };

/** What every slice reducer receives besides its draft. */
export interface SliceContext {
  /** The whole state before the event: the only way a slice reads another slice. */
  readonly before: IdentityState;
  readonly event: IdentityEvent;
  /** Effects of the event, in order (requests, analytics, host commands). */
  readonly effects: Effects;
  /** What happened, for the routing module. */
  readonly signals: Signal[];
}

/** A slice reducer: writes only `K` (and its request slots), reports through the context. Pure. */
export type SliceReducer<K extends SliceKey> = (draft: SliceDraft<K>, context: SliceContext) => void;
