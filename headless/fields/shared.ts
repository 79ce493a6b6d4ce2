/**
 * Pieces every field hook shares. Framework-agnostic: no React here.
 */
import { createStore, type AnalyticsEvent, type AttemptContext, type Store, type Transition } from '../core';

/** A field's own store: the core store (attempt ids + AbortController per slot) around a pure transition. */
export type FieldStore<S, E> = Store<S, E>;

/**
 * Creates a field store. `perform` runs request effects (omit it for fields that make no calls: a request
 * effect then ends through `onCrash`).
 */
export function createFieldStore<S, E, C = never>(options: {
  initialState: () => S;
  transition: (state: S, event: E) => Transition<S, C>;
  perform?: (call: C, context: AttemptContext) => Promise<E>;
  onCrash?: (call: C) => E;
}): FieldStore<S, E> {
  const { perform, onCrash } = options;
  return createStore<S, E, C>({
    initialState: options.initialState,
    transition: options.transition,
    // A field without calls never starts one; were it to, the crash path answers (no reason is read).
    perform: perform ?? (() => Promise.reject()),
    onCrash: (_key, call) => {
      if (onCrash === undefined) {
        throw new Error('identity-kit: a field effect crashed without onCrash.');
      }
      return onCrash(call);
    },
  });
}

/** The ids a field wires together for aria-describedby and aria-controls. */
export interface FieldIds {
  readonly input: string;
  readonly description: string;
  readonly error: string;
}

/** Ids derived from one base id (React's useId, or the caller's `id`). */
export function fieldIds(base: string): FieldIds {
  return { input: base, description: `${base}-description`, error: `${base}-error` };
}

/** Joins aria-describedby id lists, dropping empty ones and duplicates. Undefined when none remain. */
export function joinIds(...ids: readonly (string | null | undefined | false)[]): string | undefined {
  const out: string[] = [];
  for (const part of ids) {
    if (typeof part !== 'string') {
      continue;
    }
    for (const id of part.split(/\s+/u)) {
      if (id !== '' && !out.includes(id)) {
        out.push(id);
      }
    }
  }
  return out.length === 0 ? undefined : out.join(' ');
}

/** Analytics sink a field hook reports to (the same function as the provider's `onEvent`). */
export type FieldEventSink = (event: AnalyticsEvent) => void;
