import { useRef, useSyncExternalStore } from 'react';

/** The part of a vanilla store a component subscribes to (core's `Store` and the field stores fit it). */
export interface SubscribableStore<S> {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getState: () => S;
}

/**
 * Reads a slice of any vanilla store. The component re-renders only when the selected slice changes
 * according to `equality` (default `Object.is`; pass `shallowEqual` for selectors that build objects), so a
 * screen does not re-render for another flow's state (ARCHITECTURE.md: one store, selector subscriptions).
 */
export function useStoreSelector<S, T>(
  store: SubscribableStore<S>,
  selector: (state: S) => T,
  equality: (a: T, b: T) => boolean = Object.is,
): T {
  // React's own useSyncExternalStore (React >= 18) plus a memo of the last selection, instead of the
  // use-sync-external-store/with-selector package: ~0.8 kB gzip less up front with its CommonJS wrapper
  // (issue 16 size budget). The snapshot must stay the same object while the selection is equal, or React
  // re-renders forever: the memo keeps the previous selection when the store state and selector are
  // unchanged, or when `equality` holds.
  const memo = useRef<{ state: S; selector: (state: S) => T; value: T } | undefined>(undefined);
  const select = (): T => {
    const state = store.getState();
    const last = memo.current;
    if (last?.state === state && last.selector === selector) {
      return last.value;
    }
    const next = selector(state);
    const value = last !== undefined && equality(last.value, next) ? last.value : next;
    memo.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, select, select);
}
