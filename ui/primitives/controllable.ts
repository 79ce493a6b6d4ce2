import { useCallback, useState } from 'react';

/**
 * Controlled-or-uncontrolled state (`value` / `defaultValue` / `onChange` convention of ARCHITECTURE.md):
 * when `value` is given it wins and changes are only reported.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) {
        setOwn(next);
      }
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
