// Post-auth screens (seed 000 §3.7 sequence, §4.6 OAuth error on the page, §4.7 verified-user update).
export { PostAuthScreen, PostAuthWorkingScreen } from './PostAuthScreen';
export { VerifiedUserUpdateScreen } from './VerifiedUserUpdateScreen';
export { PasskeyRegistrationScreen } from './PasskeyRegistrationScreen';
export { ConsentScreen, OAUTH_CONSENT_TYPE } from './ConsentScreen';
export { InvitationScreen } from './InvitationScreen';
export { PartnerAuthScreen } from './PartnerAuthScreen';
export type { PartnerAuthScreenProps } from './PartnerAuthScreen';
export { OAuthErrorScreen } from './OAuthErrorScreen';
export type { OAuthErrorScreenProps } from './OAuthErrorScreen';
export { POST_AUTH_PARTS } from './parts';
export type { PostAuthParts, PostAuthScreenProps } from './parts';
