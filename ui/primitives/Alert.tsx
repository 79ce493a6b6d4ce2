import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';

export type Tone = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps extends ComponentPropsWithoutRef<'div'> {
  /** @default 'error' */
  tone?: Tone | undefined;
  /**
   * Identifies the attempt the message belongs to (a submit counter). A new key re-creates the element, so
   * screen readers announce the same message again after a repeated failing submit (QUALITY.md a11y 4).
   */
  announceKey?: string | number | undefined;
}

/** A server error or other urgent message (`role=alert`). Render server text only as children text. */
export const Alert = withRef<HTMLDivElement, AlertProps>(function Alert({
  tone = 'error',
  announceKey,
  className,
  ref,
  ...rest
}) {
  return (
    <div
      key={announceKey}
      {...rest}
      ref={ref}
      role="alert"
      className={cx('ik-alert', className)}
      data-tone={tone}
    />
  );
});
