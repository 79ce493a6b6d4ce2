import { useMemo } from 'react';
import { createFlowStore, flowRequests } from '../standalone/flow-store';
import {
  formProps,
  submitButtonProps,
  type ButtonProps,
  type FormProps,
  type InputProps,
} from '../standalone/props';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import { CONSENT_REQUESTS, type ConsentClient } from './effects';
import {
  consentTransition,
  initialConsentState,
  type AuthorizationRequest,
  type ConsentItem,
} from './machine';
import { selectConsentView, type ConsentView } from './selectors';

export interface UseConsentOptions extends FlowListeners {
  readonly client: ConsentClient;
  /** The authorization request (OAuth consent); null for marketing / terms consent only. */
  readonly request?: AuthorizationRequest | null;
  readonly items?: readonly ConsentItem[];
}

export interface ConsentActions {
  /** Looks up existing consent and applies the prompt (call once on mount). */
  start(): void;
  toggle(consentType: string, value: boolean): void;
  accept(): void;
  decline(): void;
  /** prompt=login: the user signed in again. */
  signedIn(): void;
  /** prompt=select_account: the user picked the account. */
  accountSelected(): void;
}

export interface UseConsent {
  readonly state: ConsentView;
  readonly actions: ConsentActions;
  /** The consent form: submit = accept. */
  getFormProps(props?: FormProps): FormProps;
  /** A checkbox for one consent item (controlled by state.accepted). */
  getCheckboxProps(item: ConsentItem, props?: InputProps): InputProps;
  getAcceptButtonProps(props?: ButtonProps): ButtonProps;
  getDeclineButtonProps(props?: ButtonProps): ButtonProps;
}

/** Consent collection: OAuth consent with prompt handling, terms and marketing consent (own store). */
export function useConsent(options: UseConsentOptions): UseConsent {
  const { client, request = null, items = [] } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialConsentState({ request, items }),
        transition: consentTransition,
        ...flowRequests(CONSENT_REQUESTS, client),
      }),
    options,
  );
  const state = useMemo(() => selectConsentView(raw), [raw]);
  const actions = useMemo<ConsentActions>(
    () => ({
      start: () => dispatch({ type: 'STARTED' }),
      toggle: (consentType, value) => dispatch({ type: 'TOGGLED', consentType, value }),
      accept: () => dispatch({ type: 'ACCEPTED' }),
      decline: () => dispatch({ type: 'DECLINED' }),
      signedIn: () => dispatch({ type: 'SIGNED_IN' }),
      accountSelected: () => dispatch({ type: 'ACCOUNT_SELECTED' }),
    }),
    [dispatch],
  );
  return {
    state,
    actions,
    getFormProps: (props = {}) => formProps(props, state.step, state.isSubmitting, () => actions.accept()),
    getCheckboxProps: (item, props = {}) => ({
      type: 'checkbox',
      name: item.consentType,
      checked: state.accepted.includes(item.consentType),
      required: item.required,
      'aria-invalid': state.missing.includes(item.consentType) ? true : undefined,
      onChange: (event) => {
        props.onChange?.(event);
        if (!event.defaultPrevented) {
          actions.toggle(item.consentType, event.currentTarget.checked);
        }
      },
      ...Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'onChange')),
    }),
    getAcceptButtonProps: (props = {}) => submitButtonProps(props, state.isSubmitting),
    getDeclineButtonProps: (props = {}) => ({
      ...props,
      type: 'button',
      'aria-disabled': state.isSubmitting ? true : props['aria-disabled'],
      onClick: (event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) {
          actions.decline();
        }
      },
    }),
  };
}
