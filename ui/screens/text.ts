import { useEffect, useState } from 'react';
import {
  describeError,
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
import { enUSErrors } from '../../catalogue/messages/en-US-errors';
import { useIdentityLocale } from '../../headless';

/** Resolves a catalogue key to plain text in the screen's locale (`K`: the keys the screen's text parts hold). */
export type TextFn<K extends MessageKey = MessageKey> = (key: K, params?: MessageParams) => string;

/**
 * The keys of the core en-US part (what the first sign-in screen, the shell and every screen share) and of
 * the error texts (bundled up front anyway, for `useErrorText`).
 */
export type CoreTextKey = keyof typeof enUSCore | keyof typeof enUSErrors;

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
  return (key, params) => translateFrom(parts, key, params ?? {}, locale);
}

/** `t` over the core part and the error texts: the shell, the lazy-step status and the first sign-in steps. */
export function useCoreText(): TextFn<CoreTextKey> {
  return useTextOf(enUSCore, enUSErrors);
}

/**
 * `t(key, params?)`: catalogue text for the provider's locale, any key (the whole en-US table). For screens
 * an app builds itself; the kit's own screens use the per-area parts (`useTextOf`) instead.
 */
export function useText(): TextFn {
  const locale = useScreenLocale();
  return (key, params) => translate(key, params ?? {}, locale);
}

/**
 * The text of a flow error code (`state.errorCode`) through the catalogue's `describeError` (seed 000 §8.1),
 * or null without a code. The result is plain text; render it as a child, never as HTML.
 */
export function useErrorText(code: string | null | undefined): DescribedError | null {
  const locale = useScreenLocale();
  if (code === null || code === undefined || code === '') {
    return null;
  }
  return describeError({ responseCode: code }, { locale, context: 'signIn' });
}

/** The canonical locale text is being resolved with (for `lang` on elements). */
export function useResolvedLocale(): string {
  return resolveLocale(useScreenLocale());
}
