import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for assistive technology only. */
export const VisuallyHidden = withRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden({
  className,
  ref,
  ...rest
}) {
  return <span {...rest} ref={ref} className={cx('ik-visually-hidden', className)} />;
});
