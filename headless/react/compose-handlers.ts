/**
 * Composes a user's event handler with ours for prop getters: the user's runs first; if it calls
 * `preventDefault()`, ours is skipped (downshift's convention). Never clobbers the user's handler.
 */
export function composeHandlers<E extends { defaultPrevented?: boolean }>(
  user: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    user?.(event);
    if (!event.defaultPrevented) {
      ours(event);
    }
  };
}
