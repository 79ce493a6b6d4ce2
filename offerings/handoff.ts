/**
 * Brand hand-off (interstitial) configuration (seed 000 §2.3, §3.4): the offering's display name and image
 * matched by pattern, and the partner's.
 */
import { OFFERING_ID_PERSONAL_FINANCE } from '../rules/constants';
import { DEFAULT_BRAND, withProductName, type BrandSettings } from './brand';

/** One pattern row: offering ids matching `pattern` show `displayName` and `image`. */
export interface HandoffBrand {
  readonly pattern: RegExp;
  readonly displayName: string;
  /** Image file under the brand's assetBase. */
  readonly image: string;
}

/**
 * The eight patterned brands. The spec gives the count, not the rows; chosen: the family brands the spec
 * names plus the self-employed and payroll products, matched on the registry's id names (units/ids.ts) and
 * on the brand names real ids tend to contain. First match wins.
 */
export const HANDOFF_BRANDS: readonly HandoffBrand[] = [
  { pattern: /self-?employed/i, displayName: 'Self-Employed', image: 'self-employed.svg' },
  { pattern: /payroll/i, displayName: 'Payroll', image: 'payroll.svg' },
  { pattern: /turbotax|consumer-tax|tax-online/i, displayName: 'TurboTax', image: 'turbotax.svg' },
  { pattern: /proconnect|professional-tax|\.pcg\./i, displayName: 'ProConnect', image: 'proconnect.svg' },
  { pattern: /quickbooks|\.sbg\./i, displayName: 'QuickBooks', image: 'quickbooks.svg' },
  { pattern: /creditkarma|\.credit\./i, displayName: 'Credit Karma', image: 'creditkarma.svg' },
  {
    pattern: new RegExp(`mint|^${OFFERING_ID_PERSONAL_FINANCE}$`, 'i'),
    displayName: 'Mint',
    image: 'mint.svg',
  },
  { pattern: /mailchimp/i, displayName: 'Mailchimp', image: 'mailchimp.svg' },
];

/** Brand hand-off configuration (seed 000 §3.4). */
export interface BrandHandoffConfig {
  readonly offeringId: string;
  readonly offeringDisplayName: string;
  readonly offeringImage: string;
  readonly partnerUid: string;
  readonly partnerDisplayName: string;
  /** null when the kit has no image for this partner (only google has one). */
  readonly partnerImage: string | null;
}

function image(brand: BrandSettings, file: string): string {
  return new URL(`${brand.assetBase.replace(/\/+$/, '')}/${file}`).href;
}

/** The capitalised uid shown for a partner other than google (seed 000 §3.4). */
export function partnerDisplayName(uid: string): string {
  if (uid === 'google') {
    return 'Google';
  }
  return uid.charAt(0).toUpperCase() + uid.slice(1);
}

/** The hand-off configuration for an offering and a partner. */
export function resolveBrandHandoff(
  offeringId: string,
  partnerUid: string,
  options: { readonly brand?: BrandSettings; readonly brands?: readonly HandoffBrand[] } = {},
): BrandHandoffConfig {
  const brand = options.brand ?? DEFAULT_BRAND;
  const match = (options.brands ?? HANDOFF_BRANDS).find((row) => row.pattern.test(offeringId));
  return {
    offeringId,
    offeringDisplayName: match?.displayName ?? brand.groupDisplayName,
    offeringImage: image(brand, match?.image ?? `${withProductName('{product}', brand)}.svg`),
    partnerUid,
    partnerDisplayName: partnerDisplayName(partnerUid),
    partnerImage: partnerUid === 'google' ? image(brand, 'partners/google.svg') : null,
  };
}
