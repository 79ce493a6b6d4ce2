import { useEffect, useRef } from 'react';
import { useIdentityContext } from '../../provider/context';
import { journeyEventsBetween, type IdentityJourneyEvent } from './journey-events';

/**
 * Calls `listener` with the journey's typed events (`SIGNED_IN`, `SIGNED_OUT`, `STEP_CHANGED`) of the nearest
 * `<IdentityProvider>`, from the moment the component mounts. The latest `listener` is called (no need to
 * memoise it); nothing is called after unmount. Must be used inside `<IdentityProvider>`.
 */
export function useIdentityEvents(listener: (event: IdentityJourneyEvent) => void): void {
  const { store } = useIdentityContext();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    let previous = store.getState();
    return store.subscribe(() => {
      const next = store.getState();
      const events = journeyEventsBetween(previous, next);
      previous = next;
      for (const event of events) {
        latest.current(event);
      }
    });
  }, [store]);
}
