import type { ComponentType } from 'react';
import { PasswordField, PhoneField, type PasswordFieldProps, type PhoneFieldProps } from '../../fields';
import { OneTimeCodeInput, Select, type OneTimeCodeInputProps, type SelectProps } from '../../primitives';
import { COMMON_PARTS, type CommonParts } from '../parts';

/** The parts of the account screens: the common ones plus the fields they edit with. */
export interface AccountParts extends CommonParts {
  readonly PasswordField: ComponentType<PasswordFieldProps>;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
  /** The question of the security-question section. */
  readonly Select: ComponentType<SelectProps>;
}

/** The account screens' default parts (the primitives and the kit's fields). */
export const ACCOUNT_PARTS: AccountParts = {
  ...COMMON_PARTS,
  PasswordField,
  PhoneField,
  OneTimeCodeInput,
  Select,
};
