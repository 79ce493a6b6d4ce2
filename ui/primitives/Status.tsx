import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import type { Tone } from './Alert';

export interface StatusProps extends ComponentPropsWithoutRef<'div'> {
  /** Visual tone; none renders plain text. */
  tone?: Tone | undefined;
}

/**
 * A polite notice (`role=status`, e.g. "Code sent"). Keep it mounted and change its children: live regions
 * announce changes to content, and a region inserted together with its text is not read everywhere.
 */
export const Status = withRef<HTMLDivElement, StatusProps>(function Status({
  tone,
  className,
  ref,
  ...rest
}) {
  return (
    <div
      aria-atomic="true"
      {...rest}
      ref={ref}
      role="status"
      className={cx('ik-status', className)}
      data-tone={tone}
    />
  );
});
