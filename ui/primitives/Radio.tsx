import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';

export interface RadioProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** Visible label (a `<label>` next to the radio; the row is at least 44px high). */
  label: ReactNode;
  /** Text under the label (e.g. the masked phone number of a channel), linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Class of the wrapping row. */
  wrapperClassName?: string | undefined;
}

/** One radio of a <Fieldset> (challenge picker, account chooser, security questions). Native radios keep arrow-key behaviour. */
export const Radio = withRef<HTMLInputElement, RadioProps>(function Radio({
  label,
  hint,
  wrapperClassName,
  className,
  id,
  'aria-describedby': describedBy,
  ref,
  ...rest
}) {
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hasHint ? `${inputId}-hint` : undefined;
  return (
    // Hint outside the <label> (GOV.UK pattern), so the radio's name stays short and the hint is its description.
    <div className={cx('ik-checkbox', 'ik-radio', wrapperClassName)}>
      <input
        {...rest}
        id={inputId}
        ref={ref}
        type="radio"
        className={className}
        aria-describedby={cx(hintId, describedBy) || undefined}
      />
      <span className="grid">
        <label htmlFor={inputId}>{label}</label>
        {hasHint ? (
          <span id={hintId} className="ik-hint">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
});
