/** Joins class names, skipping empty values. The kit's own classes come first so `className` can override. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}

/** Joins space-separated id lists (for `aria-describedby`), or undefined when there is none. */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = cx(...ids);
  return joined === '' ? undefined : joined;
}
