/**
 * The message tables in memory. en-US is always present (it is the base, bundled with `describeError`);
 * other locales arrive through `loadLocale` (dynamic import, so an app only downloads the locales it uses)
 * or `registerLocale` (an app's own table or override). Lookup falls back region -> language -> en-US.
 */
import { enUS } from '../messages/en-US';
import type { MessageKey, MessageTable, PartialMessageTable } from '../messages/keys';
import { canonicalLocale, localeChain } from './tags';

const tables = new Map<string, PartialMessageTable>([['en-us', enUS]]);
const merged = new Map<string, MessageTable>();

/**
 * Adds (or replaces) the table of a locale. A partial table falls back key by key. Later calls for the
 * same locale replace the earlier table.
 */
export function registerLocale(locale: string, table: PartialMessageTable): void {
  const key = canonicalLocale(locale).toLowerCase();
  const clean: Partial<Record<MessageKey, string>> = {};
  for (const k of Object.keys(table) as MessageKey[]) {
    const v = table[k];
    if (Object.prototype.hasOwnProperty.call(enUS, k) && typeof v === 'string') {
      clean[k] = v;
    }
  }
  tables.set(key, key === 'en-us' ? { ...enUS, ...clean } : clean);
  merged.clear();
}

/** True when messages of this exact locale (not only its fallbacks) are in memory. */
export function isLocaleLoaded(locale: string): boolean {
  return tables.has(canonicalLocale(locale).toLowerCase());
}

/**
 * The most specific locale in memory for `locale`, in canonical spelling (e.g. `fr-CA` for `fr_ca`,
 * `en-US` when nothing more specific is loaded).
 */
export function resolveLocale(locale?: string | null): string {
  for (const tag of localeChain(locale ?? 'en-US')) {
    if (tables.has(tag)) {
      return canonicalLocale(tag);
    }
  }
  return 'en-US';
}

/**
 * The complete message table for `locale` (default en-US; case-insensitive; `_` accepted), each key from
 * the most specific loaded table: region, then language, then en-US. Locales not loaded yet fall back;
 * call `loadLocale` first to get them.
 */
export function getMessages(locale?: string | null): MessageTable {
  const chain = localeChain(locale ?? 'en-US');
  const cacheKey = chain[0] ?? 'en-us';
  const cached = merged.get(cacheKey);
  if (cached !== undefined) {
    return cached;
  }
  let table: Record<MessageKey, string> = { ...enUS };
  for (const tag of [...chain].reverse()) {
    const layer = tables.get(tag);
    if (layer !== undefined) {
      table = { ...table, ...layer };
    }
  }
  const frozen = Object.freeze(table);
  merged.set(cacheKey, frozen);
  return frozen;
}
