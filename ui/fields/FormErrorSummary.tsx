import type { ComponentType, ReactNode } from 'react';
import type { FormError } from '../../headless';
import { ErrorSummary, type ErrorSummaryProps } from '../primitives';
import { useText } from './text';

/** The part of `UseForm<N>['state']` the summary reads. */
export interface FormSummaryState<N extends string> {
  readonly showErrors: boolean;
  readonly submitCount: number;
  readonly errorSummary: readonly { readonly name: N; readonly fieldId: string; readonly error: FormError }[];
}

export interface FormErrorSummaryProps<N extends string> {
  /** `useForm(...).state`: the summary shows its `errorSummary` once a submit found errors. */
  readonly form: FormSummaryState<N>;
  /** Words one error exactly as the field's inline error does (same text in both places). */
  readonly message: (name: N, error: FormError) => string;
  /** Replace the summary part. */
  readonly ErrorSummary?: ComponentType<ErrorSummaryProps> | undefined;
}

/**
 * `useForm`'s error summary (seed 001 §5 generic rules; QUALITY.md a11y 3): after a submit with errors it
 * takes focus (again on each submit: `focusKey` is the submit count) and links each error to its field.
 */
export function FormErrorSummary<N extends string>({
  form,
  message,
  ErrorSummary: Summary = ErrorSummary,
}: FormErrorSummaryProps<N>): ReactNode {
  const t = useText();
  const errors = form.showErrors
    ? form.errorSummary.map((item) => ({ fieldId: item.fieldId, message: message(item.name, item.error) }))
    : [];
  return <Summary title={t('errorSummary.title')} errors={errors} focusKey={form.submitCount} />;
}
