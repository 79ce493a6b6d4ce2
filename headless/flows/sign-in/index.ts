export { transition as signInTransition } from './machine';
export { applySessionRules, storeAuthOutcome, tokenTypeOf } from './session-rules';
export { selectSignInView, selectStep, type SignInView } from './selectors';
export { classifyIdentifier } from './identifier';
export { useSignIn, type UseSignIn, type SignInActions } from './useSignIn';
