export type { SignInProps } from './SignIn';
export { SignIn } from './SignIn';
export type { IdentifierParts, IdentifierScreenProps, SignInTabProps } from './IdentifierScreen';
export { IDENTIFIER_PARTS, IdentifierScreen } from './IdentifierScreen';
export type { PasswordParts, PasswordScreenProps } from './PasswordScreen';
export { PASSWORD_PARTS, PasswordScreen } from './PasswordScreen';
export type { CaptchaSlotProps } from './CaptchaSlot';
export { CaptchaSlot } from './CaptchaSlot';
export type { AccountChoiceParts, AccountChoiceScreenProps, AccountOptionProps } from './AccountChoiceScreen';
export { ACCOUNT_CHOICE_PARTS, AccountChoiceScreen } from './AccountChoiceScreen';
export type { MessageScreenProps } from './MessageScreens';
export {
  AccountDisabledScreen,
  ChallengePickerPlaceholder,
  ChallengePlaceholder,
  HighRiskBlockScreen,
  LockedScreen,
  PostAuthPlaceholder,
  SignedInScreen,
} from './MessageScreens';
export { VerifySignedInScreen } from './VerifySignedInScreen';
