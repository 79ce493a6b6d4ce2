import { type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'disabled'> {
  /** @default 'primary' */
  variant?: ButtonVariant | undefined;
  /**
   * A request is in flight: the button is `aria-disabled`, keeps focus, shows a spinner and swallows clicks
   * (so Enter plus click or a double click sends one request, QUALITY.md security 6).
   */
  pending?: boolean | undefined;
  /** Text shown instead of the children while pending (from the catalogue). */
  pendingLabel?: ReactNode;
  /** Stretch to the container's inline size. */
  fullWidth?: boolean | undefined;
  /** @default 'button' (pass 'submit' for a form's main action) */
  type?: 'button' | 'submit' | 'reset' | undefined;
}

/**
 * A button that is never `disabled` (QUALITY.md a11y 3): a disabled button loses focus and hides why it cannot
 * be used, so validation shows an error summary instead, and a pending request uses `aria-disabled`. The type
 * has no `disabled` prop on purpose.
 */
export const Button = withRef<HTMLButtonElement, ButtonProps>(function Button({
  variant = 'primary',
  pending = false,
  pendingLabel,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ref,
  ...rest
}) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (pending) {
      // preventDefault also stops the implicit form submission of a submit button.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx('ik-button', className)}
      data-variant={variant}
      data-state={pending ? 'pending' : 'idle'}
      data-full-width={fullWidth ? 'true' : undefined}
      aria-disabled={pending ? true : undefined}
      onClick={handleClick}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
});
