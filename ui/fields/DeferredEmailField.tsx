import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Field, TextInput } from '../primitives';
import type { CollisionFieldProps } from './CollisionField';
import { lazyChunk } from '../../headless/advanced';
import { useDeferredField, type DeferredState } from './deferred-field';
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
  const generated = useId();
  // The id the full field's own region would have (`<id>-collision`), so pages that point at it keep working.
  const regionId = `${props.id ?? generated}-collision`;
  const [ownRegion, setOwnRegion] = useState<HTMLDivElement | null>(null);
  // A region the caller passed is used as it is; otherwise this wrapper's own, after the field rather than inside
  // it (the field is replaced at the take-over), in a wrapper with the field's own gap (.ik-field: 0.375rem).
  // The region is the second child of one wrapper whichever field is first, so React keeps the same node.
  const region = props.resultRegion === undefined ? ownRegion : props.resultRegion;
  const liveRegion =
    props.resultRegion === undefined ? (
      <div ref={setOwnRegion} id={regionId} role="status" aria-live="polite" className="grid gap-2 text-sm" />
    ) : null;
  return (
    <div className="grid gap-1.5">
      {deferred.full === null ? (
        <EmailStandIn {...props} standIn={deferred.standIn} />
      ) : (
        <deferred.full
          {...props}
          resultRegion={region}
          // Typed before the take-over (and left, or it would not be taking over): checked on mount.
          {...(deferred.typed === '' || deferred.typed === (props.defaultValue ?? '')
            ? {}
            : { defaultValue: deferred.typed, checkOnMount: true })}
        />
      )}
      {liveRegion}
    </div>
  );
}

/** The stand-in: the same label, hint, error and input attributes as the full field (useEmailField's getInputProps). */
function EmailStandIn({
  standIn,
  ...props
}: CollisionFieldProps & { standIn: Extract<DeferredState<unknown>, { full: null }>['standIn'] }): ReactNode {
  const t = useText();
  const P = { Field: props.components?.Field ?? Field, TextInput: props.components?.TextInput ?? TextInput };
  const { 'aria-invalid': _invalid, onChange, onFocus, onBlur, ...extra } = props.inputProps ?? {};
  const hasError =
    props.error !== undefined && props.error !== null && props.error !== false && props.error !== '';
  const { onValueChange } = props;
  return (
    <P.Field
      label={props.label ?? t('label.email')}
      hint={props.hint}
      error={props.error}
      controlId={props.id}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
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
