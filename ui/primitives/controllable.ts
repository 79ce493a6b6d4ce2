import { useMemo, useState } from 'react';
import { controllableSetter } from './controllable-setter';

/**
 * Controlled-or-uncontrolled state: when `value` is given it wins and changes are only reported. The setter
 * stays the same while `value`'s presence and `onChange` do, so an effect keyed on it (Banner's auto-dismiss
 * timer) does not restart at each render.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = useMemo(() => controllableSetter(controlled, setOwn, onChange), [controlled, onChange]);
  return [controlled ? value : own, set];
}
