export {
  initialSignUpState,
  resolveSignUpConfig,
  signUpSettingsOf,
  DEFAULT_SIGN_UP_CONFIG,
  type SignUpState,
  type SignUpStep,
  type SignUpOp,
  type SignUpEvent,
  type SignUpCall,
  type SignUpConfig,
  type SignUpInput,
  type SignUpField,
  type SignUpFieldError,
  type CollisionAccount,
} from './state';
export { signUpTransition } from './machine';
export { signUpPolicies, checkSignUpInput, buildSignUpRequest } from './first-screen';
export {
  createSignUpStore,
  preloadSignUpFlow,
  type SignUpStoreEvent,
  type SignUpStoreOptions,
  type SignUpChunk,
} from './store';
export { performSignUp, SIGN_UP_CLIENT_METHODS, type SignUpClient } from './effects';
export { selectSignUpView, SIGN_UP_TEXT_KEYS, type SignUpView } from './selectors';
export {
  signUpLayout,
  recoveryLayout,
  type SignUpLayout,
  type RecoveryLayout,
  type LayoutInput,
  type SignUpHeaderKind,
} from './layout';
export {
  useSignUp,
  readSignUpInput,
  SIGN_UP_FIELD_NAMES,
  type UseSignUp,
  type UseSignUpOptions,
  type SignUpActions,
} from './useSignUp';
