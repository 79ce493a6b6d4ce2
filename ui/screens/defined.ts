/**
 * The entries of `value` that hold a value. Explicit props and options win over the provider's offering
 * (issue 17 §1) where they set something; an `undefined` one does not clear the offering's.
 */
export function definedEntries<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
