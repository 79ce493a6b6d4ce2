import { useEffect, useMemo, useRef, useState } from 'react';
import { createFlowStore } from '../../standalone/flow-store';
import {
  codeInputProps,
  formField,
  formProps,
  submitButtonProps,
  type ButtonProps,
  type FormProps,
  type InputProps,
} from '../../standalone/props';
import { useFlowStore, type FlowListeners } from '../../standalone/useFlowStore';
import { composeHandlers } from '../../../binding/compose-handlers';
import {
  initialSectionState,
  sectionTransition,
  type SectionFieldErrors,
  type SectionOp,
  type SectionCall,
  type SectionEvent,
  type SectionRules,
  type SectionState,
  type SectionStep,
} from './machine';
import { performSection, sectionCrashed, type SectionRequestTable } from './requests';

/** The name of the one-time code input of a section's code form. */
export const ACCOUNT_CODE_FIELD = 'code';

/**
 * A section's request status, apart from its step: `pending` (a call in flight, `pendingOp` says which),
 * `stepUp` (re-authenticate, then `actions.resume()`), `error` (`errorCode`), else `idle`.
 */
export type SectionStatus = 'idle' | 'pending' | 'stepUp' | 'error';

/** What a section's hook exposes (codes only; the UI resolves text). */
export interface AccountSectionView<D> {
  readonly step: SectionStep;
  readonly status: SectionStatus;
  readonly pendingOp: SectionOp | null;
  readonly isPending: boolean;
  /** Catalogue code of the last failure (`describeError(code)`), else null. */
  readonly errorCode: string | null;
  /** The section's data as the service returned it, or null before it loaded (or when it failed). */
  readonly data: D | null;
  /** A write waits for re-authentication at the offering's level. */
  readonly isStepUpRequired: boolean;
  readonly fieldErrors: SectionFieldErrors;
  /** Counts edit and code submits (announce key for errors). */
  readonly attempt: number;
  /** Counts finished edits (announce "Saved" when it grows). */
  readonly saved: number;
  /** The address waiting for its code, else null. */
  readonly target: string | null;
  /** A code was sent to `target`. */
  readonly isCodeSent: boolean;
}

/** Actions every section has. */
export interface AccountSectionActions<I> {
  /** Loads (or reloads) the section's data. */
  load(): void;
  /** Opens the edit form. */
  edit(): void;
  /** Leaves the edit or code form; a request in flight is aborted and its answer never lands. */
  cancel(): void;
  /** Saves an edit (one request per intent: ignored while one is pending). */
  save(input: I): void;
  /** Sends (or re-sends) the code to `target`, or to the address waiting for one. */
  sendCode(target?: string): void;
  /** Checks the code ("123 456" is accepted). */
  verifyCode(code: string): void;
  /**
   * The user re-authenticated (step-up done): the write that asked for it is sent again as it was typed.
   * The intent is kept in memory by the hook only (never in state, events or analytics).
   */
  resume(): void;
}

/** The `{ state, actions, get*Props }` of one section. */
export interface UseAccountSection<D, I> {
  readonly state: AccountSectionView<D>;
  readonly actions: AccountSectionActions<I>;
  /** The edit `<form>`: submit reads the fields with FormData (`readForm`) and saves. */
  getFormProps(props?: FormProps): FormProps;
  /** The code `<form>`: submit reads {@link ACCOUNT_CODE_FIELD} and verifies. */
  getCodeFormProps(props?: FormProps): FormProps;
  /** The one-time code input (`inputmode=numeric`, `autocomplete=one-time-code`). */
  getCodeInputProps(props?: InputProps): InputProps;
  /** A submit button: `aria-disabled` while pending, never `disabled`. */
  getSubmitButtonProps(props?: ButtonProps): ButtonProps;
  /** The "Edit" button of the view. */
  getEditButtonProps(props?: ButtonProps): ButtonProps;
  /** The "Cancel" button of the edit and code forms. */
  getCancelButtonProps(props?: ButtonProps): ButtonProps;
}

/** Options every section hook takes. */
export interface AccountSectionOptions extends FlowListeners {
  /** Load the section's data on mount. @default true */
  readonly autoLoad?: boolean;
}

/** How one section plugs into the shared hook. */
export interface SectionDefinition<C, D, I> {
  readonly rules: SectionRules<D, I>;
  readonly requests: SectionRequestTable<C, D, I>;
  /** The edit form's fields as the section's input (FormData on submit: fields stay uncontrolled). */
  readonly readForm: (form: HTMLFormElement) => I;
}

