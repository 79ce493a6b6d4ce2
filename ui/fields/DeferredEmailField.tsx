import type { ChangeEvent, ReactNode } from 'react';
import { Field, TextInput } from '../primitives';
import type { CollisionFieldProps } from './CollisionField';
import { lazyChunk } from '../../headless';
import { useDeferredField } from './deferred-field';
import { useText } from './text';

// The account-exists checker (collision machine, effects, result view, banner: ~3.4 kB gzip) is a chunk.
const emailField = lazyChunk(() => import('./CollisionField').then((m) => m.EmailField));

/**
 * {@link EmailField} deferred (deferred-field.ts): a plain email input with the same label, hint, error, id
 * and name until the checker's chunk has landed and the input is not focused, then the full field with the
 * text typed so far, checked at once when it was typed and left (the check runs after focus-out, seed 000
 * §4.8). Screens whose first step only needs the input (sign-up) use it to keep the checker out of their
 * first load.
 */
export function DeferredEmailField(props: CollisionFieldProps): ReactNode {
  const deferred = useDeferredField(emailField);
  const t = useText();
  if (deferred.full !== null) {
    const { full: Full, typed } = deferred;
    const initial = props.defaultValue ?? '';
    // Typed before the take-over (and left, or it would not be taking over): checked on mount.
    return typed === '' || typed === initial ? <Full {...props} /> : <Full {...props} defaultValue={typed} checkOnMount />;
  }
  const P = { Field: props.components?.Field ?? Field, TextInput: props.components?.TextInput ?? TextInput };
  const { 'aria-invalid': _invalid, onChange, onFocus, onBlur, ...extra } = props.inputProps ?? {};
  const { standIn } = deferred;
  const hasError = props.error !== undefined && props.error !== null && props.error !== false && props.error !== '';
  const { onValueChange } = props;
  return (
    <P.Field
      label={props.label ?? t('label.email')}
      hint={props.hint}
      error={props.error}
      controlId={props.id}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
      {/* The same attributes as the full field's input (useEmailField's getInputProps). */}
      <P.TextInput
        name={props.name ?? 'email'}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        type="email"
        inputMode="email"
        {...extra}
        id={props.id}
        defaultValue={props.defaultValue}
        invalid={hasError}
        ref={standIn.ref}
        onFocus={(event) => {
          onFocus?.(event);
          standIn.onFocus(event);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          standIn.onBlur(event);
        }}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </P.Field>
  );
}
