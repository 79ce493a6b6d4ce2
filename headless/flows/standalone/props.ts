import type { ButtonHTMLAttributes, FormHTMLAttributes, InputHTMLAttributes } from 'react';
import { composeHandlers } from '../../binding/compose-handlers';

/** Prop-getter types shared by the stand-alone hooks. */
export type FormProps = FormHTMLAttributes<HTMLFormElement> & Record<`data-${string}`, string | undefined>;
export type InputProps = InputHTMLAttributes<HTMLInputElement>;
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;
type SubmitEvent = Parameters<NonNullable<FormProps['onSubmit']>>[0];

/** A field of the submitted form as a string ('' when absent). */
export function formField(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** True when the form has a field with this name. */
export function hasFormField(form: HTMLFormElement, name: string): boolean {
  return new FormData(form).has(name);
}

/**
 * A `<form>`'s props: uncontrolled fields read with FormData on submit (secrets never enter state), the
 * user's handler first (`preventDefault()` in it skips ours), `data-step` for styling and tests.
 */
export function formProps(
  props: FormProps,
  step: string,
  busy: boolean,
  onSubmit: (form: HTMLFormElement) => void,
): FormProps {
  return {
    ...props,
    noValidate: true,
    'data-step': step,
    'aria-busy': busy ? true : props['aria-busy'],
    onSubmit: composeHandlers<SubmitEvent>(props.onSubmit, (event) => {
      event.preventDefault();
      onSubmit(event.currentTarget);
    }),
  };
}

/** A submit button: never disabled (focus stays, QUALITY.md a11y 3); aria-disabled while pending. */
export function submitButtonProps(props: ButtonProps, busy: boolean): ButtonProps {
  return { ...props, type: 'submit', 'aria-disabled': busy ? true : props['aria-disabled'] };
}

/** A one-time code input (`inputmode=numeric`, `autocomplete=one-time-code`). */
export function codeInputProps(
  props: InputProps,
  name: string,
  length: number,
  invalid: boolean,
  numeric = true,
): InputProps {
  return {
    name,
    inputMode: numeric ? 'numeric' : 'text',
    autoComplete: 'one-time-code',
    maxLength: length + 2,
    autoCapitalize: 'none',
    spellCheck: false,
    'aria-invalid': invalid ? true : undefined,
    ...props,
  };
}
