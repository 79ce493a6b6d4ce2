import type { ReactNode } from 'react';
import { withProductName, type BrandSettings } from '../../offerings';

/**
 * Family-brand words written as people write them (seed 000 §3.4 footer logo names are lower-case ids such
 * as `turbotax`; a page never shows the raw id). Other words are capitalised: `mint` → "Mint".
 */
const WORDS: Readonly<Record<string, string>> = {
  turbotax: 'TurboTax',
  quickbooks: 'QuickBooks',
  creditkarma: 'Credit Karma',
  proconnect: 'ProConnect',
};

/** How a footer logo name is shown: `{product}` as the brand's name, ids word by word ("professional-tax" → "Professional Tax"). */
export function brandDisplayName(name: string, brand: BrandSettings): string {
  if (name === brand.productName || name === withProductName('{product}', brand)) {
    return brand.groupDisplayName;
  }
  return name
    .split(/[-_\s]+/)
    .map((word) => WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A neutral monochrome mark for a brand: its initial in a rounded square, drawn as SVG in the text colour of
 * the surroundings. Decorative (the brand's name is always written next to it).
 */
export function BrandMark({ name }: { readonly name: string }): ReactNode {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <svg className="ik-brand-mark" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect width="20" height="20" rx="5" fill="currentColor" />
      <text x="10" y="14.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--ik-color-surface)">
        {initial}
      </text>
    </svg>
  );
}
