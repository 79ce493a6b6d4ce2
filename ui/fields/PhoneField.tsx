import { useState, type ComponentType, type ReactNode } from 'react';
import { usePhoneField, type IdentityClient, type UsePhoneFieldOptions } from '../../headless';
import {
  Button,
  Field,
  joinIds,
  Status,
  TextInput,
  type ButtonProps,
  type FieldProps,
  type StatusProps,
  type TextInputProps,
} from '../primitives';
import { mergeParts } from '../screens/components';
import { useErrorText, useResolvedLocale, useTextOf } from '../screens/text';
import { useCheckerText } from './checker-text';
import { enUSPhoneCheck } from '../../catalogue/messages/en-US/phone-check';
import { usePhoneServiceCheck } from './phone-service-check';
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
  /**
   * The identity client: `getCountryCodes` for the country list and, with `smsOnly`, `validatePhoneNumber`
   * for the service's phone check after focus-out (without it the field makes no check).
   * @default the nearest `<IdentityProvider>`'s client, for the country list only
   */
  readonly client?:
    | (Pick<IdentityClient, 'getCountryCodes'> & Partial<Pick<IdentityClient, 'validatePhoneNumber'>>)
    | undefined;
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
  const notice = useTextOf(enUSPhoneCheck);
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
  const hints: ReactNode[] = [
    hint,
    options.smsOnly === true && allowed ? t('fields.phone.smsOnlyHint') : null,
  ].filter((h) => h !== undefined && h !== null && h !== '');
  // A field that takes US numbers only (no international toggle) says so (seed 001 §5.17).
  if (!allowed) {
    hints.push(notice('notice.usPhoneOnly'));
  }
  // A number that must take texts (smsOnly: the sign-up field) is checked with the service once left.
  // Text typed into the deferred field's stand-in was typed and left: checked as the full field takes over.
  const [left, setLeft] = useState((options.typedText ?? '') !== '');
  const verdict = usePhoneServiceCheck(options.client, options.smsOnly === true, left, state.e164);
  const invalidText = useErrorText(verdict === 'invalid' ? 'INVALID_PHONE_NUMBER' : null);
  const verdictText =
    verdict === 'invalid'
      ? (invalidText?.message ?? '')
      : verdict === null
        ? ''
        : notice(verdict === 'textsOnly' ? 'fields.phone.textsOnly' : 'fields.phone.textsUnreachable');
  const statusId = `${state.inputId}-check`;
  const { 'aria-invalid': _invalid, ...inputProps } = phone.getInputProps({
    onFocus: () => setLeft(false),
    onBlur: () => setLeft(true),
  });
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
        <P.TextInput
          {...inputProps}
          aria-describedby={joinIds(inputProps['aria-describedby'], verdictText !== '' && statusId)}
          invalid={hasError}
          className="min-w-0 flex-1"
          dir="ltr"
        />
      </div>
      {allowed ? (
        <P.Button variant="tertiary" className="justify-self-start" {...phone.getInternationalToggleProps()}>
          {t('fields.phone.international')}
        </P.Button>
      ) : null}
      <P.Status
        id={statusId}
        tone={verdict === 'invalid' || verdict === 'textsUnreachable' ? 'error' : undefined}
        data-phone-check={verdict ?? undefined}
      >
        {state.clearedUnsupported ? t('fields.phone.smsOnlyCleared') : verdictText}
      </P.Status>
    </P.Field>
  );
}
