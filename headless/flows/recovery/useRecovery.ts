import { useMemo } from 'react';
import {
  codeInputProps,
  formField,
  formProps,
  hasFormField,
  submitButtonProps,
  type ButtonProps,
  type FormProps,
  type InputProps,
} from '../standalone/props';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import type { RecoveryClient } from './client-port';
import { createRecoveryStore } from './store';
import {
  initialRecoveryState,
  resolveRecoveryConfig,
  type RecoveryAnswers,
  type RecoveryConfig,
  type RecoveryOption,
} from './state';
import { selectRecoveryView, type RecoveryView } from './selectors';

/** Form field names the recovery prop getters use. */
export const RECOVERY_FIELD_NAMES = {
  identifier: 'username',
  captcha: 'captchaToken',
  firstName: 'firstName',
  lastName: 'lastName',
  birthDate: 'birthDate',
  ssn: 'ssn',
  zipCode: 'zipCode',
  securityQuestion: 'securityQuestion',
  securityAnswer: 'securityAnswer',
  code: 'code',
  newPassword: 'newPassword',
  confirmPassword: 'confirmPassword',
} as const;

export interface UseRecoveryOptions extends FlowListeners {
  readonly client: RecoveryClient;
  readonly config?: Partial<RecoveryConfig>;
  /** @default Date.now (recovery-link expiry) */
  readonly now?: () => number;
}

export interface RecoveryActions {
  submitIdentifier(identifier: string, captchaToken?: string): void;
  submitAnswers(answers: RecoveryAnswers): void;
  selectOption(option: RecoveryOption): void;
  resendCode(): void;
  submitCode(code: string): void;
  selectAccount(userId: string): void;
  submitNewPassword(input: {
    password: string;
    confirmPassword?: string;
    securityAnswer?: { question: string; answer: string };
  }): void;
  /** A recovery link was opened; `issuedAt` (ms) older than 24 hours moves to `linkExpired`. */
  openLink(issuedAt: number): void;
  /** Invisible captcha execution started / finished (seed 000 §4.3 toggles a flag). */
  captchaStarted(): void;
  captchaFinished(): void;
  back(): void;
  restart(): void;
}

export interface UseRecovery {
  readonly state: RecoveryView;
  readonly actions: RecoveryActions;
  /** One form per step: submit reads the fields of the current step with FormData. */
  getFormProps(props?: FormProps): FormProps;
  getIdentifierInputProps(props?: InputProps): InputProps;
  getCodeInputProps(props?: InputProps): InputProps;
  getNewPasswordInputProps(props?: InputProps & { visible?: boolean }): InputProps;
  getConfirmPasswordInputProps(props?: InputProps & { visible?: boolean }): InputProps;
  getSubmitButtonProps(props?: ButtonProps): ButtonProps;
}

function readAnswers(form: HTMLFormElement): RecoveryAnswers {
  const pick = (key: 'firstName' | 'lastName' | 'birthDate' | 'ssn' | 'zipCode'): Partial<RecoveryAnswers> =>
    hasFormField(form, RECOVERY_FIELD_NAMES[key])
      ? { [key]: formField(form, RECOVERY_FIELD_NAMES[key]) }
      : {};
  const question = formField(form, RECOVERY_FIELD_NAMES.securityQuestion);
  return {
    ...pick('firstName'),
    ...pick('lastName'),
    ...pick('birthDate'),
    ...pick('ssn'),
    ...pick('zipCode'),
    ...(question !== ''
      ? { securityQuestion: { question, answer: formField(form, RECOVERY_FIELD_NAMES.securityAnswer) } }
      : {}),
  };
}

/**
 * Account recovery and forgot user id (seed 001 §4), with its own store. The steps after the username load
 * with the first submit (store.ts); `preloadRecoveryFlow()` on idle or first input fetches them ahead.
 */
