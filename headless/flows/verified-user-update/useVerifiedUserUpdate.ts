import { useMemo } from 'react';
import { createFlowStore, flowRequests } from '../standalone/flow-store';
import {
  formField,
  formProps,
  hasFormField,
  submitButtonProps,
  type ButtonProps,
  type FormProps,
} from '../standalone/props';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import type { VuuConfig, VuuUserFacts } from '../post-auth/verified-user-update';
import { VUU_REQUESTS, type VuuClient } from './effects';
import { initialVuuState, vuuTransition, type VuuInput, type VuuState } from './machine';

export interface UseVerifiedUserUpdateOptions extends FlowListeners {
  readonly client: VuuClient;
  readonly config?: Partial<VuuConfig>;
  /**
   * What is known about the signed-in user (phones with status, given and sur name). @default read from
   * the service (getUser) with the contact-info status check
   */
  readonly user?: VuuUserFacts;
}

export type VerifiedUserUpdateView = Pick<
  VuuState,
  'step' | 'errorCode' | 'fieldErrors' | 'display' | 'status'
> & {
  readonly isSubmitting: boolean;
};

export interface VerifiedUserUpdateActions {
  /** Runs the contact-info status check (call once on mount). */
  start(): void;
  submit(input: VuuInput): void;
  skip(): void;
}

export interface UseVerifiedUserUpdate {
  readonly state: VerifiedUserUpdateView;
  readonly actions: VerifiedUserUpdateActions;
  getFormProps(props?: FormProps): FormProps;
  getSubmitButtonProps(props?: ButtonProps): ButtonProps;
  /** Present only when `state.display.skipButton`. */
  getSkipButtonProps(props?: ButtonProps): ButtonProps;
}

const DEFAULT_VUU_CONFIG: VuuConfig = {
  isPhoneRequired: false,
  isFullnameRequired: false,
  forcePhoneVerification: false,
  updateUnverifiedPhone: false,
  learnMoreLink: null,
};

/** Seed 000 §4.7 verified-user update, stand-alone (post-auth's display rules, its own store). */
export function useVerifiedUserUpdate(options: UseVerifiedUserUpdateOptions): UseVerifiedUserUpdate {
  const { client, config, user = null } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialVuuState({ ...DEFAULT_VUU_CONFIG, ...config }, user),
        transition: vuuTransition,
        ...flowRequests(VUU_REQUESTS, client),
      }),
    options,
  );
  const state = useMemo<VerifiedUserUpdateView>(
    () => ({
      step: raw.step,
      errorCode: raw.errorCode,
      fieldErrors: raw.fieldErrors,
      display: raw.display,
      status: raw.status,
      isSubmitting: raw.pending !== null,
    }),
    [raw],
  );
  const actions = useMemo<VerifiedUserUpdateActions>(
    () => ({
      start: () => dispatch({ type: 'STARTED' }),
      submit: (input) => dispatch({ type: 'SUBMITTED', input }),
      skip: () => dispatch({ type: 'SKIPPED' }),
    }),
    [dispatch],
  );
  return {
    state,
    actions,
    getFormProps: (props = {}) =>
      formProps(props, state.step, state.isSubmitting, (form) => {
        const pick = (name: keyof VuuInput): Partial<VuuInput> =>
          hasFormField(form, name) ? { [name]: formField(form, name) } : {};
        actions.submit({ ...pick('phone'), ...pick('email'), ...pick('firstName'), ...pick('lastName') });
      }),
    getSubmitButtonProps: (props = {}) => submitButtonProps(props, state.isSubmitting),
    getSkipButtonProps: (props = {}) => ({
      ...props,
      type: 'button',
      hidden: state.display?.skipButton !== true,
      onClick: (event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) {
          actions.skip();
        }
      },
    }),
  };
}
