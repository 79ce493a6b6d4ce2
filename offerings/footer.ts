/**
 * Header/footer branding (seed 000 §2.3, §3.4, §5): footer logos with unique ordinals, the pcg professional-tax
 * set, footer links legal/privacy/security and the copyright line.
 */
import { DEFAULT_LOCALE } from '../rules/constants';
import { DEFAULT_BRAND, withProductName, type BrandSettings } from './brand';
import { duplicateFooterOrdinalError } from './errors';
import type { BusinessUnit } from './namespaces';
import type { FooterLogo } from './options';

/** A footer logo ready to render: visible entries only, sorted by ordinal, names resolved. */
export interface ResolvedFooterLogo {
  /** Resolved brand name ("{product}" replaced). */
  readonly name: string;
  readonly ordinal: number;
  /** https address or site path. */
  readonly href: string;
  readonly class: string;
}

/** The default footer set: the family brands, or for pcg the professional-tax set (seed 000 §1). */
export function defaultFooterLogos(
  businessUnit: BusinessUnit | null,
  brand: BrandSettings = DEFAULT_BRAND,
): FooterLogo[] {
  const names = businessUnit === 'pcg' ? brand.professionalTaxLogos : brand.familyBrands;
  return names.map((name, index) => ({ name, ordinal: index + 1 }));
}

/** Throws the "duplicate footer ordinal" developer error when two entries share an ordinal (seed 000 §5). */
export function assertUniqueOrdinals(logos: readonly FooterLogo[], offeringId: string | null): void {
  const seen = new Set<number>();
  for (const logo of logos) {
    if (seen.has(logo.ordinal)) {
      throw duplicateFooterOrdinalError(logo.ordinal, offeringId);
    }
    seen.add(logo.ordinal);
  }
}

/**
 * The footer logos to render. `logos` null uses the default set for the business unit. Hidden entries are
 * dropped after the ordinal check (a hidden entry still holds its ordinal).
 */
export function resolveFooterLogos(
  logos: readonly FooterLogo[] | null,
  options: { businessUnit?: BusinessUnit | null; offeringId?: string | null; brand?: BrandSettings } = {},
): ResolvedFooterLogo[] {
  const brand = options.brand ?? DEFAULT_BRAND;
  const list = logos ?? defaultFooterLogos(options.businessUnit ?? null, brand);
  assertUniqueOrdinals(list, options.offeringId ?? null);
  return list
    .filter((logo) => logo.hide !== true)
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((logo) => {
      const name = withProductName(logo.name, brand);
      return {
        name,
        ordinal: logo.ordinal,
        href: logo.href ?? new URL(`/${encodeURIComponent(name)}`, brand.siteOrigin).href,
        class: logo.class ?? '',
      };
    });
}

/** The three footer links of seed 000 §2.3. */
export const FOOTER_LINK_IDS = ['legal', 'privacy', 'security', 'support', 'contact'] as const;
export type FooterLinkId = (typeof FOOTER_LINK_IDS)[number];

/**
 * Footer links legal, privacy and security. The privacy link takes the offering's privacyStatementLink;
 * otherwise US English pages get the US privacy statement (seed 000 §5 "US-locale default override"). The
 * offering's customer-support and contact-us links (seed 000 §3.6, seed 001 §3) follow when configured.
 */
export function footerLinks({
  brand = DEFAULT_BRAND,
  locale = DEFAULT_LOCALE,
  privacyStatementLink,
  customerSupportLink,
  contactUsLink,
}: {
  brand?: BrandSettings;
  locale?: string;
  privacyStatementLink?: string | null | undefined;
  customerSupportLink?: string | null | undefined;
  contactUsLink?: string | null | undefined;
} = {}): { id: FooterLinkId; href: string }[] {
  const site = (path: string): string => new URL(path, brand.siteOrigin).href;
  // One literal list and one filter, not conditional spreads: every page load runs this (issue 19 start-up JS).
  // The configured contact links are an inner function: V8 compiles a function when it is first called, so a
  // page without them (the default) compiles none of it.
  const contacts = (): { id: FooterLinkId; href: string | null | undefined }[] => [
    { id: 'support', href: customerSupportLink },
    { id: 'contact', href: contactUsLink },
  ];
  const links: { id: FooterLinkId; href: string | null | undefined }[] = [
    { id: 'legal', href: site('/legal') },
    {
      id: 'privacy',
      href:
        privacyStatementLink ?? site(locale.toLowerCase() === DEFAULT_LOCALE ? '/privacy/us' : '/privacy'),
    },
    { id: 'security', href: site('/security') },
    ...(customerSupportLink || contactUsLink ? contacts() : []),
  ];
  return links.filter((link): link is { id: FooterLinkId; href: string } => Boolean(link.href));
}

/** The copyright line under the footer logos, e.g. "© 2026 Acme". The year comes from the caller's clock. */
export function copyrightLine(year: number, brand: BrandSettings = DEFAULT_BRAND): string {
  return `\u00A9 ${year} ${brand.groupDisplayName}`;
}
