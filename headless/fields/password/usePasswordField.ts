import {
  useCallback,
  useId,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ButtonHTMLAttributes,
  type Ref,
  type RefCallback,
} from 'react';
import type { AnalyticsEvent } from '../../core';
import { composeHandlers } from '../../binding/compose-handlers';
import { useFieldEvents, useFieldState, useFieldStore, useLatest, mergeRefs } from '../react-shared';
import { createFieldStore, joinIds } from '../shared';
import {
  disallowedWordsFrom,
  initialPasswordFieldState,
  passwordCriteria,
  passwordFieldTransition,
  resolvePasswordPolicy,
  selectPasswordFieldView,
  type PasswordFieldEvent,
  type PasswordFieldState,
  type PasswordFieldView,
  type PasswordPolicyOptions,
} from './machine';

export interface UsePasswordFieldOptions extends PasswordPolicyOptions {
  /** Base id of the input; the criteria list gets `${id}-criteria`. @default useId() */
  readonly id?: string;
  /** Field name (input `name` and the analytics `field`). @default 'password' */
  readonly name?: string;
  /** Controlled value. */
  readonly value?: string;
  /** Initial value when uncontrolled. */
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** User name on the page: the password must not contain it nor it the password (seed 000 §5). */
  readonly username?: string | undefined;
  /** Email on the page: its parts become disallowed words. */
  readonly email?: string | undefined;
  /** More disallowed words supplied by the page. */
  readonly disallowedWords?: readonly string[] | undefined;
  /** The password of a new account (sign-up): no "previous passwords" line in the checklist. @default false */
  readonly newAccount?: boolean | undefined;
  /** 'new-password' (sign-up, reset) or 'current-password'. @default 'new-password' */
  readonly autoComplete?: 'new-password' | 'current-password';
  /** Analytics sink: pass the same function as the provider's `onEvent`. */
  readonly onEvent?: (event: AnalyticsEvent) => void;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export interface PasswordInputProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly id: string;
  readonly type: 'password' | 'text';
  readonly passwordrules: string;
  readonly 'aria-describedby': string | undefined;
  readonly ref: RefCallback<HTMLInputElement>;
}

export interface PasswordToggleProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly type: 'button';
  readonly 'aria-pressed': boolean;
  readonly 'aria-controls': string;
}

export interface PasswordCriteriaProps extends HTMLAttributes<HTMLElement> {
  readonly id: string;
  /** The criteria list's state for styling (`data-phase`). */
  readonly 'data-phase': PasswordFieldView['phase'];
}

export interface PasswordFieldActions {
  toggleVisibility(): void;
  setVisible(visible: boolean): void;
  /** Call when the form is submitted (done for you when the input sits in a <form>). */
  formSubmitted(): void;
  reset(): void;
}

/** What {@link usePasswordField} returns: `state`, `actions` and prop getters. */
export interface UsePasswordField {
  readonly state: PasswordFieldView & { readonly inputId: string; readonly criteriaId: string };
  readonly actions: PasswordFieldActions;
  /** The current value, read from a ref (never from state). */
  getValue(): string;
  getInputProps(user?: InputProps): PasswordInputProps;
  getToggleProps(user?: ButtonHTMLAttributes<HTMLButtonElement>): PasswordToggleProps;
  getCriteriaProps(user?: HTMLAttributes<HTMLElement>): PasswordCriteriaProps;
}

/**
 * Password field with the checker of seed 000 §4.8: criteria from the offering's preset, page words
 * disallowed, show/hide toggle that hides again on submit, `passwordrules` from the same policy object.
 * The value lives in a ref (or the caller's state when controlled), never in a store; a keystroke re-renders
 * this component only, and only when a criterion flips.
 */
