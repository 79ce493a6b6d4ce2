export type { SignUpProps } from './SignUp';
export { SignUp } from './SignUp';
export type {
  SignUpPageOptions,
  SignUpProviderProps,
  SignUpScreenContextValue,
  SignUpScreensClient,
} from './context';
export { SignUpProvider, useSignUpScreen } from './context';
export type { SignUpFormParts, SignUpFormScreenProps } from './SignUpFormScreen';
export { SignUpFormScreen, SIGN_UP_FORM_PARTS } from './SignUpFormScreen';
export type { SignUpCodeParts, SignUpCodeScreenProps } from './CodeScreens';
export { SignUpEmailCodeScreen, SignUpPhoneCodeScreen, SIGN_UP_CODE_PARTS } from './CodeScreens';
export type { SignUpOutcomeScreenProps } from './OutcomeScreens';
export { SignUpAccountCollisionScreen, SignUpDoneScreen } from './OutcomeScreens';
