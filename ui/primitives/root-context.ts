import { createContext, useContext } from 'react';

/**
 * The element <Root> renders. Tooltip and Popover portal into it rather than into `document.body`, so their
 * content keeps the theme tokens, `dir` and `lang` of the kit (all of which are scoped to `.ik-root`).
 */
export const RootContainerContext = createContext<HTMLElement | null>(null);

/** The nearest <Root> element, or null outside a <Root> (portals then fall back to `document.body`). */
export function useRootContainer(): HTMLElement | null {
  return useContext(RootContainerContext);
}
