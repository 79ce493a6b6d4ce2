/**
 * Loads a locale's messages on demand. Each non-base table is its own dynamic import, so an app that shows
 * one language downloads only en-US (bundled) and that language (issue 2 §3 size budget).
 */
import { enUS } from '../messages/en-US';
import type { MessageTable } from '../messages/keys';
import { getMessages } from './messages';
import { isLocaleLoaded, registerLocale } from './registry';
import { localeChain } from './tags';

/**
 * Loads the messages of `locale` (and of its fallbacks) and returns its complete table. Unknown locales
 * resolve to their language or en-US. French locales other than fr-CA fall back to fr-CA (a French user
 * is better served by Canadian French than by English). Safe to call repeatedly and concurrently.
 */
export async function loadLocale(locale?: string | null): Promise<MessageTable> {
  const chain = localeChain(locale ?? 'en-US');
  for (const tag of chain) {
    if (tag === 'en-xa' && !isLocaleLoaded('en-XA')) {
      const { pseudoLocalize } = await import('./pseudo');
      registerLocale('en-XA', pseudoLocalize(enUS, 'accent'));
    } else if (tag === 'ar-xb' && !isLocaleLoaded('ar-XB')) {
      const { pseudoLocalize } = await import('./pseudo');
      registerLocale('ar-XB', pseudoLocalize(enUS, 'bidi'));
    } else if (tag === 'en-ca' && !isLocaleLoaded('en-CA')) {
      const { enCA } = await import('../messages/en-CA');
      registerLocale('en-CA', enCA);
    } else if ((tag === 'fr-ca' || tag === 'fr') && !isLocaleLoaded('fr')) {
      const { frCA } = await import('../messages/fr-CA');
      registerLocale('fr', frCA);
      registerLocale('fr-CA', frCA);
    }
  }
  return getMessages(locale);
}
