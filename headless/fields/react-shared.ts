/**
 * React helpers shared by the field hooks (prop getters, refs, the field store subscription).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type Ref, type RefCallback } from 'react';
import type { AnalyticsEvent } from '../core';
import type { FieldStore } from './shared';

/** Subscribes to a field's own store: only the component calling the hook re-renders. */
export function useFieldState<S, E>(store: FieldStore<S, E>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** Creates a field store once per hook instance and disposes it on unmount. */
export function useFieldStore<S, E>(create: () => FieldStore<S, E>): FieldStore<S, E> {
  const [store, setStore] = useState(create);
  useEffect(() => {
    // StrictMode runs the cleanup once and remounts: a disposed store is replaced.
    if (store.isDisposed()) {
      setStore(create);
      return undefined;
    }
    return () => {
      store.dispose();
    };
    // Created once per mount, like IdentityProvider's store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return store;
}

/** Forwards the store's analytics events to `onEvent` (always the latest callback). */
export function useFieldEvents<S, E>(
  store: FieldStore<S, E>,
  onEvent: ((event: AnalyticsEvent) => void) | undefined,
): void {
  const latest = useLatest(onEvent);
  useEffect(() => store.onEvent((event) => latest.current?.(event)), [store, latest]);
}

/** A ref that always holds the latest value (read in handlers, never during render). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Sets a user's ref (callback or object) to `node`. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') {
    ref(node);
  } else if (ref !== null && ref !== undefined) {
    (ref as { current: T | null }).current = node;
  }
}

/** A ref callback that sets the user's ref and ours (the user's first). */
export function mergeRefs<T>(user: Ref<T> | undefined, ours: RefCallback<T>): RefCallback<T> {
  return (node) => {
    assignRef(user, node);
    return ours(node);
  };
}
