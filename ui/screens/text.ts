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
import { useProviderOffering, useProviderRefresh } from '../../headless/advanced';
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

/** The providers to render again when a locale's tables land, by locale (each load starts once). */
const localeWaiters = new Map<string, Set<() => void>>();

/**
 * Loads `locale` once and calls `refresh` when it is in memory. Started while rendering, not in an effect
 * (issue 19: the first step mounts no passive effect): it is idempotent (one load per locale, one entry per
 * provider) and harmless when the render is discarded. A failed load re-renders nothing (the text stays in
 * the fallback locale); the next render that needs it asks again.
 */
function whenLocaleLoaded(locale: string, refresh: () => void): void {
  let waiters = localeWaiters.get(locale);
  if (waiters === undefined) {
    const started = new Set<() => void>();
    waiters = started;
    localeWaiters.set(locale, started);
    // Only the locale's own tables: `loadLocale` would also build (and bundle) the whole en-US table.
    void loadLocaleLayers(locale).then(
      () => {
        localeWaiters.delete(locale);
        started.forEach((waiter) => waiter());
      },
      () => {
        localeWaiters.delete(locale);
      },
    );
  }
  waiters.add(refresh);
}

/**
 * Loads the provider's locale on demand (the catalogue ships only en-US in the first chunk); once it is in
 * memory the provider renders its readers again (`useProviderRefresh`). Until then text falls back to the
 * nearest loaded locale (en-US at worst), never to a key. Returns the locale text resolves with.
 */
export function useScreenLocale(): string {
  const locale = useIdentityLocale();
  const refresh = useProviderRefresh();
  if (!isLocaleLoaded(locale)) {
    whenLocaleLoaded(locale, refresh);
  }
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
/** The providers to render again when the wording lands or fails (each once, see useErrorText). */
const errorWordingWaiters = new Set<() => void>();
/** The first-input preload is armed once per page, and again after a failed load (a retry at the next input). */
let errorWordingArmed = false;

function armErrorWording(): void {
  if (!errorWordingArmed) {
    errorWordingArmed = true;
    onFirstInput(() => void preloadErrorWording());
  }
}

/**
 * Fetches the error wording chunk once (again after a failure). Screens that can show a server error call
 * it at the user's first input on the page, so the wording is in memory before any request
 * could fail; an error that arrives earlier loads it at once.
 */
export function preloadErrorWording(): Promise<void> {
  if (errorWording.loaded !== undefined) {
    return Promise.resolve();
  }
  const settled = (failed: boolean): void => {
    errorWordingFailed = failed;
    // A failure is retried at the user's next input (and by the next error shown after it).
    errorWordingArmed = !failed;
    const waiters = [...errorWordingWaiters];
    errorWordingWaiters.clear();
    waiters.forEach((waiter) => waiter());
  };
  // One load shared by every caller (lazyChunk), forgotten when it failed so the next call asks again.
  return errorWording.load().then(
    () => settled(false),
    () => settled(true),
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
 *
 * No effect (issue 19: the first step mounts none): the preload is armed, and the provider asked to render
 * again when the wording lands, while rendering; both are idempotent.
 */
export function useErrorText(code: string | null | undefined): DescribedError | null {
  const locale = useScreenLocale();
  const refresh = useProviderRefresh();
  const t = useCoreText();
  const wanted = code !== null && code !== undefined && code !== '';
  if (errorWording.loaded === undefined) {
    armErrorWording();
    if (wanted) {
      errorWordingWaiters.add(refresh);
      // After a failure, not again from a render (the one it triggers would ask again): at the next input.
      if (!errorWordingFailed) {
        void preloadErrorWording();
      }
    }
  }
  // The wording of a code is an inner function: V8 compiles it when first called, so a step without an error
  // (every first step of a page load) compiles none of it (issue 19 start-up JS).
  const described = (responseCode: string): DescribedError | null => {
    const describeError = errorWording.loaded;
    if (describeError !== undefined) {
      return describeError({ responseCode }, { locale, context: 'signIn' });
    }
    if (!errorWordingFailed) {
      return null;
    }
    return {
      code: responseCode,
      key: 'error.somethingWentWrong',
      message: t('step.loadFailed'),
      fromServer: false,
      serverMessage: '',
      status: null,
    };
  };
  return wanted ? described(code) : null;
}

/** The canonical locale text is being resolved with (for `lang` on elements). */
export function useResolvedLocale(): string {
  return resolveLocale(useScreenLocale());
}
