import { useMemo } from 'react';
import {
  codeInputProps,
  formField,
  formProps,
  submitButtonProps,
  type ButtonProps,
  type FormProps,
  type InputProps,
} from '../standalone/props';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import type { SignUpClient } from './client-port';
import { initialSignUpState, resolveSignUpConfig, type SignUpConfig, type SignUpInput } from './state';
import { createSignUpStore } from './store';
import { selectSignUpView, type SignUpView } from './selectors';

/** Form field names the sign-up prop getters use (read with FormData on submit). */
export const SIGN_UP_FIELD_NAMES = {
  email: 'email',
  confirmEmail: 'confirmEmail',
  username: 'username',
  password: 'password',
  pin: 'pin',
  phone: 'phone',
  firstName: 'firstName',
  lastName: 'lastName',
  captcha: 'captchaToken',
  code: 'code',
} as const;

export interface UseSignUpOptions extends FlowListeners {
  readonly client: SignUpClient;
  readonly config?: Partial<SignUpConfig>;
  /** Clock for the consent end-date rule. @default Date.now */
  readonly now?: () => number;
}

export interface SignUpActions {
  submit(input: SignUpInput): void;
  submitPhoneCode(code: string): void;
  resendPhoneCode(): void;
  submitEmailCode(code: string): void;
  resendEmailCode(): void;
  /** Collision interrupter: clear the email and return to the form. */
  useDifferentEmail(): void;
  /** Collision interrupter: the UI routes to sign-in with `state.email` prefilled. */
  signInInstead(): void;
  /** Back to the form (aborts a sign-up in flight; its response never lands). */
  back(): void;
}

