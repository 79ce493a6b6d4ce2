import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { useControlWiring } from './field-context';

export interface SelectProps extends ComponentPropsWithoutRef<'select'> {
  /** Marks the select invalid regardless of the enclosing <Field>. */
  invalid?: boolean | undefined;
}

/** A native select wired to its <Field> (state, province, country lists): keyboard and screen-reader support come free. */
export const Select = withRef<HTMLSelectElement, SelectProps>(function Select({
  invalid,
  className,
  ref,
  ...rest
}) {
  const wiring = useControlWiring({ ...rest, invalid });
  return <select {...rest} {...wiring} ref={ref} className={cx('ik-input', 'ik-select', className)} />;
});
