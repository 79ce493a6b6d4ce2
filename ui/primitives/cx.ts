/** Joins class names, skipping empty values. The kit's own classes come first so `className` can override. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  // The truthy ones are the non-empty strings; `Boolean` is the engine's own, so no callback of ours runs
  // per name (issue 19 start-up JS: cx runs for every element of the first step).
  return names.filter(Boolean).join(' ');
}

/** Joins space-separated id lists (for `aria-describedby`), or undefined when there is none. */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = cx(...ids);
  return joined === '' ? undefined : joined;
}
