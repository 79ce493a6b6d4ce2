import type { ComponentType } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  ErrorSummary,
  Field,
  Form,
  Heading,
  PasswordInput,
  Status,
  TextInput,
  type AlertProps,
  type ButtonProps,
  type CheckboxProps,
  type ErrorSummaryProps,
  type FieldProps,
  type FormProps,
  type HeadingProps,
  type PasswordInputProps,
  type StatusProps,
  type TextInputProps,
} from '../primitives';

/**
 * The parts most screens are built from, defaulting to the primitives. A screen's parts interface extends
 * this with its own (e.g. `Captcha`, `AccountOption`). An override takes the same props as the default.
 */
export interface CommonParts {
  readonly Heading: ComponentType<HeadingProps>;
  readonly Form: ComponentType<FormProps>;
  readonly Field: ComponentType<FieldProps>;
  readonly TextInput: ComponentType<TextInputProps>;
  readonly PasswordInput: ComponentType<PasswordInputProps>;
  readonly Checkbox: ComponentType<CheckboxProps>;
  readonly Button: ComponentType<ButtonProps>;
  readonly ErrorSummary: ComponentType<ErrorSummaryProps>;
  readonly Alert: ComponentType<AlertProps>;
  readonly Status: ComponentType<StatusProps>;
}

export const COMMON_PARTS: CommonParts = {
  Heading,
  Form,
  Field,
  TextInput,
  PasswordInput,
  Checkbox,
  Button,
  ErrorSummary,
  Alert,
  Status,
};
