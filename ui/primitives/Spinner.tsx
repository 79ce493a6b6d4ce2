import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export type SpinnerProps = ComponentPropsWithoutRef<'span'>;

/** Decorative busy indicator (hidden from assistive technology); still, dotted ring under reduced motion. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { className, ...rest },
  ref,
) {
  return <span aria-hidden="true" {...rest} ref={ref} className={cx('ik-spinner', className)} />;
});
