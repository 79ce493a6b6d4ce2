/**
 * React helpers shared by the field hooks (prop getters, refs, the field store subscription).
 */
import {
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type Ref,
  type RefCallback,
} from 'react';
import type { AnalyticsEvent } from '../core';
import { IdentityContext } from '../provider/provider-context';
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

/**
 * Forwards the store's analytics events to `onEvent` (always the latest callback); without one, to the
 * nearest `<IdentityProvider>`'s `onEvent` (through its store's `emit`). Outside a provider and without the
 * option, events go nowhere.
 */
export function useFieldEvents<S, E>(
  store: FieldStore<S, E>,
  onEvent: ((event: AnalyticsEvent) => void) | undefined,
): void {
  const providerEmit = useContext(IdentityContext)?.emit;
  const latest = useLatest(onEvent ?? providerEmit);
  useEffect(() => store.onEvent((event) => latest.current?.(event)), [store, latest]);
}

/**
 * The client a field hook calls: its `client` option, else the nearest provider's client when that has the
 * methods the hook needs. Throws a developer error when neither is available.
 */
export function useFieldClient<T extends object>(
  given: T | undefined,
  methods: readonly (keyof T & string)[],
  hook: string,
): T {
  const provided: unknown = useContext(IdentityContext)?.client;
  if (given !== undefined) {
    return given;
  }
  if (typeof provided === 'object' && provided !== null && methods.every((name) => name in provided)) {
    return provided as T;
  }
  throw new Error(
    `identity-kit: ${hook} needs a \`client\` option, or an <IdentityProvider> whose client has ${methods.join(', ')}.`,
  );
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
