// The lazily loaded flow chunks (flows/phases.ts for sign-in's later flows, standalone/phased-flow.ts for
// sign-up and recovery) take their loader by injection. These helpers script that loader: every load attempt
// waits until the test lets it land or fail, so a test decides when (and whether) the chunk arrives, and no
// timing is asserted.

/** Lets every settled promise run its callbacks. */
export async function settle(): Promise<void> {
  for (let index = 0; index < 5; index += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** A chunk loader the test drives: `load` is what the store gets, the rest settles its attempts. */
export interface GatedChunk<T> {
  readonly load: () => Promise<T>;
  /** How many times the store asked for the chunk so far. */
  attempts(): number;
  /** Attempt `attempt` (0-based) delivers the chunk; the store's callbacks have run when this resolves. */
  arrive(attempt: number): Promise<void>;
  /** Attempt `attempt` fails as a failed dynamic import does; the store's callbacks have run after. */
  fail(attempt: number, error?: Error): Promise<void>;
}

/**
 * A loader of `value` whose attempts wait for the test, settled synchronously (inside the test's own act()):
 * `resolve`/`reject` settle attempt `index`, the latest one by default.
 */
export interface GatedLoads<T> {
  readonly load: () => Promise<T>;
  /** How many times the code under test asked so far. */
  calls(): number;
  resolve(index?: number): void;
  reject(index?: number, error?: Error): void;
}

export function gatedLoads<T>(value: T): GatedLoads<T> {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  // An attempt the code never made is a test mistake: it fails loudly instead of settling nothing.
  const attempt = (index: number): { resolve: (value: T) => void; reject: (error: Error) => void } => {
    const found = pending[index];
    if (found === undefined) {
      throw new Error(`load attempt ${index} was never made (${pending.length} so far)`);
    }
    return found;
  };
  return {
    load: () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
    calls: () => pending.length,
    resolve: (index = pending.length - 1) => attempt(index).resolve(value),
    reject: (index = pending.length - 1, error = new Error('Failed to fetch dynamically imported module')) =>
      attempt(index).reject(error),
  };
}

/** A loader of `chunk` whose every attempt waits for the test; `arrive`/`fail` also let the callbacks run. */
export function gatedChunk<T>(chunk: T): GatedChunk<T> {
  const loads = gatedLoads(chunk);
  return {
    load: loads.load,
    attempts: () => loads.calls(),
    arrive: async (index) => {
      loads.resolve(index);
      await settle();
    },
    fail: async (index, error) => {
      loads.reject(index, error);
      await settle();
    },
  };
}

/**
 * A store built on a gated loader of `chunk`, with the list its fake client writes each call to. `create` gets
 * the loader and that list: `(load, calls) => createIdentityStore({ client: fakeClient(calls), loadFlows: load })`.
 */
export function storeWithGatedChunk<T, Store>(
  chunk: T,
  create: (load: () => Promise<T>, calls: string[]) => Store,
): { store: Store; chunk: GatedChunk<T>; calls: string[] } {
  const gated = gatedChunk(chunk);
  const calls: string[] = [];
  return { store: create(gated.load, calls), chunk: gated, calls };
}
