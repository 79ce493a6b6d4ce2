import { useEffect, useState } from 'react';
import {
  describeError,
  isLocaleLoaded,
  loadLocale,
  resolveLocale,
  translate,
  type DescribedError,
  type MessageKey,
  type MessageParams,
} from '../../catalogue';
import { useIdentityLocale } from '../../headless';

/** Resolves a catalogue key to plain text in the screen's locale. */
export type TextFn = (key: MessageKey, params?: MessageParams) => string;

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
    void loadLocale(locale).then(() => {
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

/** `t(key, params?)`: catalogue text for the provider's locale. All screen text goes through it. */
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
