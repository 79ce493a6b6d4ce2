// Account management screens (issue 20). See ../README.md for the convention.
export { AccountManager } from './AccountManager';
export type { AccountManagerProps, AccountManagerClient } from './AccountManager';
export { FullNameManager } from './FullNameManager';
export type { FullNameManagerProps } from './FullNameManager';
export { PhoneManager } from './PhoneManager';
export type { PhoneManagerProps } from './PhoneManager';
export { EmailManager } from './EmailManager';
export type { EmailManagerProps } from './EmailManager';
export { PasswordManager } from './PasswordManager';
export type { PasswordManagerProps } from './PasswordManager';
export { MfaManager } from './MfaManager';
export type { MfaManagerProps } from './MfaManager';
export { AccountStepUp } from './StepUp';
export type { AccountStepUpProps } from './StepUp';
export { ACCOUNT_PARTS } from './parts';
export type { AccountParts } from './parts';
export type { AccountSectionScreenProps, SensitiveSectionScreenProps } from './props';