export interface UseSignUp {
  readonly state: SignUpView;
  readonly actions: SignUpActions;
  /** The sign-up form (step 'form'), or the code form on 'phoneCode' / 'emailCode'. */
  getFormProps(props?: FormProps): FormProps;
  getEmailInputProps(props?: InputProps): InputProps;
  getConfirmEmailInputProps(props?: InputProps): InputProps;
  getPasswordInputProps(props?: InputProps & { visible?: boolean }): InputProps;
  getPinInputProps(props?: InputProps & { visible?: boolean }): InputProps;
  getPhoneInputProps(props?: InputProps): InputProps;
  getCodeInputProps(props?: InputProps): InputProps;
  getSubmitButtonProps(props?: ButtonProps): ButtonProps;
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The sign-up form's input, read from the form on submit (fields by {@link SIGN_UP_FIELD_NAMES}): the email,
 * and each other field the form holds (a field the form does not render is left out). The prop getters' form
 * and the kit's sign-up screen read it the same way.
 */
export function readSignUpInput(form: HTMLFormElement): SignUpInput {
  const get = (name: string): string => formField(form, name);
  const optional = (key: keyof SignUpInput, name: string): Partial<SignUpInput> => {
    const value = get(name);
    return new FormData(form).has(name) ? { [key]: value } : {};
  };
  return {
    email: get(SIGN_UP_FIELD_NAMES.email),
    ...optional('confirmEmail', SIGN_UP_FIELD_NAMES.confirmEmail),
    ...optional('username', SIGN_UP_FIELD_NAMES.username),
    ...optional('password', SIGN_UP_FIELD_NAMES.password),
    ...optional('pin', SIGN_UP_FIELD_NAMES.pin),
    ...optional('phone', SIGN_UP_FIELD_NAMES.phone),
    ...optional('firstName', SIGN_UP_FIELD_NAMES.firstName),
    ...optional('lastName', SIGN_UP_FIELD_NAMES.lastName),
    ...optional('captchaToken', SIGN_UP_FIELD_NAMES.captcha),
  };
}

/**
 * Sign-up, every variant of seed 001 §4 (ecosystem, password-signup, PIN, buy-now, oia), with its own store
 * (one per hook instance). Fields are uncontrolled; the password and PIN never enter state. The steps after
 * the form load with the first submit (store.ts); `preloadSignUpFlow()` on idle or first input fetches
 * them ahead, so a submit does not wait for them.
 */
export function useSignUp(options: UseSignUpOptions): UseSignUp {
  const { client, config, now = Date.now } = options;
  const [raw, dispatch] = useFlowStore(
    () => createSignUpStore({ client, initialState: () => initialSignUpState(resolveSignUpConfig(config)) }),
    options,
  );
  const state = useMemo(() => selectSignUpView(raw), [raw]);
  const actions = useMemo<SignUpActions>(
    () => ({
      submit: (input) => dispatch({ type: 'SUBMITTED', input, today: isoDate(now()) }),
      submitPhoneCode: (code) => dispatch({ type: 'PHONE_CODE_SUBMITTED', code }),
      resendPhoneCode: () => dispatch({ type: 'RESEND_PHONE_CODE' }),
      submitEmailCode: (code) => dispatch({ type: 'EMAIL_CODE_SUBMITTED', code }),
      resendEmailCode: () => dispatch({ type: 'RESEND_EMAIL_CODE' }),
      useDifferentEmail: () => dispatch({ type: 'USE_DIFFERENT_EMAIL' }),
      signInInstead: () => dispatch({ type: 'SIGN_IN_INSTEAD' }),
      back: () => dispatch({ type: 'BACK_TO_FORM' }),
    }),
    [dispatch, now],
  );
  const invalid = (field: keyof SignUpView['fieldErrors']): true | undefined =>
    state.fieldErrors[field] !== undefined ? true : undefined;
  return {
    state,
    actions,
    getFormProps: (props = {}) =>
      formProps(props, state.step, state.isSubmitting, (form) => {
        if (state.step === 'phoneCode') {
          actions.submitPhoneCode(formField(form, SIGN_UP_FIELD_NAMES.code));
        } else if (state.step === 'emailCode') {
          actions.submitEmailCode(formField(form, SIGN_UP_FIELD_NAMES.code));
        } else if (state.step === 'form') {
          actions.submit(readSignUpInput(form));
        }
      }),
    getEmailInputProps: (props = {}) => ({
      name: SIGN_UP_FIELD_NAMES.email,
      type: 'email',
      autoComplete: 'email',
      autoCapitalize: 'none',
      spellCheck: false,
      'aria-invalid': invalid('email'),
      ...props,
    }),
    getConfirmEmailInputProps: (props = {}) => ({
      name: SIGN_UP_FIELD_NAMES.confirmEmail,
      type: 'email',
      autoComplete: 'email',
      'aria-invalid': invalid('confirmEmail'),
      ...props,
    }),
    getPasswordInputProps: ({ visible = false, ...props } = {}) => ({
      name: SIGN_UP_FIELD_NAMES.password,
      type: visible ? 'text' : 'password',
      autoComplete: 'new-password',
      'aria-invalid': invalid('password'),
      ...props,
    }),
    getPinInputProps: ({ visible = false, ...props } = {}) => ({
      name: SIGN_UP_FIELD_NAMES.pin,
      type: visible ? 'text' : 'password',
      inputMode: 'numeric',
      autoComplete: 'new-password',
      'aria-invalid': invalid('pin'),
      ...props,
    }),
    getPhoneInputProps: (props = {}) => ({
      name: SIGN_UP_FIELD_NAMES.phone,
      type: 'tel',
      autoComplete: 'tel',
      required: state.isPhoneRequired,
      'aria-invalid': invalid('phone'),
      ...props,
    }),
    getCodeInputProps: (props = {}) =>
      codeInputProps(
        props,
        SIGN_UP_FIELD_NAMES.code,
        state.step === 'emailCode' ? state.emailCodeLength : 6,
        invalid('code') === true || state.errorCode !== null,
        state.step !== 'emailCode',
      ),
    getSubmitButtonProps: (props = {}) => submitButtonProps(props, state.isSubmitting),
  };
}
