/**
 * Loads a locale's tables into the registry without building the complete en-US table, so callers that
 * bundle only some en-US parts (the UI kit's screens, catalogue/translate-from.ts) do not pull in all of
 * en-US through `loadLocale`. Each table is its own dynamic import: an app that shows one language
 * downloads only that language (issue 2 §3 size budget). French locales other than fr-CA fall back to
 * fr-CA (a French user is better served by Canadian French than by English).
 */
import { isLocaleLoaded, registerLocale } from './registry';
import { localeChain } from './tags';

/** Registers the tables of `locale` and its fallbacks. Safe to call repeatedly and concurrently. */
export async function loadLocaleLayers(locale?: string | null): Promise<void> {
  for (const tag of localeChain(locale ?? 'en-US')) {
    if (tag === 'en-xa' && !isLocaleLoaded('en-XA')) {
      // Pseudo-locales transform every en-US text, so they (and only they) load the whole table.
      const [{ pseudoLocalize }, { enUS }] = await Promise.all([
        import('./pseudo'),
        import('../messages/en-US'),
      ]);
      registerLocale('en-XA', pseudoLocalize(enUS, 'accent'));
    } else if (tag === 'ar-xb' && !isLocaleLoaded('ar-XB')) {
      const [{ pseudoLocalize }, { enUS }] = await Promise.all([
        import('./pseudo'),
        import('../messages/en-US'),
      ]);
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
}
