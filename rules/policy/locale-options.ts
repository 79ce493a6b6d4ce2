/**
 * "Locale-specific unsupported options are hidden except for locales en, en-us and fr-ca" (seed 001 §5, next
 * to the phone's default country). The spec does not list the options. Chosen: sign-in by phone number (the
 * tabbed sign-in's phone tab), whose phone identifiers the service supports for North American numbers;
 * other locales keep the email / user ID sign-in alone. Locales are compared case-insensitively, `_` or `-`.
 */
export const LOCALE_SPECIFIC_OPTION_LOCALES = ['en', 'en-us', 'fr-ca'] as const;

/** True where the locale-specific options are offered (en, en-us, fr-ca). */
export function offersLocaleSpecificOptions(locale: string): boolean {
  const tag = locale.trim().toLowerCase().replaceAll('_', '-');
  return (LOCALE_SPECIFIC_OPTION_LOCALES as readonly string[]).includes(tag);
}
