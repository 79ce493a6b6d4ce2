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

/** A module loaded once per page: later loads (and later fields) reuse it; a failed load can be retried. */
export interface LazyModule<T> {
  /** The module once loaded, else null. */
  current(): T | null;
  /** Loads it (one request at a time); rejects when the chunk cannot be fetched. */
  load(): Promise<T>;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => value,
    load: () => {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A later focus or blur asks again (offline, or a deployment replaced the chunk).
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

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
export function useDeferredField<T>(module: LazyModule<T>): DeferredState<T> {
  const [swapped, setSwapped] = useState<{ full: T; typed: string } | null>(() => {
    const loaded = module.current();
    return loaded === null ? null : { full: loaded, typed: '' };
  });
  const node = useRef<HTMLInputElement | null>(null);
  const live = useRef(true);

  const takeOver = (): void => {
    const loaded = module.current();
    const input = node.current;
    // The stand-in holds focus: its blur takes over instead.
    if (loaded === null || !live.current || (input !== null && input.ownerDocument.activeElement === input)) {
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
        queueMicrotask(() => (module.current() === null ? load() : takeOver()));
      },
    },
  };
}
