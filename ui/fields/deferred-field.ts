/**
 * Deferred fields (issue 6: each screen entry <= 25 kB up front). A field whose checker is heavy (the email
 * collision checker, the phone field's machine) renders a stand-in first: the same label, hint, error and a
 * plain input with the same id and name, so the form can be read, filled and submitted at once (the flow
 * validates every field on submit). The full field's chunk loads at the user's first input on the page or the
 * stand-in's first focus, and takes over once it has landed and the stand-in does not hold focus, with the
 * text typed so far (`typed`): never while the user is typing in it (a new input element would drop the focus,
 * the caret and an IME composition), so a chunk that lands mid-typing waits for the blur. The checks those
 * fields make happen after focus-out anyway (seed 000 §4.8), so the full field runs them on the typed text as
 * it takes over. A failed load keeps the stand-in (nothing is lost, the form still submits) and the next focus
 * or blur of the stand-in tries again.
 */
import { useEffect, useRef, useState, type FocusEvent, type RefCallback } from 'react';
import { onFirstInput } from '../../headless';
import { type LazyChunk } from '../../headless/advanced';

/** What a deferred field renders: the stand-in (with its input props) or the full field (with the text typed). */
export type DeferredState<T> =
  | {
      readonly full: null;
      /** Spread on the stand-in's input (uncontrolled: the text stays in the element until the swap). */
      readonly standIn: {
        readonly ref: RefCallback<HTMLInputElement>;
        readonly onFocus: (event: FocusEvent<HTMLInputElement>) => void;
        readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void;
      };
    }
  | {
      readonly full: T;
      /** The stand-in's text when the full field took over ('' when it was never a stand-in). */
      readonly typed: string;
    };

/** The stand-in / full-field switch of one deferred field (see the module comment). */
// The field's chunk is a `lazyChunk` (headless): one load per page shared by every field, forgotten when it
// failed so a later focus or blur asks again (offline, or a deployment replaced the chunk).
export function useDeferredField<T>(module: LazyChunk<T>): DeferredState<T> {
  const [swapped, setSwapped] = useState<{ full: T; typed: string } | null>(() => {
    const loaded = module.loaded;
    return loaded === undefined ? null : { full: loaded, typed: '' };
  });
  const node = useRef<HTMLInputElement | null>(null);
  const live = useRef(true);

  const takeOver = (): void => {
    const loaded = module.loaded;
    const input = node.current;
    // The stand-in holds focus: its blur takes over instead.
    if (
      loaded === undefined ||
      !live.current ||
      (input !== null && input.ownerDocument.activeElement === input)
    ) {
      return;
    }
    setSwapped((current) => current ?? { full: loaded, typed: input?.value ?? '' });
  };
  const load = (): void => {
    // A failed load keeps the stand-in; the next focus or blur asks again.
    module.load().then(takeOver, () => undefined);
  };

  useEffect(() => {
    live.current = true;
    const cancel = swapped === null ? onFirstInput(load) : () => undefined;
    return () => {
      live.current = false;
      cancel();
    };
    // Once per mount: `load` only reads refs and the module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (swapped !== null) {
    return swapped;
  }
  return {
    full: null,
    standIn: {
      ref: (element) => {
        node.current = element;
      },
      onFocus: load,
      onBlur: () => {
        // Decided after the event, when focus has settled: a window blur (another tab or app) also blurs the
        // input but leaves it the active element, and taking over then would lose the focus on return.
        queueMicrotask(() => (module.loaded === undefined ? load() : takeOver()));
      },
    },
  };
}

/**
 * A lazily loaded part (a component chunk) for rendering: what the chunk holds once it landed, else null
 * while it loads or after a failure (the caller renders its fallback; the next mount asks again). The first
 * render reads an already loaded chunk synchronously, so a part that is in memory never flashes its fallback.
 * The same `lazyChunk` mechanism as the deferred fields, the flow chunks and the client's call engine.
 */
export function useChunk<T>(chunk: LazyChunk<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(() => chunk.loaded ?? null);
  useEffect(() => {
    if (loaded !== null) {
      return undefined;
    }
    let live = true;
    chunk.load().then(
      (value) => {
        if (live) {
          setLoaded(() => value);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chunk, loaded]);
  return loaded;
}
