import type { ReactNode } from 'react';
import { withProductName, type BrandSettings } from '../../offerings';

/**
 * Display names of the family brands of seed 000 §3.4 (footer logo names are ids such as `turbotax`; a page
 * shows the brand as people write it, never the raw lower-case id). `{product}` is the provider itself.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  turbotax: 'TurboTax',
  quickbooks: 'QuickBooks',
  'quickbooks-accountant': 'QuickBooks Accountant',
  mint: 'Mint',
  creditkarma: 'Credit Karma',
  proconnect: 'ProConnect',
  mailchimp: 'Mailchimp',
  'professional-tax': 'Professional Tax',
};

/** How a footer logo name is shown: the brand's display name, else the id in title case ("my-app" → "My App"). */
export function brandDisplayName(name: string, brand: BrandSettings): string {
  if (name === brand.productName || name === withProductName('{product}', brand)) {
    return brand.groupDisplayName;
  }
  return (
    DISPLAY_NAMES[name] ??
    name
      .split(/[-_\s]+/)
      .filter((word) => word !== '')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
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
      <text
        x="10"
        y="14.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="var(--ik-color-surface)"
        fontFamily="inherit"
      >
        {initial}
      </text>
    </svg>
  );
}
