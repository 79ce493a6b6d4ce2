// A module of its own: PasswordInput, on every sign-in page, takes the setter without the hook (and its memo).
/**
 * The setter of a controlled-or-uncontrolled value (`value` / `defaultValue` / `onChange` convention of
 * ARCHITECTURE.md): reports the change and, when uncontrolled, sets the own state. Uncontrolled without a
 * listener it is React's own setter, which is stable.
 */
export function controllableSetter<T>(
  controlled: boolean,
  setOwn: (next: T) => void,
  onChange: ((next: T) => void) | undefined,
): (next: T) => void {
  if (!controlled && onChange === undefined) {
    return setOwn;
  }
  return (next: T) => {
    if (!controlled) {
      setOwn(next);
    }
    onChange?.(next);
  };
}
