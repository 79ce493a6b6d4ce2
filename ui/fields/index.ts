// Field widgets of the UI kit (issue 6 §1): composed from the headless field hooks and ui/primitives.
export type { PasswordFieldParts, PasswordFieldProps } from './PasswordField';
export { PasswordField, PASSWORD_FIELD_PARTS } from './PasswordField';
export type { PasswordTipsProps } from './PasswordTips';
export type { CollisionFieldParts, CollisionFieldProps } from './CollisionField';
export { EmailField, UserIdField, COLLISION_FIELD_PARTS } from './CollisionField';
export type { PhoneFieldParts, PhoneFieldProps } from './PhoneField';
export { PhoneField, PHONE_FIELD_PARTS } from './PhoneField';
export type { CountryPickerProps } from './CountryPicker';
export type { FormErrorSummaryProps, FormSummaryState } from './FormErrorSummary';
export { FormErrorSummary } from './FormErrorSummary';
export { flagOf } from './country';
