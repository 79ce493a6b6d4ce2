export { reduceSignIn, viewOfStep } from './machine';
export { reduceSession, storeAuthOutcome, tokenTypeOf } from './session-rules';
export { selectSignInView, selectStep, IDENTIFIER_ERROR_CODES, type SignInView } from './selectors';
export { classifyIdentifier } from './identifier';
export { useSignIn, SIGN_IN_FIELD_NAMES, type UseSignIn, type SignInActions } from './useSignIn';
