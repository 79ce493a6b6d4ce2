export { reducePostAuth } from './machine';
export { nextPostAuthStep, appliesTo } from './next-step';
export { vuuDisplayElements, vuuHasWork, type VuuConfig, type VuuUserFacts } from './verified-user-update';
export { selectPostAuthStep, selectPostAuthView, type PostAuthView } from './selectors';
export {
  usePostAuth,
  vuuUpdateFields,
  type UsePostAuth,
  type PostAuthActions,
  type VerifiedUserUpdateInput,
} from './usePostAuth';
export {
  buildOAuthSuccessRedirect,
  buildOAuthErrorRedirect,
  showsOAuthErrorOnPage,
  isNavigableRedirect,
  type OAuthRequest,
} from './oauth';
export { readWebAuthnPromptCount } from './webauthn-prompt';
export {
  mayPromptWebAuthn,
  webAuthnPromptCookie,
  webAuthnPromptCookieEffect,
} from './webauthn-prompt-cookie';
