import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { useControlWiring } from './field-context';

export interface TextInputProps extends ComponentPropsWithoutRef<'input'> {
  /** Marks the input invalid regardless of the enclosing <Field>. */
  invalid?: boolean | undefined;
}

/**
 * A single-line input wired to its <Field>. Pass the right `autoComplete` token (QUALITY.md a11y 2:
 * `username`, `email`, `tel`, `given-name`, ...); there is no default because only the screen knows it.
 */
export const TextInput = withRef<HTMLInputElement, TextInputProps>(function TextInput({
  invalid,
  className,
  type = 'text',
  ref,
  ...rest
}) {
  const wiring = useControlWiring({ ...rest, invalid });
  return <input {...rest} {...wiring} ref={ref} type={type} className={cx('ik-input', className)} />;
});
