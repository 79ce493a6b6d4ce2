import { createContext, useContext, useEffect } from 'react';

/**
 * Where <Root> publishes the element it renders. Tooltip and Popover portal into it rather than into
 * `document.body`, so their content keeps the theme tokens, `dir` and `lang` of the kit (all scoped to
 * `.ik-root`).
 *
 * <Root> attaches its ref only once a portal asks for the element (`want`, called from the portal's effect):
 * a ref on the first render makes React run its whole layout commit pass at start-up (issue 19), and most
 * pages portal nothing. So a page without Tooltip or Popover commits once and runs no ref callback; on a page
 * with one, the first portal to mount makes <Root> attach its element and publish it (two more commits, once).
 */
export interface RootContainer {
  /** The <Root> element once attached, else null (portals then fall back to `document.body`). */
  readonly element: HTMLElement | null;
  /** Asks the <Root> to attach its element. */
  readonly want: () => void;
}

export const RootContainerContext = createContext<RootContainer>({ element: null, want: () => undefined });

/** The nearest <Root> element, or null outside a <Root> (portals then fall back to `document.body`). */
export function useRootContainer(): HTMLElement | null {
  const { element, want } = useContext(RootContainerContext);
  useEffect(want, [want]);
  return element;
}
