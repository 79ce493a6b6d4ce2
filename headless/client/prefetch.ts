/**
 * When the client fetches its call engine ahead of the first call: when the main thread is idle after the
 * first paint, or on the page's first input (a fast user who submits before idle), whichever comes first,
 * so the submit practically never waits for the chunk. Browser only; elsewhere the first call loads it.
 */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

export function prefetchSoon(task: () => void): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return;
  }
  let done = false;
  let cancelIdle = (): void => undefined;
  const run = (): void => {
    if (done) {
      return;
    }
    done = true;
    cancelIdle();
    for (const type of FIRST_INPUT) {
      document.removeEventListener(type, run, true);
    }
    task();
  };
  // Capture phase and passive: seen before any handler can stop it, never delays the input itself.
  for (const type of FIRST_INPUT) {
    document.addEventListener(type, run, { capture: true, passive: true });
  }
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    cancelIdle = () => window.cancelIdleCallback(id);
  } else {
    // Safari has no requestIdleCallback: a macrotask still runs after the current render and paint.
    const id = window.setTimeout(run, 1);
    cancelIdle = () => window.clearTimeout(id);
  }
}