export function usePasswordField(options: UsePasswordFieldOptions = {}): UsePasswordField {
  const generated = useId();
  const inputId = options.id ?? `${generated}password`;
  const criteriaId = `${inputId}-criteria`;
  const field = options.name ?? 'password';
  const { preset, minLength, policy: policyOption } = options;
  const policy = useMemo(
    () => resolvePasswordPolicy({ preset, minLength, policy: policyOption }),
    [preset, minLength, policyOption],
  );
  const extraKey = (options.disallowedWords ?? []).join('\u0000');
  const disallowed = useMemo(
    () =>
      disallowedWordsFrom({
        username: options.username,
        email: options.email,
        extra: extraKey === '' ? [] : extraKey.split('\u0000'),
      }),
    [options.username, options.email, extraKey],
  );
  const store = useFieldStore(() =>
    createFieldStore<PasswordFieldState, PasswordFieldEvent>({
      initialState: () => initialPasswordFieldState,
      transition: (s, e) => passwordFieldTransition(s, e, field),
    }),
  );
  useFieldEvents(store, options.onEvent);
  const state = useFieldState(store);
  const controlled = options.value !== undefined;
  const valueRef = useRef(options.value ?? options.defaultValue ?? '');
  const latest = useLatest({ options, policy, disallowed, controlled });

  const criteriaOf = useCallback(
    (value: string) => {
      const { policy: p, disallowed: words, options: o } = latest.current;
      return passwordCriteria(value, p, { disallowedWords: words, username: o.username });
    },
    [latest],
  );
  const currentValue = (): string =>
    latest.current.controlled ? (latest.current.options.value ?? '') : valueRef.current;

  const actions = useMemo<PasswordFieldActions>(
    () => ({
      toggleVisibility: () => store.dispatch({ type: 'TOGGLE_VISIBILITY' }),
      setVisible: (visible) => store.dispatch({ type: 'SET_VISIBILITY', visible }),
      formSubmitted: () => store.dispatch({ type: 'FORM_SUBMITTED' }),
      reset: () => store.dispatch({ type: 'RESET' }),
    }),
    [store],
  );

  // The enclosing form's submit hides the password again (seed 000 §2.3).
  const formCleanup = useRef<(() => void) | null>(null);
  const attach = useCallback<RefCallback<HTMLInputElement>>(
    (node) => {
      formCleanup.current?.();
      formCleanup.current = null;
      const form = node?.form ?? null;
      if (form !== null) {
        const onSubmit = (): void => store.dispatch({ type: 'FORM_SUBMITTED' });
        form.addEventListener('submit', onSubmit);
        formCleanup.current = () => form.removeEventListener('submit', onSubmit);
      }
    },
    [store],
  );

  const newAccount = options.newAccount === true;
  const view = useMemo(
    () => selectPasswordFieldView(state, policy, { newAccount }),
    [state, policy, newAccount],
  );

  return {
    state: { ...view, inputId, criteriaId },
    actions,
    getValue: currentValue,
    getInputProps: (user = {}) => {
      const { ref: userRef, onChange, onFocus, onBlur, onKeyDown, ...rest } = user;
      return {
        autoComplete: options.autoComplete ?? 'new-password',
        autoCapitalize: 'none',
        spellCheck: false,
        name: field,
        ...rest,
        ...(controlled ? { value: options.value } : { defaultValue: options.defaultValue }),
        id: inputId,
        type: state.visible ? 'text' : 'password',
        passwordrules: view.passwordRules,
        'aria-invalid': state.phase === 'failure' ? true : rest['aria-invalid'],
        'aria-describedby': joinIds(rest['aria-describedby'], criteriaId),
        ref: mergeRefs(userRef, attach),
        onFocus: composeHandlers<FocusEvent<HTMLInputElement>>(onFocus, () =>
          store.dispatch({ type: 'FOCUS' }),
        ),
        onKeyDown: composeHandlers<KeyboardEvent<HTMLInputElement>>(onKeyDown, () =>
          store.dispatch({ type: 'KEYPRESS' }),
        ),
        onChange: composeHandlers<ChangeEvent<HTMLInputElement>>(onChange, (event) => {
          const value = event.target.value;
          valueRef.current = value;
          store.dispatch({ type: 'INPUT', criteria: criteriaOf(value) });
          latest.current.options.onValueChange?.(value);
        }),
        onBlur: composeHandlers<FocusEvent<HTMLInputElement>>(onBlur, (event) => {
          const value = latest.current.controlled ? (latest.current.options.value ?? '') : event.target.value;
          valueRef.current = value;
          store.dispatch({ type: 'BLUR', criteria: criteriaOf(value) });
        }),
      };
    },
    getToggleProps: (user = {}) => {
      const { onClick, ...rest } = user;
      return {
        ...rest,
        type: 'button',
        'aria-pressed': state.visible,
        'aria-controls': inputId,
        onClick: composeHandlers<MouseEvent<HTMLButtonElement>>(onClick, () => actions.toggleVisibility()),
      };
    },
    getCriteriaProps: (user = {}) => ({ ...user, id: criteriaId, 'data-phase': state.phase }),
  };
}
