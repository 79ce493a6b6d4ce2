import { useEffect, type DependencyList, type EffectCallback } from 'react';

/**
 * A passive effect as a component rendering nothing, for an effect a component needs only some of the time
 * (issue 19 start-up: one passive effect on the page makes React run its whole passive commit pass, and the
 * first step of a page load needs none). A hook cannot be skipped on some renders, and remounting the
 * component would lose focus and typed text, so the component renders `<Effect>` beside its markup while
 * the effect has work. `deps` as in `useEffect` (omitted: after every render while mounted).
 */
export function Effect({ run, deps }: { run: EffectCallback; deps?: DependencyList }): null {
  // The caller's dependency list, passed through (the rule cannot see through a prop).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(run, deps);
  return null;
}
