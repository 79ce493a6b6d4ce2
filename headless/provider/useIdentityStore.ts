import { useCallback } from 'react';
import { useStoreSelector } from '../binding/use-store-selector';
import type { IdentityEvent } from '../flows/events';
import type { IdentityState } from '../flows/state';
import { useIdentityContext } from './context';

/**
 * Reads a slice of the provider's state. The component re-renders only when the selected slice changes
 * according to `equality` (default `Object.is`; pass `shallowEqual` for selectors that build objects).
 */
export function useIdentityStore<T>(
  selector: (state: IdentityState) => T,
  equality?: (a: T, b: T) => boolean,
): T {
  const { store } = useIdentityContext();
  return useStoreSelector(store, selector, equality);
}

/** The provider's dispatch (stable for the store's lifetime). */
export function useIdentityDispatch(): (event: IdentityEvent) => void {
  const { store } = useIdentityContext();
  return useCallback((event: IdentityEvent) => store.dispatch(event), [store]);
}

/** The provider's injected clock. */
export function useIdentityClock(): () => number {
  const { store } = useIdentityContext();
  return useCallback(() => store.now(), [store]);
}

/** The provider's locale (read without making the provider's store). */
export { useIdentityLocale } from './provider-context';
