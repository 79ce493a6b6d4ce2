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

/**
 * Composes a user's submit handler with ours for `getFormProps`-style getters. The user's runs first; ours
 * is skipped only when the user's handler itself calls `preventDefault()`. An event that arrives already
 * prevented (the UI kit's `Form` primitive prevents the browser's submission before reporting the submit,
 * as does any wrapper that does the same) still runs ours: that `preventDefault()` was not the user's opt-out.
 */
export function composeSubmitHandlers<E extends { defaultPrevented?: boolean; preventDefault(): void }>(
  user: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    if (user === undefined) {
      ours(event);
      return;
    }
    const before = event.defaultPrevented === true;
    let optedOut = false;
    // Watch the user's call even when the event is already prevented (defaultPrevented cannot change then).
    const original = event.preventDefault;
    const watched = (): void => {
      optedOut = true;
      original.call(event);
    };
    Object.defineProperty(event, 'preventDefault', { value: watched, configurable: true, writable: true });
    try {
      user(event);
    } finally {
      // Back to the event's own (prototype) method.
      delete (event as { preventDefault?: unknown }).preventDefault;
      if (event.preventDefault !== original) {
        Object.defineProperty(event, 'preventDefault', {
          value: original,
          configurable: true,
          writable: true,
        });
      }
    }
    if (!optedOut && !(event.defaultPrevented === true && !before)) {
      ours(event);
    }
  };
}
