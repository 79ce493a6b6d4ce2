import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { cx, joinIds } from './cx';
import { FieldContext, type FieldContextValue } from './field-context';

export interface FieldLabels {
  /**
   * Visually hidden text before the inline error (GOV.UK pattern: "Error:"), so a screen reader says it is an
   * error and not a hint. From the catalogue; no default.
   */
  errorPrefix?: string | undefined;
}

export interface FieldProps extends ComponentPropsWithoutRef<'div'> {
  /** Visible label (QUALITY.md a11y 2: every field has one). */
  label: ReactNode;
  /** Hint shown under the label, always visible, linked with `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Inline error. Present -> the field and its control are invalid (`aria-invalid`, `data-invalid`). Screens
   * show it after a submit, never while typing, with the same words as the error summary.
   */
  error?: ReactNode;
  /** Id of the control. @default generated */
  controlId?: string | undefined;
  /** Extra ids the control is described by, after hint and error (e.g. a password criteria list). */
  describedBy?: string | undefined;
  labels?: FieldLabels | undefined;
  /** Class of the `<label>`. */
  labelClassName?: string | undefined;
}

/**
 * Label, hint and inline error around one control, wired by ids: the control inside (TextInput,
 * PasswordInput, OneTimeCodeInput, or any element using `useControlWiring`) gets `id`, `aria-describedby`
 * and `aria-invalid` from here.
 */
export const Field = withRef<HTMLDivElement, FieldProps>(function Field({
  label,
  hint,
  error,
  controlId,
  describedBy,
  labels,
  labelClassName,
  className,
  children,
  ref,
  ...rest
}) {
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const context: FieldContextValue = {
    controlId: id,
    describedBy: joinIds(hasHint && hintId, invalid && errorId, describedBy),
    invalid,
  };
  return (
    <div
      {...rest}
      ref={ref}
      className={cx('ik-field', className)}
      data-invalid={invalid ? 'true' : undefined}
    >
      <label className={cx('ik-label', labelClassName)} htmlFor={id}>
        {label}
      </label>
      {hasHint ? fieldHint(hintId, hint) : null}
      {invalid ? fieldError(errorId, labels?.errorPrefix, error) : null}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
    </div>
  );
});

/** The hint under the label (a function of its own: a field without one runs none of it). */
function fieldHint(id: string, hint: ReactNode): ReactNode {
  return (
    <div id={id} className="ik-hint">
      {hint}
    </div>
  );
}

/** The inline error, after a submit only (a function of its own: a field without one runs none of it). */
function fieldError(id: string, prefix: string | undefined, error: ReactNode): ReactNode {
  return (
    <p id={id} className="ik-field-error">
      {prefix !== undefined && prefix !== '' ? (
        <>
          <span className="ik-visually-hidden">{prefix}</span>{' '}
        </>
      ) : null}
      {error}
    </p>
  );
}
