import { useLayoutEffect, useRef, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { useControllableState } from './controllable';
import { useControlWiring } from './field-context';
import { normalizeOneTimeCode } from './one-time-code';
import { useMergedRef } from './refs';

export interface OneTimeCodeInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'maxLength' | 'onChange'
> {
  value?: string | undefined;
  /** @default '' */
  defaultValue?: string | undefined;
  /** Called with the normalised code on every change. */
  onValueChange?: ((code: string) => void) | undefined;
  /** Called on every change; `event.currentTarget.value` already holds the normalised code. */
  onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  /** Characters kept after normalising (not `maxlength`, which would cut "123 456" to "123 45" on paste). */
  length?: number | undefined;
  /** Alphanumeric code: keeps letters and uses the text keyboard. @default false */
  allowLetters?: boolean | undefined;
  invalid?: boolean | undefined;
  /**
   * Submit the input's form when the code reaches `length` (typed, pasted or filled from SMS). Off by
   * default (QUALITY.md a11y 6): a screen turns it on only where a wrong code costs nothing but a retry.
   * @default false
   */
  autoSubmit?: boolean | undefined;
  /** Class of the wrapper that draws the cells (only rendered when `length` is given). */
  wrapperClassName?: string | undefined;
}

/**
 * One input for a one-time code (QUALITY.md a11y 6): `inputmode=numeric`, `autocomplete=one-time-code` (so
 * the OS can offer the code from SMS), paste of "123 456" normalised, and no auto-submit unless `autoSubmit`.
 * With a `length`, the one input is drawn as that many cells (a decorative layer behind it), never split
 * into one input per digit, which would break paste, SMS autofill and screen readers.
 *
 * The code lives in the input's `value` property only, never in its `value` attribute (issue 21 §5;
 * QUALITY.md security 4): React mirrors a controlled input's value into the attribute, where CSS attribute
 * selectors (`input[value^="1"]`), DOM snapshots and serialisers can read a secret. So the input is
 * rendered without `value`/`defaultValue` and the property is written in a layout effect.
 */
export const OneTimeCodeInput = withRef<HTMLInputElement, OneTimeCodeInputProps>(function OneTimeCodeInput({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onChange,
  length,
  allowLetters = false,
  invalid,
  autoSubmit = false,
  wrapperClassName,
  className,
  ref,
  ...rest
}) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const inner = useRef<HTMLInputElement | null>(null);
  const mergedRef = useMergedRef(inner, ref);
  useLayoutEffect(() => {
    const input = inner.current;
    if (input !== null && input.value !== value) {
      input.value = value;
    }
  }, [value]);
  const wiring = useControlWiring({ ...rest, invalid });
  const options = length === undefined ? { allowLetters } : { allowLetters, length };

  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const code = normalizeOneTimeCode(event.currentTarget.value, options);
    if (code !== event.currentTarget.value) {
      event.currentTarget.value = code;
    }
    onChange?.(event);
    setValue(code);
    if (autoSubmit && length !== undefined && code.length === length && code !== value) {
      event.currentTarget.form?.requestSubmit();
    }
  };

  const input = (
    <input
      autoComplete="one-time-code"
      inputMode={allowLetters ? 'text' : 'numeric'}
      enterKeyHint="done"
      {...rest}
      {...wiring}
      ref={mergedRef}
      type="text"
      onChange={handleChange}
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      className={cx('ik-input', className)}
      data-kind="one-time-code"
    />
  );
  if (length === undefined) {
    return input;
  }
  // Digits read left to right in every locale; the cells follow the input's own direction.
  return (
    <div
      className={cx('ik-code', wrapperClassName)}
      dir="ltr"
      // The cell count goes to CSS as an attribute, not an inline style (a strict style-src CSP forbids those).
      data-length={length}
    >
      {/* The cells draw the input's focus ring (data-focus-ring marks them for the keyboard focus check). */}
      <div className="ik-code-cells" aria-hidden="true" data-focus-ring="">
        {Array.from({ length }, (_, index) => (
          <span key={index} />
        ))}
      </div>
      {input}
    </div>
  );
});
