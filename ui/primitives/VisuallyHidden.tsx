import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for assistive technology only. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...rest },
  ref,
) {
  return <span {...rest} ref={ref} className={cx('ik-visually-hidden', className)} />;
});
