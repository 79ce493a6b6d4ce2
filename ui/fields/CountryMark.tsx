import type { ReactNode } from 'react';

/**
 * The mark beside a country in the phone field: its ISO 3166 code in a neutral badge, decorative
 * (`aria-hidden`; the name and calling code carry the meaning). Not an emoji flag: those render as boxes or
 * bare letter pairs where the system has no flag glyphs (Windows), so the list looked broken there
 * (issue 18 §1). Not SVG flags either: the one well-kept set (country-flag-icons) ships its React flags as one
 * module of about 250 drawings, several times the picker's own chunk, for a decoration.
 */
export function CountryMark({ country }: { readonly country: string }): ReactNode {
  const code = country.toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? (
    <span className="ik-flag" aria-hidden="true">
      {code}
    </span>
  ) : null;
}
