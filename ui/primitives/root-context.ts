import { createContext, useContext, useEffect } from 'react';

/**
 * What <Root> publishes: its element once attached, else the function that asks it to attach one (React's
 * setter of its `wanted` state). Tooltip and Popover portal into the element rather than into
 * `document.body`, so their content keeps the theme tokens, `dir` and `lang` of the kit (all scoped to
 * `.ik-root`). Both forms are stable identities of their own (a state value, a state setter), so <Root>
 * passes one or the other as it is, with no memo (issue 19 start-up JS: no useMemo on the first step).
 *
 * <Root> attaches its ref only once a portal asks for the element (called from the portal's effect): a ref
 * on the first render makes React run its whole layout commit pass at start-up (issue 19), and most pages
 * portal nothing. So a page without Tooltip or Popover commits once and runs no ref callback; on a page
 * with one, the first portal to mount makes <Root> attach its element and publish it (two more commits, once).
 */
export type RootContainer = HTMLElement | ((wanted: true) => void);

/** Null outside a <Root>. */
export const RootContainerContext = createContext<RootContainer | null>(null);

/** The nearest <Root> element, or null outside a <Root> (portals then fall back to `document.body`). */
export function useRootContainer(): HTMLElement | null {
  const container = useContext(RootContainerContext);
  useEffect(() => {
    if (typeof container === 'function') {
      container(true);
    }
  }, [container]);
  return typeof container === 'function' ? null : container;
}
