import {
  useId,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type SubmitEvent as ReactSubmitEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
} from 'react';
import { composeHandlers } from '../../binding/compose-handlers';
import { useFieldState, useFieldStore, useLatest } from '../react-shared';
import { createFieldStore, joinIds } from '../shared';
import {
  affectedFields,
  formTransition,
  normalizeFormValue,
  selectFormView,
  validateAll,
  validateFormField,
  type FormError,
  type FormEvent,
  type FormRules,
  type FormState,
  type FormView,
} from './machine';

export interface UseFormOptions<N extends string> {
  readonly fields: { readonly [K in N]: FormRules[string] };
  readonly defaultValues?: Partial<Record<N, string>>;
  /** Controlled values (the caller re-renders on each change). */
  readonly values?: Partial<Record<N, string>>;
  readonly onValueChange?: (name: N, value: string) => void;
  /** Called with the normalised values (trimmed, secrets as typed) when a submit finds the form complete. */
  readonly onSubmit?: (values: Record<N, string>) => void;
  /** Base for the field ids (`${idPrefix}-${name}`). @default useId() */
  readonly idPrefix?: string;
}

export interface FormFieldState {
  readonly id: string;
  readonly errorId: string;
  /** The field's current error (shown or not). */
  readonly error: FormError | null;
  /** The error the UI shows now (after the first submit), else null. */
  readonly shownError: FormError | null;
}

export interface UseForm<N extends string> {
  readonly state: FormView & {
    readonly errorSummary: readonly {
      readonly name: N;
      readonly fieldId: string;
      readonly errorId: string;
      readonly error: FormError;
    }[];
  };
  field(name: N): FormFieldState;
  /** Current normalised values (read from refs, never from state). */
  getValues(): Record<N, string>;
  setValue(name: N, value: string): void;
  getFieldProps(
    name: N,
    user?: InputHTMLAttributes<HTMLInputElement>,
  ): InputHTMLAttributes<HTMLInputElement> & { readonly id: string };
  getFormProps(user?: FormHTMLAttributes<HTMLFormElement>): FormHTMLAttributes<HTMLFormElement>;
  /** Runs the submit rule without an event (e.g. from a custom button); returns whether it was complete. */
  submit(): boolean;
  reset(): void;
}

/**
 * Generic form hook (seed 001 §5). Values live in a ref, not a store (they can be passwords); the state holds
 * error codes only, so a keystroke re-renders the form only when a field's validity changes. The submit
 * button is never disabled: `state.isComplete` is data, and a submit of an incomplete form shows the error
 * summary instead of sending.
 */
export function useForm<N extends string>(options: UseFormOptions<N>): UseForm<N> {
  const generated = useId();
  const prefix = options.idPrefix ?? generated;
  const rules = options.fields as FormRules;
  const names = Object.keys(rules) as N[];
  const raw = useRef<Record<string, string>>({
    ...(options.defaultValues as Record<string, string> | undefined),
  });
  const latest = useLatest(options);
  const readValues = (): Record<string, string> => {
    const controlled = latest.current.values as Record<string, string> | undefined;
    return controlled === undefined ? raw.current : { ...raw.current, ...controlled };
  };
  const store = useFieldStore(() =>
    createFieldStore<FormState, FormEvent>({
      initialState: () => ({ errors: validateAll(rules, readValues()), submitCount: 0 }),
      transition: formTransition,
    }),
  );
  const state = useFieldState(store);
  const view = useMemo(() => selectFormView(state, rules), [state, rules]);
  const ids = (name: string): { id: string; errorId: string } => ({
    id: `${prefix}-${name}`,
    errorId: `${prefix}-${name}-error`,
  });

  const change = (name: N, value: string): void => {
    raw.current = { ...raw.current, [name]: value };
    const values = readValues();
    const errors: Record<string, FormError | null> = {};
    for (const n of affectedFields(name, rules)) {
      errors[n] = validateFormField(n, rules, values);
    }
    store.dispatch({ type: 'VALIDATED', errors });
    latest.current.onValueChange?.(name, value);
  };

  const getValues = (): Record<N, string> => {
    const values = readValues();
    const out = {} as Record<N, string>;
    for (const name of names) {
      const rule = rules[name];
      out[name] = rule === undefined ? (values[name] ?? '') : normalizeFormValue(rule, values[name] ?? '');
    }
    return out;
  };

  const submit = (): boolean => {
    const errors = validateAll(rules, readValues());
    store.dispatch({ type: 'SUBMITTED', errors });
    const complete = selectFormView(store.getState(), rules).isComplete;
    if (complete) {
      latest.current.onSubmit?.(getValues());
    }
    return complete;
  };

  const field = (name: N): FormFieldState => {
    const error = state.errors[name] ?? null;
    return { ...ids(name), error, shownError: view.showErrors ? error : null };
  };

  return {
    state: {
      ...view,
      errorSummary: view.errorSummary.map(({ name, error }) => ({
        name: name as N,
        fieldId: ids(name).id,
        errorId: ids(name).errorId,
        error,
      })),
    },
    field,
    getValues,
    setValue: change,
    getFieldProps: (name, user = {}) => {
      const { onChange, onBlur, ...rest } = user;
      const f = field(name);
      const rule = rules[name];
      const controlled = (options.values as Record<string, string> | undefined)?.[name];
      return {
        name,
        required: rule?.required ?? true,
        ...rest,
        ...(controlled !== undefined
          ? { value: controlled }
          : { defaultValue: (options.defaultValues as Record<string, string> | undefined)?.[name] }),
        id: f.id,
        'aria-invalid': f.shownError !== null ? true : rest['aria-invalid'],
        'aria-describedby': joinIds(rest['aria-describedby'], f.shownError !== null && f.errorId),
        onChange: composeHandlers<ChangeEvent<HTMLInputElement>>(onChange, (event) =>
          change(name, event.target.value),
        ),
        onBlur: composeHandlers<FocusEvent<HTMLInputElement>>(onBlur, () => undefined),
      };
    },
    getFormProps: (user = {}) => {
      const { onSubmit, ...rest } = user;
      return {
        ...rest,
        // Our own rules and error summary replace the browser's bubbles (which are not announced well).
        noValidate: true,
        onSubmit: composeHandlers<ReactSubmitEvent<HTMLFormElement>>(onSubmit, (event) => {
          event.preventDefault();
          submit();
        }),
      };
    },
    submit,
    reset: () => {
      raw.current = { ...(latest.current.defaultValues as Record<string, string> | undefined) };
      store.dispatch({ type: 'RESET', errors: validateAll(rules, readValues()) });
    },
  };
}
