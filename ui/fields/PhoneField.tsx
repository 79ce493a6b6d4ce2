import type { ComponentType, ReactNode } from 'react';
import { usePhoneField, type UsePhoneFieldOptions } from '../../headless';
import {
  Button,
  Field,
  Status,
  TextInput,
  type ButtonProps,
  type FieldProps,
  type StatusProps,
  type TextInputProps,
} from '../primitives';
import { mergeParts } from '../screens/components';
import { useResolvedLocale } from '../screens/text';
import { useCheckerText } from './checker-text';
import type { CountryPickerProps } from './CountryPicker';
import { countryNamer } from './country';
import { CountryMark } from './CountryMark';
import { lazyChunk } from '../../headless/advanced';
import { useChunk } from './deferred-field';

// Radix Popover (about 24 kB) loads with the picker, only when the international toggle is on.
const countryPicker = lazyChunk(() => import('./CountryPicker').then((m) => m.CountryPicker));

/** Until the picker's chunk arrives: the current country as text (nothing to operate yet). */
function PickerFallback({ phone }: CountryPickerProps): ReactNode {
  const locale = useResolvedLocale();
  const t = useCheckerText();
  const name = countryNamer(locale)(phone.state.country);
  return (
    <span
      className="ik-country-trigger inline-flex items-center"
      aria-label={t('fields.phone.country', { country: name })}
      role="img"
    >
      <CountryMark country={phone.state.country} />
    </span>
  );
}

function DeferredCountryPicker(props: CountryPickerProps): ReactNode {
  const Picker = useChunk(countryPicker);
  return Picker === null ? <PickerFallback {...props} /> : <Picker {...props} />;
}

export interface PhoneFieldParts {
  readonly Field: ComponentType<FieldProps>;
  readonly TextInput: ComponentType<TextInputProps>;
  readonly Button: ComponentType<ButtonProps>;
  readonly Status: ComponentType<StatusProps>;
  /** The country picker (default: flags in a Popover with type-to-search). */
  readonly CountryPicker: ComponentType<CountryPickerProps>;
}

export const PHONE_FIELD_PARTS: PhoneFieldParts = {
  Field,
  TextInput,
  Button,
  Status,
  CountryPicker: DeferredCountryPicker,
};

export interface PhoneFieldProps extends Omit<UsePhoneFieldOptions, 'locale' | 'direction' | 'id'> {
  readonly label?: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly id?: string | undefined;
  /** Mark the field optional in its label ("(optional)"). */
  readonly optional?: boolean | undefined;
  readonly components?: Partial<PhoneFieldParts> | undefined;
}

/**
 * Mobile phone field (seed 000 §4.8, §5; seed 001 §5): the international toggle, a country flag picker with
 * type-to-search and full keyboard support, the SMS-only restriction message (a number from a country that
 * cannot receive texts is cleared, and the field says why), +1 prefixing and national formatting from the
 * hook. Right-to-left pages keep the number as typed.
 */
export function PhoneField({
  label,
  hint,
  error,
  id,
  optional = false,
  components,
  ...options
}: PhoneFieldProps): ReactNode {
  const P = mergeParts(PHONE_FIELD_PARTS, components);
  const t = useCheckerText();
  const locale = useResolvedLocale();
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const phone = usePhoneField({
    ...options,
    locale,
    direction: rtl ? 'rtl' : 'ltr',
    ...(id !== undefined ? { id } : {}),
  });
  const { state } = phone;
  const allowed = options.international ?? true;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  // "Only countries that can receive our texts are listed" only where the field has a country list (issue 18
  // §3: the sign-up field, US numbers only, has none).
  const hints = [hint, options.smsOnly === true && allowed ? t('fields.phone.smsOnlyHint') : null].filter(
    (h) => h !== undefined && h !== null && h !== '',
  );
  const { 'aria-invalid': _invalid, ...inputProps } = phone.getInputProps();
  return (
    <P.Field
      label={
        optional ? (
          <>
            {label ?? t('label.phone')} <span className="font-normal">{t('field.optional')}</span>
          </>
        ) : (
          (label ?? t('label.phone'))
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
      controlId={state.inputId}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
      <div className="flex items-stretch gap-2">
        {allowed && state.international ? <P.CountryPicker phone={phone} /> : null}
        <P.TextInput {...inputProps} invalid={hasError} className="min-w-0 flex-1" dir="ltr" />
      </div>
      {allowed ? (
        <P.Button variant="tertiary" className="justify-self-start" {...phone.getInternationalToggleProps()}>
          {t('fields.phone.international')}
        </P.Button>
      ) : null}
      <P.Status>{state.clearedUnsupported ? t('fields.phone.smsOnlyCleared') : ''}</P.Status>
    </P.Field>
  );
}
