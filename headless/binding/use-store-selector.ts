import { useRef, useSyncExternalStore, type RefObject } from 'react';

/** The part of a vanilla store a component subscribes to (core's `Store` and the field stores fit it). */
export interface SubscribableStore<S> {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getState: () => S;
}

/** The last selection of a component: the state and selector it came from, and the value returned. */
export type SelectionMemo<S, T> = { state: S; selector: (state: S) => T; value: T } | undefined;

/**
 * `selector(state)`, or the previous value when the state and selector are unchanged, or when `equality`
 * holds: the result stays the same object while the selection is equal, so components may list it in
 * effect or memo dependencies (and useSyncExternalStore does not re-render forever).
 */
export function selectWithMemo<S, T>(
  memo: RefObject<SelectionMemo<S, T>>,
  state: S,
  selector: (state: S) => T,
  equality: (a: T, b: T) => boolean,
): T {
  const last = memo.current;
  if (last?.state === state && last.selector === selector) {
    return last.value;
  }
  const next = selector(state);
  const value = last !== undefined && equality(last.value, next) ? last.value : next;
  memo.current = { state, selector, value };
  return value;
}

/**
 * Reads a slice of any vanilla store. The component re-renders only when the selected slice changes
 * according to `equality` (default `Object.is`; pass `shallowEqual` for selectors that build objects), so a
 * screen does not re-render for another flow's state (ARCHITECTURE.md: one store, selector subscriptions).
 * The provider's own store is read without a subscription per component (`useIdentityStore`, issue 19).
 */
export function useStoreSelector<S, T>(
  store: SubscribableStore<S>,
  selector: (state: S) => T,
  equality: (a: T, b: T) => boolean = Object.is,
): T {
  // React's own useSyncExternalStore (React >= 18) plus a memo of the last selection, instead of the
  // use-sync-external-store/with-selector package: ~0.8 kB gzip less up front with its CommonJS wrapper
  // (issue 16 size budget).
  const memo = useRef<SelectionMemo<S, T>>(undefined);
  const select = (): T => selectWithMemo(memo, store.getState(), selector, equality);
  return useSyncExternalStore(store.subscribe, select, select);
}
