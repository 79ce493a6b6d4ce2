/**
 * Partner-login defaults and credit-app challenge types (seed 000 §6).
 */
import type { MobileChallengeTypes, OfferingOptions } from './options';
import { SUPPORTED_PARTNERS, type PartnerUid } from './options';

/**
 * Defaults for a partner login (a partner_uid in the address). Seed 000 §6 says partner login has special
 * defaults for showRememberMe and the phone requirement without the values; chosen: the partner already holds
 * the session and a phone, so remember-me is hidden and no phone is required. The offering can set either back.
 */
export const PARTNER_LOGIN_DEFAULTS: Pick<OfferingOptions, 'showRememberMe' | 'isPhoneRequired'> = {
  showRememberMe: false,
  isPhoneRequired: false,
};

/** True for a partner this kit supports (only google, seed 000 §1, §2.3). */
export function isSupportedPartner(uid: string): uid is PartnerUid {
  return (SUPPORTED_PARTNERS as readonly string[]).includes(uid);
}

/** The platform the widget runs on. */
export type ClientPlatform = 'web' | 'ios' | 'android';

/**
 * Challenge types of a credit-app offering on its mobile apps, or null to use the server's list (web, or
 * an offering without special types).
 */
export function specialChallengeTypes(
  mobileChallengeTypes: MobileChallengeTypes | null,
  platform: ClientPlatform,
): readonly string[] | null {
  if (mobileChallengeTypes === null || platform === 'web') {
    return null;
  }
  return mobileChallengeTypes[platform] ?? null;
}
