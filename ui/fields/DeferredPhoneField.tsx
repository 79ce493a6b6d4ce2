import type { ChangeEvent, ReactNode } from 'react';
import { Field, TextInput } from '../primitives';
import { lazyChunk } from '../../headless/advanced';
import { useDeferredField } from './deferred-field';
import type { PhoneFieldProps } from './PhoneField';
import { useText } from './text';

// The phone machine, its hook and the US number rule (~4.4 kB gzip) are a chunk.
const phoneField = lazyChunk(() => import('./PhoneField').then((m) => m.PhoneField));

/**
 * {@link PhoneField} deferred (deferred-field.ts), for fields without the international toggle (sign-up asks
 * for US numbers only): a plain phone input with the same label, hints, error, id and name until the field's
 * chunk has landed and the input is not focused, then the full field with the text typed so far, checked and
 * formatted like a number typed and left (the field formats on focus-out, seed 000 §5). With the toggle
 * allowed, the toggle and the country picker appear when the full field takes over.
 */
export function DeferredPhoneField(props: PhoneFieldProps): ReactNode {
  const deferred = useDeferredField(phoneField);
  const t = useText();
  if (deferred.full !== null) {
    const { full: Full, typed } = deferred;
    return typed === '' ? <Full {...props} /> : <Full {...props} typedText={typed} />;
  }
  const {
    label,
    hint,
    error,
    id,
    optional = false,
    components,
    name,
    defaultValue,
    value,
    onValueChange,
  } = props;
  const P = { Field: components?.Field ?? Field, TextInput: components?.TextInput ?? TextInput };
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  // The same hints as the full field (PhoneField), so the input's description does not change on take-over.
  const listed = props.international !== false;
  const hints = [hint, props.smsOnly === true && listed ? t('fields.phone.smsOnlyHint') : null].filter(
    (h) => h !== undefined && h !== null && h !== '',
  );
  const text = label ?? t('label.phone');
  const { standIn } = deferred;
  return (
    <P.Field
      label={
        optional ? (
          <>
            {text} <span className="font-normal">{t('field.optional')}</span>
          </>
        ) : (
          text
        )
      }
      hint={
        hints.length === 0 ? undefined : (
          <>
            {hints.map((h, i) => (
              <span key={i} className="block">
                {h}
              </span>
            ))}
          </>
        )
      }
      error={error}
      controlId={id}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
      <div className="flex items-stretch gap-2">
        {/* The same attributes as the full field's input (usePhoneField's getInputProps). */}
        <P.TextInput
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={name ?? 'phone'}
          id={id}
          defaultValue={value ?? defaultValue}
          invalid={hasError}
          className="min-w-0 flex-1"
          dir="ltr"
          ref={standIn.ref}
          onFocus={standIn.onFocus}
          onBlur={standIn.onBlur}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value)}
        />
      </div>
    </P.Field>
  );
}