export function useRecovery(options: UseRecoveryOptions): UseRecovery {
  const { client, config, now = Date.now } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createRecoveryStore({
        client,
        initialState: () => initialRecoveryState(resolveRecoveryConfig(config)),
      }),
    options,
  );
  const state = useMemo(() => selectRecoveryView(raw), [raw]);
  const actions = useMemo<RecoveryActions>(
    () => ({
      submitIdentifier: (identifier, captchaToken) =>
        dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier, ...(captchaToken ? { captchaToken } : {}) }),
      submitAnswers: (answers) => dispatch({ type: 'ANSWERS_SUBMITTED', answers }),
      selectOption: (option) => dispatch({ type: 'OPTION_SELECTED', option }),
      resendCode: () => dispatch({ type: 'RESEND_CODE' }),
      submitCode: (code) => dispatch({ type: 'CODE_SUBMITTED', code }),
      selectAccount: (userId) => dispatch({ type: 'ACCOUNT_SELECTED', userId }),
      submitNewPassword: ({ password, confirmPassword, securityAnswer }) =>
        dispatch({
          type: 'NEW_PASSWORD_SUBMITTED',
          password,
          ...(confirmPassword !== undefined ? { confirmPassword } : {}),
          ...(securityAnswer !== undefined ? { securityAnswer } : {}),
        }),
      openLink: (issuedAt) => dispatch({ type: 'LINK_OPENED', issuedAt, now: now() }),
      captchaStarted: () => dispatch({ type: 'CAPTCHA_EXECUTION_STARTED' }),
      captchaFinished: () => dispatch({ type: 'CAPTCHA_EXECUTION_FINISHED' }),
      back: () => dispatch({ type: 'BACK' }),
      restart: () => dispatch({ type: 'RESTART' }),
    }),
    [dispatch, now],
  );
  return {
    state,
    actions,
    getFormProps: (props = {}) =>
      formProps(props, state.step, state.isSubmitting, (form) => {
        switch (state.step) {
          case 'username':
            actions.submitIdentifier(
              formField(form, RECOVERY_FIELD_NAMES.identifier),
              formField(form, RECOVERY_FIELD_NAMES.captcha),
            );
            return;
          case 'challenges':
            actions.submitAnswers(readAnswers(form));
            return;
          case 'code':
            actions.submitCode(formField(form, RECOVERY_FIELD_NAMES.code));
            return;
          case 'newPassword': {
            const question = formField(form, RECOVERY_FIELD_NAMES.securityQuestion);
            actions.submitNewPassword({
              password: formField(form, RECOVERY_FIELD_NAMES.newPassword),
              ...(hasFormField(form, RECOVERY_FIELD_NAMES.confirmPassword)
                ? { confirmPassword: formField(form, RECOVERY_FIELD_NAMES.confirmPassword) }
                : {}),
              ...(question !== ''
                ? {
                    securityAnswer: {
                      question,
                      answer: formField(form, RECOVERY_FIELD_NAMES.securityAnswer),
                    },
                  }
                : {}),
            });
            return;
          }
          default:
            return;
        }
      }),
    getIdentifierInputProps: (props = {}) => ({
      name: RECOVERY_FIELD_NAMES.identifier,
      autoComplete: 'username',
      autoCapitalize: 'none',
      spellCheck: false,
      'aria-invalid':
        state.fieldErrors.identifier !== undefined || state.errorCode !== null ? true : undefined,
      ...props,
    }),
    getCodeInputProps: (props = {}) =>
      codeInputProps(
        props,
        RECOVERY_FIELD_NAMES.code,
        6,
        state.fieldErrors.code !== undefined || state.errorCode !== null,
      ),
    getNewPasswordInputProps: ({ visible = false, ...props } = {}) => ({
      name: RECOVERY_FIELD_NAMES.newPassword,
      type: visible ? 'text' : 'password',
      autoComplete: 'new-password',
      'aria-invalid':
        state.fieldErrors.newPassword !== undefined || state.errorCode !== null ? true : undefined,
      ...props,
    }),
    getConfirmPasswordInputProps: ({ visible = false, ...props } = {}) => ({
      name: RECOVERY_FIELD_NAMES.confirmPassword,
      type: visible ? 'text' : 'password',
      autoComplete: 'new-password',
      'aria-invalid': state.fieldErrors.confirmPassword !== undefined ? true : undefined,
      ...props,
    }),
    getSubmitButtonProps: (props = {}) => submitButtonProps(props, state.isSubmitting),
  };
}
