import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';

export interface FormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> {
  /**
   * Called on submit; the browser's own submission is always prevented (the flow sends the request). Typed
   * as the `<form>`'s own handler, so a hook's `getFormProps().onSubmit` fits (its composed handler runs
   * on an event this primitive already prevented: see `composeSubmitHandlers`).
   */
  onSubmit?: ComponentPropsWithoutRef<'form'>['onSubmit'] | undefined;
  /** A request of this step is in flight (`data-state="pending"`); submits are not reported meanwhile. */
  pending?: boolean | undefined;
}

/**
 * One `<form>` per step (QUALITY.md a11y 7: password managers and Enter-to-submit need a real form).
 * `noValidate`: the kit shows its own error summary and inline errors instead of the browser's bubbles,
 * which are not announced consistently and cannot be styled or translated by the catalogue.
 */
export const Form = withRef<HTMLFormElement, FormProps>(function Form({
  onSubmit,
  pending = false,
  className,
  ref,
  ...rest
}) {
  return (
    <form
      {...rest}
      ref={ref}
      noValidate
      className={cx('ik-form', className)}
      data-state={pending ? 'pending' : 'idle'}
      onSubmit={(event) => {
        event.preventDefault();
        // Defence in depth for "one request per user intent" (QUALITY.md security 6): the flow also ignores
        // a second submit, but a pending form does not even report one.
        if (!pending) {
          onSubmit?.(event);
        }
      }}
    />
  );
});
