/** Flag emoji of an ISO 3166 alpha-2 code (regional indicator symbols); decorative, always `aria-hidden`. */
export function flagOf(country: string): string {
  const code = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) {
    return '';
  }
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Country names in the page's language (Intl.DisplayNames), the ISO code when the runtime has none. */
export function countryNamer(locale: string): (country: string) => string {
  try {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    return (country) => names.of(country) ?? country;
  } catch {
    return (country) => country;
  }
}
