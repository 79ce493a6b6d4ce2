/**
 * When the kit fetches a chunk ahead of need (the client's call engine, the next steps, the error wording):
 * at the user's first input on the page (pointer, key, focus, input), never on idle at start-up. Idle-time
 * prefetching would spend the start-up main thread on code for a submit that has not happened (issue 5
 * start-up budget: busy time is measured until the page settles); the first input comes seconds before a
 * submit, and a submit that beats a chunk (autofill, then Enter) waits for it, as designed. Browser only;
 * elsewhere the first call or step loads what it needs.
 */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/** Capture phase and passive: seen before any handler can stop it, never delays the input itself. */
const LISTENING: AddEventListenerOptions = { capture: true, passive: true };

/**
 * Runs `task` once, at the user's first input on the page (see above); apps prefetch their own chunks the
 * same way. Returns a cancel function for effect cleanup.
 */
export function onFirstInput(task: () => void): () => void {
  if (typeof document === 'undefined') {
    return () => undefined;
  }
  let done = false;
  const cancel = (): void => {
    done = true;
    for (const type of FIRST_INPUT) {
      document.removeEventListener(type, run, true);
    }
  };
  function run(): void {
    if (!done) {
      cancel();
      task();
    }
  }
  for (const type of FIRST_INPUT) {
    document.addEventListener(type, run, LISTENING);
  }
  return cancel;
}
