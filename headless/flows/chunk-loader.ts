import { lazyChunk } from '../client/lazy-chunk';

/**
 * A flow chunk's default loader, built on the kit's one lazy-loading mechanism (`lazyChunk`: one load per
 * page shared by every caller, kept once landed, retried after a failure): `load` fetches it, `cached` gives
 * it once it landed (synchronously, so a store created after a prefetch starts with it), `preload` warms it
 * ahead of need and never rejects. The identity store's late flows and the sign-up and recovery chunks use it.
 */
export function chunkLoader<T>(importChunk: () => Promise<T>): {
  readonly load: () => Promise<T>;
  readonly cached: () => T | null;
  readonly preload: () => Promise<void>;
} {
  const chunk = lazyChunk(importChunk);
  return {
    load: () => chunk.load(),
    cached: () => chunk.loaded ?? null,
    preload: () =>
      chunk.load().then(
        () => undefined,
        // A prefetch is a hint: a failure shows nothing; the store's own load (on submit) reports it.
        () => undefined,
      ),
  };
}
