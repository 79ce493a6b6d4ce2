// Type-level guarantees of the public API, checked by `npm run typecheck` (tsc includes tests/): the props
// that would break the accessibility and security rules do not exist.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ButtonProps,
  FormProps,
  OneTimeCodeInputProps,
  PasswordInputProps,
  ResolvedPageTheme,
  RootProps,
} from '../../ui';

describe('public API types', () => {
  it('has no prop that breaks a quality rule', () => {
    // QUALITY.md a11y 3: never disabled for validation.
    expectTypeOf<ButtonProps>().not.toHaveProperty('disabled');
    // QUALITY.md a11y 6: no maxlength on passwords or codes (a paste of "123 456" must not be cut).
    expectTypeOf<PasswordInputProps>().not.toHaveProperty('maxLength');
    expectTypeOf<OneTimeCodeInputProps>().not.toHaveProperty('maxLength');
    expectTypeOf<OneTimeCodeInputProps>().not.toHaveProperty('type');
    // The kit always sets noValidate and prevents the browser's submission.
    expectTypeOf<FormProps>().not.toHaveProperty('noValidate');
  });

  it('takes page themes with any product name, custom theme names, and labels as required props', () => {
    expectTypeOf<'globex-ecosystem-light'>().toExtend<ResolvedPageTheme>();
    expectTypeOf<'not-a-theme'>().not.toExtend<ResolvedPageTheme>();
    expectTypeOf<'turbotax'>().toExtend<NonNullable<RootProps['theme']>>();
    // Issue 18 §2: an app's own theme (its tokens set by the app's CSS) is accepted by the types.
    expectTypeOf<'my-brand'>().toExtend<NonNullable<RootProps['theme']>>();
    expectTypeOf<42>().not.toExtend<NonNullable<RootProps['theme']>>();
    expectTypeOf<PasswordInputProps['labels']>().toEqualTypeOf<{ show: string }>();
  });
});
