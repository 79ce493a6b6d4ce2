import { useMemo } from 'react';
import { createFlowStore, flowRequests } from '../standalone/flow-store';
import {
  formField,
  formProps,
  submitButtonProps,
  type ButtonProps,
  type FormProps,
  type InputProps,
} from '../standalone/props';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import { PROOFING_REQUESTS, type ProofingClient } from './effects';
import {
  initialProofingState,
  proofingTransition,
  type ProofingConfig,
  type ProofingField,
  type ProofingInput,
} from './machine';
import { selectProofingView, type ProofingView } from './selectors';

export interface UseIdentityProofingOptions extends FlowListeners {
  readonly client: ProofingClient;
  readonly config?: Partial<ProofingConfig>;
  /** @default Date.now (date-of-birth checks) */
  readonly now?: () => number;
}

export interface IdentityProofingActions {
  submit(input: ProofingInput): void;
  chooseAnswer(questionId: string, answerId: string): void;
  submitAnswers(): void;
  retry(): void;
}

export interface UseIdentityProofing {
  readonly state: ProofingView;
  readonly actions: IdentityProofingActions;
  /** The personal-data form (step 'form') or the questions form (step 'questions'). */
  getFormProps(props?: FormProps): FormProps;
  getFieldProps(field: ProofingField, props?: InputProps): InputProps;
  getAnswerProps(questionId: string, answerId: string, props?: InputProps): InputProps;
  getSubmitButtonProps(props?: ButtonProps): ButtonProps;
}

const AUTOCOMPLETE: Record<ProofingField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  ssn: 'off',
  birthDate: 'bday',
  street: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

/** Identity proofing (seed 001 §3, §5) with its own store; the SSN never enters state. */
export function useIdentityProofing(options: UseIdentityProofingOptions): UseIdentityProofing {
  const { client, config, now = Date.now } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialProofingState(config),
        transition: proofingTransition,
        ...flowRequests(PROOFING_REQUESTS, client),
      }),
    options,
  );
  const state = useMemo(() => selectProofingView(raw), [raw]);
  const actions = useMemo<IdentityProofingActions>(
    () => ({
      submit: (input) =>
        dispatch({ type: 'SUBMITTED', input, today: new Date(now()).toISOString().slice(0, 10) }),
      chooseAnswer: (questionId, answerId) => dispatch({ type: 'ANSWER_CHOSEN', questionId, answerId }),
      submitAnswers: () => dispatch({ type: 'ANSWERS_SUBMITTED' }),
      retry: () => dispatch({ type: 'RETRY' }),
    }),
    [dispatch, now],
  );
  return {
    state,
    actions,
    getFormProps: (props = {}) =>
      formProps(props, state.step, state.isSubmitting, (form) => {
        if (state.step === 'form') {
          actions.submit(Object.fromEntries(state.fields.map((field) => [field, formField(form, field)])));
        } else if (state.step === 'questions') {
          actions.submitAnswers();
        }
      }),
    getFieldProps: (field, props = {}) => ({
      name: field,
      autoComplete: AUTOCOMPLETE[field],
      ...(field === 'ssn' || field === 'zipCode'
        ? { inputMode: state.nationalIdKey === 'nationalId.US' ? 'numeric' : 'text' }
        : {}),
      'aria-invalid': state.fieldErrors[field] !== undefined ? true : undefined,
      ...props,
    }),
    getAnswerProps: (questionId, answerId, props = {}) => ({
      type: 'radio',
      name: questionId,
      value: answerId,
      checked: state.answers[questionId] === answerId,
      onChange: () => actions.chooseAnswer(questionId, answerId),
      ...props,
    }),
    getSubmitButtonProps: (props = {}) => submitButtonProps(props, state.isSubmitting),
  };
}
