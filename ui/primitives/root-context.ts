import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Where <Root> publishes the element it renders. Tooltip and Popover portal into it rather than into
 * `document.body`, so their content keeps the theme tokens, `dir` and `lang` of the kit (all scoped to
 * `.ik-root`).
 *
 * A holder, not the element itself: the element exists only once <Root> has committed, and a context value
 * set from its ref callback (state) cost a second commit of every page at start-up (issue 5). The holder is
 * one stable object per <Root>; only the components that portal (Tooltip, Popover content) subscribe, so
 * only they render again when the element attaches, and a page without them commits once.
 */
export interface RootContainer {
  get(): HTMLElement | null;
  set(element: HTMLElement | null): void;
  subscribe(listener: () => void): () => void;
}

/** A holder for one <Root>. */
export function createRootContainer(): RootContainer {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => element,
    set(next) {
      if (next === element) {
        return;
      }
      element = next;
      for (const listener of [...listeners]) {
        listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const NO_ROOT: RootContainer = {
  get: () => null,
  set: () => undefined,
  subscribe: () => () => undefined,
};

export const RootContainerContext = createContext<RootContainer>(NO_ROOT);

const serverSnapshot = (): null => null;

/** The nearest <Root> element, or null outside a <Root> (portals then fall back to `document.body`). */
export function useRootContainer(): HTMLElement | null {
  const holder = useContext(RootContainerContext);
  return useSyncExternalStore(holder.subscribe, holder.get, serverSnapshot);
}
