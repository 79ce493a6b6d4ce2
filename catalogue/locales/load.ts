/**
 * Loads a locale's messages on demand. Each non-base table is its own dynamic import, so an app that shows
 * one language downloads only en-US (bundled) and that language (issue 2 §3 size budget).
 */
import type { MessageTable } from '../messages/keys';
import { loadLocaleLayers } from './load-layers';
import { getMessages } from './messages';

/**
 * Loads the messages of `locale` (and of its fallbacks) and returns its complete table. Unknown locales
 * resolve to their language or en-US. French locales other than fr-CA fall back to fr-CA (a French user
 * is better served by Canadian French than by English). Safe to call repeatedly and concurrently.
 */
export async function loadLocale(locale?: string | null): Promise<MessageTable> {
  await loadLocaleLayers(locale);
  return getMessages(locale);
}
