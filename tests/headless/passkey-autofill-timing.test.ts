// When passkey autofill starts (issue 19): after the first paint (a frame, then a task), then when the main
// thread is idle with a 200 ms bound; never once the caller aborted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOFILL_IDLE_TIMEOUT_MS,
  afterFirstPaintWhenIdle,
} from '../../headless/flows/sign-in/passkey-autofill-timing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A page whose frames and idle periods run when the test says. */
function stubPage() {
  const order: string[] = [];
  const frames: (() => void)[] = [];
  const idles: { callback: () => void; timeout: number | undefined }[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    order.push('frame requested');
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout: number }) => {
    order.push('idle requested');
    idles.push({ callback, timeout: options?.timeout });
    return idles.length;
  });
  return { order, frames, idles };
}

describe('afterFirstPaintWhenIdle', () => {
  it('waits for a frame, the task after it, then an idle period bounded by 200 ms', async () => {
    vi.useFakeTimers();
    const page = stubPage();
    let done: boolean | undefined;
    void afterFirstPaintWhenIdle(new AbortController().signal).then((value) => {
      done = value;
    });
    expect(page.order).toEqual(['frame requested']);
    page.frames.shift()?.();
    // The frame callback runs before the paint; the idle wait is asked in the task after it.
    expect(page.idles).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idles).toHaveLength(1);
    expect(page.idles[0]?.timeout).toBe(AUTOFILL_IDLE_TIMEOUT_MS);
    expect(AUTOFILL_IDLE_TIMEOUT_MS).toBeLessThanOrEqual(200);
    await Promise.resolve();
    expect(done).toBeUndefined();
    page.idles[0]?.callback();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('resolves false at once when the caller aborts while it waits, and when already aborted', async () => {
    stubPage();
    const controller = new AbortController();
    const waiting = afterFirstPaintWhenIdle(controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBe(false);
    await expect(afterFirstPaintWhenIdle(controller.signal)).resolves.toBe(false);
  });

  it('without requestAnimationFrame or requestIdleCallback: tasks stand in for both', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(afterFirstPaintWhenIdle(new AbortController().signal)).resolves.toBe(true);
  });
});
