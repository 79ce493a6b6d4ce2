/** The playground's clock: real time by default, or the caller's `now`, plus an offset tests can advance. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Moves the clock forward (expiry tests without real waiting). */
  advance(ms: number): void;
  /** Drops any advance. */
  resetOffset(): void;
}

export function createClock(now?: () => number): Clock {
  const base = now ?? Date.now;
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += ms;
    },
    resetOffset() {
      offset = 0;
    },
  };
}
