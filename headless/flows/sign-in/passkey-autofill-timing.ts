/**
 * When passkey autofill starts (issue 19, decision 1): after the first paint, when the main thread is idle,
 * with a short upper bound. Not in the first render's effects: there the options request, the feature check
 * and the WebAuthn call competed with the screen's own start-up (npm run bench:browser: about 10 kB of
 * JavaScript run before the field showed, the client's whole call path among it).
 *
 * Why it may wait at all: the browser lists passkeys in a field's autofill menu only when a conditional
 * request is pending as the menu opens, so the request should be pending before a user can reach the field.
 * A requestAnimationFrame callback runs just before the next paint and a task queued from it runs just after
 * that paint; an idle callback then runs once the page's start-up work is done, and its `timeout` bounds the
 * wait on a page that never goes idle. Browsers without requestIdleCallback (Safari) wait one more task.
 */

/** Upper bound of the idle wait after the first paint (ms): short, the user may already reach for the field. */
export const AUTOFILL_IDLE_TIMEOUT_MS = 200;

interface IdleWindow {
  requestAnimationFrame?: (callback: () => void) => number;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/**
 * Resolves true after the first paint once the main thread is idle (at most `AUTOFILL_IDLE_TIMEOUT_MS`
 * after that paint), or false as soon as `signal` aborts. Where there is no frame to wait for (no
 * requestAnimationFrame: a test environment, a worker), it waits one task.
 */
export function afterFirstPaintWhenIdle(signal: AbortSignal): Promise<boolean> {
  const host = globalThis as IdleWindow;
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      signal.removeEventListener('abort', onAbort);
      resolve(!signal.aborted);
    };
    const whenIdle = () => {
      if (typeof host.requestIdleCallback === 'function') {
        host.requestIdleCallback(done, { timeout: AUTOFILL_IDLE_TIMEOUT_MS });
      } else {
        setTimeout(done, 0);
      }
    };
    if (typeof host.requestAnimationFrame === 'function') {
      // The frame callback runs before the paint; the task it queues runs after it.
      host.requestAnimationFrame(() => setTimeout(whenIdle, 0));
    } else {
      setTimeout(whenIdle, 0);
    }
  });
}
