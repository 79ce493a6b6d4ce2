import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AnalyticsEvent, HostCommand } from '../../core';
import type { FlowStore } from './flow-store';

/** Listeners every stand-alone hook accepts. */
export interface FlowListeners {
  /** Analytics events (codes only, never secrets). */
  readonly onEvent?: (event: AnalyticsEvent) => void;
  /** Host commands (validated redirects). */
  readonly onHostCommand?: (command: HostCommand) => void;
}

/**
 * Holds one stand-alone flow store for the component's lifetime: created once, disposed on unmount (late
 * responses then change nothing), recreated after React StrictMode's test unmount.
 */
export function useFlowStore<S, E>(
  make: () => FlowStore<S, E>,
  listeners: FlowListeners = {},
): readonly [S, (event: E) => void] {
  const [store, setStore] = useState(make);
  useEffect(() => {
    if (store.isDisposed()) {
      setStore(make);
      return undefined;
    }
    return () => {
      store.dispose();
    };
    // Created once per mount; later option changes do not recreate it (as IdentityProvider's config).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  const { onEvent, onHostCommand } = listeners;
  useEffect(() => (onEvent ? store.onEvent(onEvent) : undefined), [store, onEvent]);
  useEffect(() => (onHostCommand ? store.onHostCommand(onHostCommand) : undefined), [store, onHostCommand]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const dispatch = useCallback((event: E) => store.dispatch(event), [store]);
  return [state, dispatch] as const;
}
