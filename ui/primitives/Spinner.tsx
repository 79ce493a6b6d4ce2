import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';

export type SpinnerProps = ComponentPropsWithoutRef<'span'>;

/** Decorative busy indicator (hidden from assistive technology); still, dotted ring under reduced motion. */
export const Spinner = withRef<HTMLSpanElement, SpinnerProps>(function Spinner({ className, ref, ...rest }) {
  return <span aria-hidden="true" {...rest} ref={ref} className={cx('ik-spinner', className)} />;
});
