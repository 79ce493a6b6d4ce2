import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { useControlWiring } from './field-context';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** Visible label; the whole row is the click target (at least 44px high). */
  label: ReactNode;
  invalid?: boolean | undefined;
  /** Class of the wrapping `<label>`. */
  wrapperClassName?: string | undefined;
}

/** A checkbox with its label (remember me, stay signed in, consent). */
export const Checkbox = withRef<HTMLInputElement, CheckboxProps>(function Checkbox({
  label,
  invalid,
  wrapperClassName,
  className,
  ref,
  ...rest
}) {
  const wiring = useControlWiring({ ...rest, invalid });
  return (
    <label className={cx('ik-checkbox', wrapperClassName)} data-invalid={wiring['data-invalid']}>
      <input {...rest} {...wiring} ref={ref} type="checkbox" className={className} />
      <span>{label}</span>
    </label>
  );
});
