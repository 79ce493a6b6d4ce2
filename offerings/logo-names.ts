/**
 * Matching a configured logo name (seed 000 §2.3, §3.4): the family brands and the professional-tax set, in
 * template ("{product}") or resolved form. Only offering resolution (a lazy step of the screens) uses it, so it
 * is apart from footer.ts, which the first screen imports (issue 19 bundle size).
 */
import { DEFAULT_BRAND, withProductName, type BrandSettings } from './brand';

/** Every logo name the brand knows: the family brands and the professional-tax set (template form). */
export function knownLogoNames(brand: BrandSettings = DEFAULT_BRAND): readonly string[] {
  return [...new Set([...brand.familyBrands, brand.professionalTaxBrand, ...brand.professionalTaxLogos])];
}

/** The template name of a known logo (`value` in template or resolved form), or null. */
export function toLogoName(value: string, brand: BrandSettings = DEFAULT_BRAND): string | null {
  for (const name of knownLogoNames(brand)) {
    if (name === value || withProductName(name, brand) === value) {
      return name;
    }
  }
  return null;
}
