// The branded parts of the page shell, in their own chunk (ScreenShell loads it only on a branded page): the
// logo link in the card's logo slot and the family-brand marks under the card.
import type { ReactNode } from 'react';
import { PRODUCT_PLACEHOLDER, type BrandSettings, type ResolvedFooterLogo } from '../../offerings';
import { safeLinkElement } from '../primitives/SafeLink';
import { safeHref } from '../primitives/safe-href';
import type { ShellLogo } from './ScreenShell';
import { useCoreText as useText } from './text';

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
  return name === brand.productName || name === PRODUCT_PLACEHOLDER
    ? brand.groupDisplayName
    : name
        .replace(/[^-_\s]+/g, (word) => WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
        .replace(/[-_]/g, ' ');
}

/**
 * A neutral monochrome mark for a brand: its initial in a rounded square (drawn by CSS, `.ik-brand-mark`,
 * which also capitalises it). Decorative: the brand's name is always written next to it. The initial is CSS
 * generated content from `data-initial`, not a text node: axe's label-in-name rule (WCAG 2.5.3) counts an
 * aria-hidden text node as visible text, so "Q" + "QuickBooks" failed against the logo link's name
 * "QuickBooks home".
 */
export function BrandMark({ name }: { readonly name: string }): ReactNode {
  return <span className="ik-brand-mark" aria-hidden="true" data-initial={name.charAt(0)} />;
}

/** The link home in the card's logo slot: the offering's image logo, or the brand's mark and name. */
export function LogoLink({
  brand,
  logo,
  headerLogo,
}: {
  readonly brand: BrandSettings;
  readonly logo: ShellLogo | null;
  readonly headerLogo: string | null;
}): ReactNode {
  const t = useText();
  const name =
    logo?.alt ?? (headerLogo !== null ? brandDisplayName(headerLogo, brand) : brand.groupDisplayName);
  // The logo address is configuration, checked like every link (https or a site path only).
  const src = logo === null ? null : safeHref(logo.src);
  return safeLinkElement({
    href: new URL('/', brand.siteOrigin).href,
    'aria-label': t('shell.home', { brand: name }),
    children:
      src === null ? (
        <>
          <BrandMark name={name} />
          <span>{name}</span>
        </>
      ) : (
        <img src={src} alt="" />
      ),
  });
}

/** The offering's footer logos as list items: each family brand as a neutral mark and its display name. */
export function FooterLogoItems({
  brand,
  logos,
}: {
  readonly brand: BrandSettings;
  readonly logos: readonly ResolvedFooterLogo[];
}): ReactNode {
  return logos.map((logo) => {
    // Never the raw lower-case id.
    const name = brandDisplayName(logo.name, brand);
    return (
      <li key={logo.ordinal} className={logo.class === '' ? undefined : logo.class}>
        {safeLinkElement({
          href: logo.href,
          children: (
            <>
              <BrandMark name={name} />
              <span>{name}</span>
            </>
          ),
        })}
      </li>
    );
  });
}
