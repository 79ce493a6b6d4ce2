// lazyChunk (headless/client/lazy-chunk.ts), the one load-once helper under the client's engine and route table,
// the deferred fields and the UI's lazy steps: the first load calls the loader in the caller's tick, every
// caller shares one load, a landed chunk is kept, a failed one is forgotten, and a loader that throws
// synchronously gives a rejected load instead of a throw; read() is its Suspense reader (the UI's lazy steps).
import { describe, expect, it } from 'vitest';
import { lazyChunk } from '../../headless/client/lazy-chunk';
import { gatedLoads } from '../gated-chunk';

describe('lazyChunk', () => {
  it('calls the loader synchronously on the first load, and every caller shares that one load', async () => {
    const loads = gatedLoads('chunk');
    const chunk = lazyChunk(loads.load);
    expect(loads.calls()).toBe(0);

    const first = chunk.load();
    // No await in between: the loader ran in this tick (a preload starts its fetch at once).
    expect(loads.calls()).toBe(1);
    const second = chunk.load();
    expect(second).toBe(first);
    expect(loads.calls()).toBe(1);
    expect(chunk.loaded).toBeUndefined();

    loads.resolve();
    await expect(first).resolves.toBe('chunk');
    expect(chunk.loaded).toBe('chunk');
  });

  it('keeps a landed chunk: later loads do not call the loader again', async () => {
    const loads = gatedLoads('chunk');
    const chunk = lazyChunk(loads.load);
    const first = chunk.load();
    loads.resolve();
    await first;

    await expect(chunk.load()).resolves.toBe('chunk');
    expect(loads.calls()).toBe(1);
  });

  it('forgets a failed load: the next load calls the loader again, synchronously', async () => {
    const loads = gatedLoads('chunk');
    const chunk = lazyChunk(loads.load);
    const failed = chunk.load();
    loads.reject(0, new Error('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(chunk.loaded).toBeUndefined();

    const retry = chunk.load();
    expect(retry).not.toBe(failed);
    expect(loads.calls()).toBe(2);
    loads.resolve(1);
    await expect(retry).resolves.toBe('chunk');
    expect(chunk.loaded).toBe('chunk');
  });

  it('a loader that throws synchronously gives a rejected load, not a throw, and is retried next time', async () => {
    let calls = 0;
    const chunk = lazyChunk<string>(() => {
      calls += 1;
      if (calls === 1) {
        throw new Error('chunk map missing');
      }
      return Promise.resolve('chunk');
    });

    let failed: Promise<string> | undefined;
    expect(() => {
      failed = chunk.load();
    }).not.toThrow();
    expect(calls).toBe(1);
    await expect(failed).rejects.toThrow('chunk map missing');
    expect(chunk.loaded).toBeUndefined();

    await expect(chunk.load()).resolves.toBe('chunk');
    expect(calls).toBe(2);
    expect(chunk.loaded).toBe('chunk');
  });

  it('read(): suspends on the one load, gives the landed chunk, and throws the failure of a load it waited for', async () => {
    const loads = gatedLoads('chunk');
    const chunk = lazyChunk(loads.load);
    const thrown = (): unknown => {
      try {
        return { value: chunk.read() };
      } catch (caught: unknown) {
        return caught;
      }
    };

    const suspended = thrown();
    expect(suspended).toBeInstanceOf(Promise);
    // Every render of one load suspends on the same promise, and no second load starts.
    expect(thrown()).toBe(suspended);
    expect(loads.calls()).toBe(1);

    loads.reject(0, new Error('offline'));
    await suspended;
    // The failed load was rendered: read() throws it (the error boundary) and starts nothing.
    expect(thrown()).toEqual(new Error('offline'));
    expect(loads.calls()).toBe(1);

    // A retry loads again; the chunk lands and read() gives it.
    const retry = chunk.load();
    expect(thrown()).toBeInstanceOf(Promise);
    loads.resolve(1);
    await retry;
    expect(thrown()).toEqual({ value: 'chunk' });
  });

  it('read(): a failed preload nobody rendered is not kept, the first read loads again', async () => {
    const loads = gatedLoads('chunk');
    const chunk = lazyChunk(loads.load);
    const preload = chunk.load();
    loads.reject(0);
    await expect(preload).rejects.toThrow();
    let caught: unknown;
    try {
      chunk.read();
    } catch (error: unknown) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Promise);
    expect(loads.calls()).toBe(2);
  });
});
