// Field hooks and helper widgets (seed 000 §2.3, §4.8, §5; seed 001 §5). Machines are pure; hooks are thin.
export {
  passwordFieldTransition,
  initialPasswordFieldState,
  disallowedWordsFrom,
  passwordCriteria,
  resolvePasswordPolicy,
  selectPasswordFieldView,
} from './password/machine';
export type {
  PasswordCheckerPhase,
  PasswordFieldState,
  PasswordFieldEvent,
  PasswordFieldView,
  PasswordPolicyOptions,
} from './password/machine';
export { usePasswordField } from './password/usePasswordField';
export type {
  UsePasswordField,
  UsePasswordFieldOptions,
  PasswordFieldActions,
  PasswordInputProps,
  PasswordToggleProps,
  PasswordCriteriaProps,
} from './password/usePasswordField';

export {
  ACCOUNT_EXISTS_BANNER,
  collisionTransition,
  initialCollisionState,
  selectCollisionView,
} from './collision/machine';
export type {
  BannerBehaviour,
  CheckAnswer,
  CheckCall,
  CollisionConfig,
  CollisionEvent,
  CollisionFieldKind,
  CollisionLookup,
  CollisionResult,
  CollisionState,
  CollisionView,
} from './collision/machine';
export { performCollisionCheck } from './collision/effects';
export type { CollisionClient } from './collision/effects';
export { useUserIdField, useEmailField } from './collision/useCollisionField';
export type {
  UseCollisionField,
  UseCollisionFieldOptions,
  CollisionFieldActions,
  CollisionInputProps,
} from './collision/useCollisionField';

export {
  COUNTRY_CODE_FALLBACK_MS,
  phoneTransition,
  initialPhoneState,
  phoneCountryOptions,
  filterCountries,
} from './phone/machine';
export type {
  PhoneCheck,
  PhoneChecker,
  PhoneConfig,
  PhoneCountryOption,
  PhoneEvent,
  PhoneState,
} from './phone/machine';
export { usePhoneField, phoneChecker } from './phone/usePhoneField';
export type {
  UsePhoneField,
  UsePhoneFieldOptions,
  PhoneFieldView,
  PhoneFieldActions,
} from './phone/usePhoneField';

export {
  formTransition,
  validateFormField,
  validateAll,
  normalizeFormValue,
  affectedFields,
  selectFormView,
} from './form/machine';
export type { FormError, FormFieldRule, FormRules, FormState, FormEvent, FormView } from './form/machine';
export { useForm } from './form/useForm';
export type { UseForm, UseFormOptions, FormFieldState } from './form/useForm';
