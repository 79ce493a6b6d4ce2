import { useEffect, useState } from 'react';
import {
  isLocaleLoaded,
  resolveLocale,
  translate,
  translateFrom,
  type DescribedError,
  type MessageKey,
  type MessageParams,
  type PartialMessageTable,
  type PartKeys,
} from '../../catalogue';
import { loadLocaleLayers } from '../../catalogue/locales/load-layers';
import { enUSCore } from '../../catalogue/messages/en-US/core';
import { useIdentityLocale } from '../../headless';
import { useProviderOffering } from '../../headless/advanced';
import type { describeError as describeErrorType } from './error-wording';
import { onFirstInput } from '../../headless';
import { lazyChunk } from '../../headless/advanced';

/** Resolves a catalogue key to plain text in the screen's locale (`K`: the keys the screen's text parts hold). */
export type TextFn<K extends MessageKey = MessageKey> = (key: K, params?: MessageParams) => string;

/**
 * The keys of the core en-US part (what the first sign-in screen, the shell and every screen share). Error
 * texts are not in it: they come through `useErrorText`, whose wording loads on demand.
 */
export type CoreTextKey = keyof typeof enUSCore;

/**
 * Loads the provider's locale on demand (the catalogue ships only en-US in the first chunk) and re-renders
 * once it is in memory. Until then text falls back to the nearest loaded locale (en-US at worst), never to a
 * key. Returns the locale text resolves with.
 */
export function useScreenLocale(): string {
  const locale = useIdentityLocale();
  const [, setLoaded] = useState(0);
  const ready = isLocaleLoaded(locale);
  useEffect(() => {
    if (ready) {
      return undefined;
    }
    let live = true;
    // Only the locale's own tables: `loadLocale` would also build (and bundle) the whole en-US table.
    void loadLocaleLayers(locale).then(() => {
      if (live) {
        setLoaded((n) => n + 1);
      }
    });
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return locale;
}

/**
 * `t(key, params?)` over the given en-US parts (catalogue/messages/en-US/*.ts) and the provider's locale:
 * a screen bundles only the wording it shows (issues 5 and 6), and `t` accepts only keys of those parts,
 * so a screen cannot render a key its parts lack. Each screen folder's `text.ts` names its parts.
 */
export function useTextOf<const P extends readonly PartialMessageTable[]>(...parts: P): TextFn<PartKeys<P>> {
  const locale = useScreenLocale();
  const overrides = useContentOverrides();
  return (key, params) => overrides[key] ?? translateFrom(parts, key, params ?? {}, locale);
}

const NO_OVERRIDES: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The offering's content overrides (seed 001 §3 contentOverride) for the provider's locale, by catalogue
 * message key: an entry `{ id: 'screen.signIn', content: 'Sign in to Payroll' }` replaces that text. Plain
 * text, rendered as text only (QUALITY.md 1); an override's text takes no parameters. The provider derives
 * them once, in its offering chunk.
 */
export function useContentOverrides(): Readonly<Record<string, string>> {
  return useProviderOffering()?.contentOverrides ?? NO_OVERRIDES;
}

/** `t` over the core part and the error texts: the shell, the lazy-step status and the first sign-in steps. */
export function useCoreText(): TextFn<CoreTextKey> {
  return useTextOf(enUSCore);
}

/**
 * `t(key, params?)`: catalogue text for the provider's locale, any key (the whole en-US table). For screens
 * an app builds itself; the kit's own screens use the per-area parts (`useTextOf`) instead.
 */
export function useText(): TextFn {
  const locale = useScreenLocale();
  const overrides = useContentOverrides();
  return (key, params) => overrides[key] ?? translate(key, params ?? {}, locale);
}

type DescribeError = typeof describeErrorType;

/** The error wording once loaded; `failed` when the chunk could not be fetched (offline, a replaced deployment). */
const errorWording = lazyChunk<DescribeError>(() =>
  import('./error-wording').then((module) => module.describeError),
);
let errorWordingFailed = false;
const errorWordingListeners = new Set<() => void>();

/**
 * Fetches the error wording chunk once (again after a failure). Screens that can show a server error call
 * it at the user's first input on the page, so the wording is in memory before any request
 * could fail; an error that arrives earlier loads it at once.
 */
export function preloadErrorWording(): Promise<void> {
  if (errorWording.loaded !== undefined) {
    return Promise.resolve();
  }
  // One load shared by every caller (lazyChunk), forgotten when it failed so the next call asks again.
  return errorWording.load().then(
    () => {
      errorWordingFailed = false;
      errorWordingListeners.forEach((listener) => listener());
    },
    () => {
      errorWordingFailed = true;
      errorWordingListeners.forEach((listener) => listener());
    },
  );
}

/**
 * The text of a flow error code (`state.errorCode`) through the catalogue's `describeError` (seed 000 §8.1),
 * or null without a code. The result is plain text; render it as a child, never as HTML.
 *
 * The error wording is a chunk of its own (prefetched at the user's first input on the page),
 * so in the rare case an error arrives before it is in memory the result is null for that moment and the
 * component re-renders with the text once it lands. When the chunk cannot be fetched at all the message is
 * the core "did not load, check your connection" text, so a failure is never silent.
 */
export function useErrorText(code: string | null | undefined): DescribedError | null {
  const locale = useScreenLocale();
  // useState, not useReducer: the first step of every page runs this, and a reducer hook would be the only
  // one there, so React's reducer-hook code ran at start-up for it alone (issue 19 start-up JS).
  const [, setVersion] = useState(0);
  const t = useCoreText();
  const wanted = code !== null && code !== undefined && code !== '';
  useEffect(() => {
    if (errorWording.loaded !== undefined) {
      return undefined;
    }
    const loaded = (): void => setVersion((n) => n + 1);
    errorWordingListeners.add(loaded);
    const cancel = wanted
      ? (void preloadErrorWording(), () => undefined)
      : onFirstInput(() => void preloadErrorWording());
    return () => {
      cancel();
      errorWordingListeners.delete(loaded);
    };
  }, [wanted]);
  if (!wanted) {
    return null;
  }
  const describeError = errorWording.loaded;
  if (describeError !== undefined) {
    return describeError({ responseCode: code }, { locale, context: 'signIn' });
  }
  if (!errorWordingFailed) {
    return null;
  }
  return {
    code,
    key: 'error.somethingWentWrong',
    message: t('step.loadFailed'),
    fromServer: false,
    serverMessage: '',
    status: null,
  };
}

/** The canonical locale text is being resolved with (for `lang` on elements). */
export function useResolvedLocale(): string {
  return resolveLocale(useScreenLocale());
}