/** The section's view from its state: codes and flags only (status apart from step). */
export function selectSectionView<D>(state: SectionState<D>): AccountSectionView<D> {
  return {
    step: state.step,
    status:
      state.pending !== null
        ? 'pending'
        : state.stepUp
          ? 'stepUp'
          : state.errorCode !== null
            ? 'error'
            : 'idle',
    pendingOp: state.pending,
    isPending: state.pending !== null,
    errorCode: state.errorCode,
    data: state.data,
    isStepUpRequired: state.stepUp,
    fieldErrors: state.fieldErrors,
    attempt: state.attempt,
    saved: state.saved,
    target: state.target,
    isCodeSent: state.confirmationId !== null,
  };
}

function buttonProps(props: ButtonProps, busy: boolean, act: () => void): ButtonProps {
  return {
    ...props,
    type: 'button',
    'aria-disabled': busy ? true : props['aria-disabled'],
    onClick: composeHandlers(props.onClick, () => act()),
  };
}

/**
 * The shared hook of the account sections: one stand-alone store per mounted section (own slot, disposed
 * on unmount so a late answer after leaving the section never lands), the definition's transition and
 * request table, and the prop getters.
 */
export function useAccountSection<C, D, I>(
  definition: SectionDefinition<C, D, I>,
  client: C,
  options: AccountSectionOptions = {},
): UseAccountSection<D, I> {
  const { rules, requests, readForm } = definition;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore<SectionState<D>, SectionEvent<D, I>, SectionCall<D, I>>({
        initialState: () => initialSectionState<D>(rules.loads),
        transition: sectionTransition(rules),
        perform: (call, context) => performSection(requests, client, call, context),
        crashed: sectionCrashed,
      }),
    options,
  );
  // The last edit intent, kept only here so `resume()` can send it again after a step-up.
  const lastIntent = useRef<I | null>(null);
  const actions = useMemo<AccountSectionActions<I>>(
    () => ({
      load: () => dispatch({ type: 'LOAD_REQUESTED' }),
      edit: () => dispatch({ type: 'EDIT_STARTED' }),
      cancel: () => {
        lastIntent.current = null;
        dispatch({ type: 'EDIT_CANCELLED' });
      },
      save: (input) => {
        lastIntent.current = input;
        dispatch({ type: 'SAVE_REQUESTED', input });
      },
      sendCode: (target) => dispatch({ type: 'SEND_REQUESTED', ...(target !== undefined ? { target } : {}) }),
      verifyCode: (code) => dispatch({ type: 'CODE_SUBMITTED', code }),
      resume: () => {
        dispatch({ type: 'STEP_UP_DONE' });
        if (lastIntent.current !== null) {
          dispatch({ type: 'SAVE_REQUESTED', input: lastIntent.current });
        }
      },
    }),
    [dispatch],
  );
  // The kept intent lives only while a write is in flight or waits for a step-up.
  useEffect(() => {
    if (!raw.stepUp && raw.pending === null) {
      lastIntent.current = null;
    }
  }, [raw.stepUp, raw.pending]);
  const autoLoad = options.autoLoad ?? true;
  useEffect(() => {
    if (autoLoad) {
      actions.load();
    }
  }, [actions, autoLoad]);
  const state = useMemo(() => selectSectionView(raw), [raw]);
  const busy = state.isPending;
  return {
    state,
    actions,
    getFormProps: (props = {}) =>
      formProps(props, 'edit', busy, (form) => {
        actions.save(readForm(form));
      }),
    getCodeFormProps: (props = {}) =>
      formProps(props, 'code', busy, (form) => {
        actions.verifyCode(formField(form, ACCOUNT_CODE_FIELD));
      }),
    getCodeInputProps: (props = {}) =>
      codeInputProps(props, ACCOUNT_CODE_FIELD, 6, state.fieldErrors['code'] !== undefined),
    getSubmitButtonProps: (props = {}) => submitButtonProps(props, busy),
    getEditButtonProps: (props = {}) => buttonProps(props, false, actions.edit),
    getCancelButtonProps: (props = {}) => buttonProps(props, false, actions.cancel),
  };
}

/** Options of the sections whose writes can need a step-up (phone, email, password, MFA). */
export interface SensitiveSectionOptions extends AccountSectionOptions {
  /**
   * The level a sensitive write needs (the offering's account-manager `targetAAL`); null leaves the
   * decision to the service. Read once, when the section mounts. @default CREDENTIAL_WRITE_AAL (25)
   */
  readonly stepUpAal?: number | null;
}

/**
 * {@link useAccountSection} for a section whose request table depends on the step-up level: the definition
 * is made once per mount from `stepUpAal` (the store is made once too, so a later change would not reach it).
 */
export function useSensitiveSection<C, D, I>(
  make: (stepUpAal: number | null | undefined) => SectionDefinition<C, D, I>,
  client: C,
  options: SensitiveSectionOptions,
): UseAccountSection<D, I> {
  const [definition] = useState(() => make(options.stepUpAal));
  return useAccountSection(definition, client, options);
}
