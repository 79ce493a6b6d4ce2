import { enUS } from '../messages/en-US';
import type { MessageKey, MessageTable } from '../messages/keys';
import { layersFor } from './registry';
import { localeChain } from './tags';

const cache = new Map<string, { version: number; table: MessageTable }>();

/**
 * The complete message table for `locale` (default en-US; case-insensitive; `_` accepted), each key from
 * the most specific loaded table: region, then language, then en-US. Locales not loaded yet fall back;
 * call `loadLocale` first to get them. The table is frozen.
 */
export function getMessages(locale?: string | null): MessageTable {
  const cacheKey = localeChain(locale ?? 'en-US')[0] ?? 'en-us';
  const { tables, version } = layersFor(locale);
  const cached = cache.get(cacheKey);
  if (cached !== undefined && cached.version === version) {
    return cached.table;
  }
  const table: Record<MessageKey, string> = { ...enUS };
  for (const layer of [...tables].reverse()) {
    for (const key of Object.keys(layer) as MessageKey[]) {
      const text = layer[key];
      // Only keys of the base table: an app table cannot add unknown keys.
      if (text !== undefined && Object.prototype.hasOwnProperty.call(enUS, key)) {
        table[key] = text;
      }
    }
  }
  const frozen = Object.freeze(table);
  cache.set(cacheKey, { version, table: frozen });
  return frozen;
}
