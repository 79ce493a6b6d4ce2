/**
 * Runs `task` when the main thread is idle (after the current step has painted), so prefetching the next
 * step's chunk never delays the step the user sees. Returns a cancel function for effect cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') {
    return () => undefined;
  }
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a macrotask still runs after the current render and paint.
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
