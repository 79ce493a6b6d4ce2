import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
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
 *
 * The check's live region is this wrapper's, there from the stand-in's first render and the same element
 * after the take-over (the full field renders into it: `resultRegion`): a region created at the take-over,
 * with "Checking…" put in at once, is not announced by every screen reader.
 */
export function DeferredEmailField(props: CollisionFieldProps): ReactNode {
  const deferred = useDeferredField(emailField);
  const t = useText();
  const generated = useId();
  // The id the full field's own region would have (`<id>-collision`), so pages that point at it keep working.
  const regionId = `${props.id ?? generated}-collision`;
  const [ownRegion, setOwnRegion] = useState<HTMLDivElement | null>(null);
  // A region the caller passed is used as it is; otherwise this wrapper's own, after the field rather than inside
  // it (the field is replaced at the take-over), in a wrapper with the field's own gap (.ik-field: 0.375rem).
  // The region stays second child of the same wrapper in both branches, so React keeps the same node.
  const region = props.resultRegion === undefined ? ownRegion : props.resultRegion;
  const liveRegion =
    props.resultRegion === undefined ? (
      <div ref={setOwnRegion} id={regionId} role="status" aria-live="polite" className="grid gap-2 text-sm" />
    ) : null;
  if (deferred.full !== null) {
    const { full: Full, typed } = deferred;
    const initial = props.defaultValue ?? '';
    // Typed before the take-over (and left, or it would not be taking over): checked on mount.
    const field =
      typed === '' || typed === initial ? (
        <Full {...props} resultRegion={region} />
      ) : (
        <Full {...props} resultRegion={region} defaultValue={typed} checkOnMount />
      );
    return (
      <div className="grid gap-1.5">
        {field}
        {liveRegion}
      </div>
    );
  }
  const P = { Field: props.components?.Field ?? Field, TextInput: props.components?.TextInput ?? TextInput };
  const { 'aria-invalid': _invalid, onChange, onFocus, onBlur, ...extra } = props.inputProps ?? {};
  const { standIn } = deferred;
  const hasError = props.error !== undefined && props.error !== null && props.error !== false && props.error !== '';
  const { onValueChange } = props;
  return (
    <div className="grid gap-1.5">
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
      {liveRegion}
    </div>
  );
}
