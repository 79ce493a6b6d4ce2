/**
 * Provider brand settings. The spec writes the provider's product name as "{product}" (seed 000 §3.4,
 * seed 001 §1) and never names the provider, so the kit ships a neutral placeholder brand ("acme", on the
 * reserved `.example` domain) and every name, address and family brand is data an app replaces.
 */

/** Brand data the themes, logos, links and hand-off screens are built from. */
export interface BrandSettings {
  /** Replaces "{product}" in theme names, cookie prefixes and partner-auth properties. @default 'acme' */
  readonly productName: string;
  /** The provider's group name: brand hand-off default and copyright holder. @default 'Acme' */
  readonly groupDisplayName: string;
  /** Origin of the provider's public sites (footer logos and links). @default 'https://www.acme.example' */
  readonly siteOrigin: string;
  /**
   * Registrable domain of the tax-isolation identity host (seed 000 §1, §2); the account-manager redirect
   * goes to `https://{envPrefix}accounts.{taxDomain}`. @default 'acmetax.example'
   */
  readonly taxDomain: string;
  /** Where brand and partner images live. @default 'https://assets.acme.example/identity/brand' */
  readonly assetBase: string;
  /** The self-employed contact-support page of seed 001 §2. */
  readonly selfEmployedSupportUrl: string;
  /**
   * The seven family brands usable as footer logos (seed 000 §3.4). The spec's tables name mint,
   * quickbooks, turbotax, creditkarma, proconnect and mailchimp; the seventh is the provider itself.
   */
  readonly familyBrands: readonly string[];
  /** The professional-tax logo that pcg offerings add (seed 000 §1, §3.4). @default 'professional-tax' */
  readonly professionalTaxBrand: string;
  /** The footer set pcg offerings show instead of the family set (seed 000 §1 "swaps the logo set"). */
  readonly professionalTaxLogos: readonly string[];
  /**
   * The provider's allowed domain suffixes and extra country suffixes (seed 001 §1), checked by rules/
   * isAllowedHost with whole-label matching (QUALITY.md 8).
   */
  readonly allowedHostSuffixes: readonly string[];
  readonly extraHostSuffixes: readonly string[];
}

/** The neutral default brand. Apps pass their own `BrandSettings` to resolveConfig and the builders. */
export const DEFAULT_BRAND: BrandSettings = {
  productName: 'acme',
  groupDisplayName: 'Acme',
  siteOrigin: 'https://www.acme.example',
  taxDomain: 'acmetax.example',
  assetBase: 'https://assets.acme.example/identity/brand',
  selfEmployedSupportUrl: 'https://selfemployed.acme.example/contact-support',
  familyBrands: ['{product}', 'turbotax', 'quickbooks', 'mint', 'creditkarma', 'proconnect', 'mailchimp'],
  professionalTaxBrand: 'professional-tax',
  professionalTaxLogos: ['{product}', 'professional-tax', 'proconnect', 'quickbooks'],
  allowedHostSuffixes: ['acme.example', 'acmetax.example'],
  extraHostSuffixes: ['acme.example.ca'],
};

/**
 * Brand settings as an app gives them: any subset of {@link BrandSettings}. The fields left out come from
 * {@link DEFAULT_BRAND}, so `{ productName: 'nova', groupDisplayName: 'Nova' }` is enough for a page.
 */
export type BrandInput = Partial<BrandSettings>;

/** `input` completed with {@link DEFAULT_BRAND}'s fields (the same object when nothing is missing). */
export function resolveBrand(input: BrandInput | null | undefined): BrandSettings {
  if (input === null || input === undefined) {
    return DEFAULT_BRAND;
  }
  return { ...DEFAULT_BRAND, ...input };
}

/** The placeholder the spec uses for the provider's product name. */
export const PRODUCT_PLACEHOLDER = '{product}';

/** Replaces every "{product}" in `template` with the brand's product name. */
export function withProductName(template: string, brand: BrandSettings = DEFAULT_BRAND): string {
  return template.split(PRODUCT_PLACEHOLDER).join(brand.productName);
}
