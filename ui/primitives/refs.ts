import { useCallback, type Ref, type RefCallback } from 'react';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') {
    ref(value);
  } else if (ref !== null && ref !== undefined) {
    ref.current = value;
  }
}

/**
 * The ref a primitive attaches while it needs its own: `own` as it is when the caller passed none (the kit's
 * screens pass none), else one callback feeding both, new per call, so React detaches and attaches both again
 * at each commit it is in, as for any inline callback ref. Not a hook: Root, Heading and PasswordInput call it
 * only while they need their element, so the first step of a page load calls neither it nor React's
 * useCallback (issue 19 start-up JS).
 */
export function ownRef<T>(callerRef: Ref<T> | undefined, own: Ref<T>): Ref<T> {
  return callerRef === undefined || callerRef === null
    ? own
    : (value: T | null) => {
        assignRef(callerRef, value);
        assignRef(own, value);
      };
}

/** One ref callback feeding both refs, so a primitive can keep its own ref and still forward the caller's. */
export function useMergedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (value: T | null) => {
      assignRef(first, value);
      assignRef(second, value);
    },
    [first, second],
  );
}
