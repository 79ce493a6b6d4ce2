import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';

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
  equality?: (a: T, b: T) => boolean,
): T {
  return useSyncExternalStoreWithSelector(
    store.subscribe,
    store.getState,
    store.getState,
    selector,
    equality,
  );
}
