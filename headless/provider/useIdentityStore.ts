import { useCallback, useContext, useRef } from 'react';
import { selectWithMemo, type SelectionMemo } from '../binding/use-store-selector';
import type { IdentityEvent } from '../flows/events';
import type { IdentityState } from '../flows/state';
import { useIdentityContext } from './context';
import { IdentityStateContext } from './provider-context';

/**
 * Reads a slice of the provider's state. The result stays the same object while the selected slice is
 * equal according to `equality` (default `Object.is`; pass `shallowEqual` for selectors that build
 * objects), so it can sit in effect and memo dependencies.
 *
 * The component renders again whenever the provider's state changes: the provider renders each new state
 * and passes it down by context, and no component subscribes to the store on its own (issue 19 start-up:
 * a page's first step then runs neither React's store subscription code nor an effect for it). The
 * provider's state changes on submits and answers, not on keystrokes, so this costs a few renders per
 * step; wrap expensive children in `memo` with the selected values as props.
 */
export function useIdentityStore<T>(
  selector: (state: IdentityState) => T,
  equality: (a: T, b: T) => boolean = Object.is,
): T {
  const { store } = useIdentityContext();
  // The provider's last rendered state; before the store's first change it is the store's initial state.
  const state = useContext(IdentityStateContext) ?? store.getState();
  const memo = useRef<SelectionMemo<IdentityState, T>>(undefined);
  return selectWithMemo(memo, state, selector, equality);
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
