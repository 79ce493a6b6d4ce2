import { useCallback, type Ref, type RefCallback } from 'react';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') {
    ref(value);
  } else if (ref !== null && ref !== undefined) {
    ref.current = value;
  }
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
