// Beacon sending (seed 000 §7.2, §9 "beacon time-out 5000 ms"): a tracker that never answers is given up
// after 5 s; the failure only warns and the beacon waits in local storage for the next page.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BEACON_STORAGE_KEY } from '../../embed/rules/beacons';
import { createBeacons } from '../../embed/runtime/beacons';

describe('createBeacons', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  test('a tracker that never answers is aborted after 5 s; the page only warns and keeps the beacon', async () => {
    const aborted: number[] = [];
    const start = Date.now();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted.push(Date.now() - start);
            reject(new Error('aborted'));
          });
        }),
    );
    const warnings: string[] = [];
    const beacons = createBeacons(
      { segment: { url: 'https://track.example/v1/track' }, adobe: null },
      'visitor-1',
      (line) => warnings.push(line),
    );
    beacons.track({ type: 'view', view: 'sign_in' }, {});
    await vi.advanceTimersByTimeAsync(4999);
    expect(aborted).toEqual([]);
    expect(warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toEqual([5000]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Analytics beacon to track\.example failed/);
    expect(window.localStorage.getItem(BEACON_STORAGE_KEY)).toContain('https://track.example/v1/track');
  });
});
