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
 * A neutral monochrome mark for a brand: its initial in a rounded square (drawn by CSS, `.ik-brand-mark`).
 * Decorative: the brand's name is always written next to it. The initial is CSS generated content from
 * `data-initial`, not a text node: axe's label-in-name rule (WCAG 2.5.3) counts an aria-hidden text node as
 * visible text, so "Q" + "QuickBooks" failed against the logo link's name "QuickBooks home".
 */
export function BrandMark({ name }: { readonly name: string }): ReactNode {
  return <span className="ik-brand-mark" aria-hidden="true" data-initial={name.charAt(0).toUpperCase()} />;
}
