import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';

export interface DividerProps extends ComponentPropsWithoutRef<'div'> {
  /** Text between the rules, e.g. "or" above the partner buttons. From the catalogue. */
  label?: string | undefined;
}

/**
 * A separator. With a label it is a text line between two decorative rules (not `role=separator`, whose
 * content is presentational and would hide the word "or" from screen readers); without one, an `<hr>`.
 */
export const Divider = withRef<HTMLDivElement, DividerProps>(function Divider({
  label,
  className,
  ref,
  ...rest
}) {
  if (label === undefined || label === '') {
    return (
      <div {...rest} ref={ref} className={cx('ik-divider-wrap', className)}>
        <hr className="ik-divider" />
      </div>
    );
  }
  return (
    <div {...rest} ref={ref} className={cx('ik-divider', className)} data-has-label="true">
      <span>{label}</span>
    </div>
  );
});
