import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { cx, joinIds } from './cx';
import type { FieldLabels } from './Field';

export interface FieldsetProps extends ComponentPropsWithoutRef<'fieldset'> {
  /** The group's question or title (e.g. "How should we send your code?"). */
  legend: ReactNode;
  hint?: ReactNode;
  /** Inline error for the whole group (same words as the error summary). */
  error?: ReactNode;
  labels?: FieldLabels | undefined;
  /** Class of the `<legend>`. */
  legendClassName?: string | undefined;
}

/**
 * A group of checkboxes or radios with a legend, hint and inline error (GOV.UK pattern). The fieldset is
 * described by the hint and error, so they are read when focus enters the group. Point an error summary link
 * at the first control of the group.
 */
export const Fieldset = withRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset({
  legend,
  hint,
  error,
  labels,
  legendClassName,
  className,
  children,
  'aria-describedby': describedBy,
  ref,
  ...rest
}) {
  const id = useId();
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <fieldset
      {...rest}
      ref={ref}
      className={cx('ik-field', 'ik-fieldset', className)}
      data-invalid={invalid ? 'true' : undefined}
      aria-describedby={joinIds(hasHint && `${id}-hint`, invalid && `${id}-error`, describedBy)}
    >
      <legend className={cx('ik-label', legendClassName)}>{legend}</legend>
      {hasHint ? (
        <div id={`${id}-hint`} className="ik-hint">
          {hint}
        </div>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="ik-field-error">
          {labels?.errorPrefix !== undefined && labels.errorPrefix !== '' ? (
            <>
              <span className="ik-visually-hidden">{labels.errorPrefix}</span>{' '}
            </>
          ) : null}
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
});
