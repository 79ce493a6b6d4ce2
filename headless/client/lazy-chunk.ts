/**
 * One lazily imported chunk of the client (the call engine, the route table): a single load shared by every
 * call, kept once it landed, forgotten when it failed so the next call tries again (offline, a deployment
 * replaced the chunk).
 */
export interface LazyChunk<T> {
  /** The chunk once loaded: calls then go on without waiting, as if it had been there from the start. */
  loaded: T | undefined;
  /** Starts the load, or joins the one under way. */
  load(): Promise<T>;
  /**
   * Reads the chunk during a React render (Suspense's protocol, the one lazy mechanism for steps too): the
   * chunk once loaded; while it loads, throws the load (a Suspense boundary shows its fallback and renders
   * again when it lands); after a failed load, throws the failure (an error boundary shows it) until the next
   * `load()` tries again.
   */
  read(): T;
}

/** What a render suspended on a load waits for: the load landing (a failure is kept for read()). */
const settled = (): void => undefined;

/**
 * A lazy chunk over a loader (tests pass a slow or failing one). The first load calls the loader at once, in
 * the caller's tick: a step's `preload()` or a first-input prefetch starts the fetch right there, not one
 * microtask later. A loader that throws instead of returning a promise gives a rejected load, not a throw, so
 * callers handle one kind of failure.
 */
export function lazyChunk<T>(loadChunk: () => Promise<T>): LazyChunk<T> {
  let pending: Promise<T> | null = null;
  // The failure of a load a render waited for, kept for read() until the next load(): a render must not
  // start a new load in a loop (the error boundary's retry does). A failed preload nobody rendered is not
  // kept: the first render loads again.
  let suspended: Promise<unknown> | null = null;
  let failure: { readonly error: unknown } | null = null;
  const start = (): Promise<T> => {
    try {
      return loadChunk();
    } catch (error: unknown) {
      return Promise.reject(error);
    }
  };
  const chunk: LazyChunk<T> = {
    loaded: undefined,
    load: () => {
      failure = null;
      pending ??= start().then(
        (value) => {
          chunk.loaded = value;
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    read: () => {
      if (chunk.loaded !== undefined) {
        return chunk.loaded;
      }
      if (failure !== null) {
        throw failure.error;
      }
      // Suspense's protocol: a thrown promise suspends the render until it settles; the same promise for
      // every render of one load. Only a load a render suspended on leaves its failure for the next read.
      throw (suspended ??= chunk.load().then(settled, (error: unknown) => {
        failure = { error };
        suspended = null;
      }));
    },
  };
  return chunk;
}

/**
 * The chunk once loaded, or 'aborted' as soon as the caller's signal fires, or 'failed': an aborted call does
 * not stay pending behind a slow chunk (the load itself goes on for the next call).
 */
export function untilLoaded<T>(
  chunk: LazyChunk<T>,
  signal: AbortSignal | undefined,
): Promise<T | 'aborted' | 'failed'> {
  if (chunk.loaded !== undefined) {
    return Promise.resolve(chunk.loaded);
  }
  return new Promise((resolve) => {
    const onAbort = () => resolve('aborted');
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    chunk.load().then(
      (loaded) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(loaded);
      },
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve('failed');
      },
    );
  });
}
