import type { ReactNode } from 'react';
import { FLAG_CHUNK } from './flag-chunk';

/**
 * The mark beside a country in the phone field, decorative (`aria-hidden`; the name and calling code carry the
 * meaning): a small SVG flag once the flag chunk is loaded (the picker loads it when it opens), else the ISO
 * 3166 code in a neutral badge. Never an emoji flag: those render as boxes or bare letter pairs where the
 * system has no flag glyphs (Windows), so the list looked broken there (issue 18 §1).
 */
export function CountryMark({ country }: { readonly country: string }): ReactNode {
  const code = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) {
    return null;
  }
  return (
    FLAG_CHUNK.loaded?.drawFlag(code) ?? (
      <span className="ik-flag" aria-hidden="true">
        {code}
      </span>
    )
  );
}
