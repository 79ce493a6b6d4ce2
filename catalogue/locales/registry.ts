/**
 * The message tables in memory besides the bundled en-US base: locales arrive through `loadLocale`
 * (dynamic import, so an app only downloads the locales it uses) or `registerLocale` (an app's own table
 * or overrides, en-US included). Lookup falls back region -> language -> en-US.
 * This module holds no message text itself, so the error mapping can use it without bundling every table.
 */
import type { MessageKey, PartialMessageTable } from '../messages/keys';
import { canonicalLocale, localeChain } from './tags';

const layers = new Map<string, PartialMessageTable>();
let version = 0;

/**
 * Adds (or replaces) the table of a locale. A partial table falls back key by key. Only string values of
 * known shape are kept (keys are checked against en-US by `getMessages`).
 */
export function registerLocale(locale: string, table: PartialMessageTable): void {
  const clean: Partial<Record<MessageKey, string>> = {};
  for (const k of Object.keys(table) as MessageKey[]) {
    const v = Object.getOwnPropertyDescriptor(table, k)?.value as unknown;
    if (typeof v === 'string') {
      clean[k] = v;
    }
  }
  layers.set(canonicalLocale(locale).toLowerCase(), clean);
  version += 1;
}

/** True when messages of this exact locale (not only its fallbacks) are in memory. en-US always is. */
export function isLocaleLoaded(locale: string): boolean {
  // The bundled locale as the provider spells it by default answers here; any other tag is normalised in a
  // function of its own, so a first screen in en-US runs none of it (issue 19 start-up JS).
  return locale === 'en-US' || isTagLoaded(locale);
}

function isTagLoaded(locale: string): boolean {
  const tag = canonicalLocale(locale).toLowerCase();
  return tag === 'en-us' || layers.has(tag);
}

/**
 * The most specific locale in memory for `locale`, in canonical spelling (e.g. `fr-CA` for `fr_ca`,
 * `en-US` when nothing more specific is loaded).
 */
export function resolveLocale(locale?: string | null): string {
  // Only the bundled en-US in memory (every page until it loads or registers another locale): every message
  // lookup of a first screen asks this, so it answers before the locale chain, which is a function of its own
  // that such a page never runs (issue 19 start-up JS).
  return layers.size === 0 ? 'en-US' : resolveLoaded(locale);
}

function resolveLoaded(locale?: string | null): string {
  for (const tag of localeChain(locale ?? 'en-US')) {
    if (layers.has(tag)) {
      return canonicalLocale(tag);
    }
  }
  return 'en-US';
}

/** @internal The loaded layers for `locale`, most specific first, and a version for caches. */
export function layersFor(locale?: string | null): { tables: PartialMessageTable[]; version: number } {
  if (layers.size === 0) {
    return { tables: [], version };
  }
  const tables: PartialMessageTable[] = [];
  for (const tag of localeChain(locale ?? 'en-US')) {
    const layer = layers.get(tag);
    if (layer !== undefined) {
      tables.push(layer);
    }
  }
  return { tables, version };
}

/** @internal The text of `key` from the loaded layers of `locale`, or undefined (then en-US applies). */
export function findMessage(key: MessageKey, locale?: string | null): string | undefined {
  // Only the bundled en-US in memory: nothing to find, and the search is a function of its own (issue 19
  // start-up JS: every text of a first screen asks).
  return layers.size === 0 ? undefined : findLoaded(key, locale);
}

function findLoaded(key: MessageKey, locale?: string | null): string | undefined {
  for (const table of layersFor(locale).tables) {
    const text = table[key];
    if (text !== undefined) {
      return text;
    }
  }
  return undefined;
}
