import type { ComponentType } from 'react';
import { PasswordField, PhoneField, type PasswordFieldProps, type PhoneFieldProps } from '../../fields';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from '../../primitives';
import { COMMON_PARTS, type CommonParts } from '../parts';

/** The parts of the account screens: the common ones plus the fields they edit with. */
export interface AccountParts extends CommonParts {
  readonly PasswordField: ComponentType<PasswordFieldProps>;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
}

/** The account screens' default parts (the primitives and the kit's fields). */
export const ACCOUNT_PARTS: AccountParts = {
  ...COMMON_PARTS,
  PasswordField,
  PhoneField,
  OneTimeCodeInput,
};
