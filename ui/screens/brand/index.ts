// Branding parts: partner sign-in buttons and the brand hand-off interstitial (seed 000 §2.3).
export { PartnerButtons, PartnerIcon } from './PartnerButtons';
export type { PartnerButtonsParts, PartnerButtonsProps, PartnerIconProps } from './PartnerButtons';
export { BrandHandoff, HandoffLogo } from './BrandHandoff';
export type { BrandHandoffParts, BrandHandoffProps, HandoffLogoProps } from './BrandHandoff';
