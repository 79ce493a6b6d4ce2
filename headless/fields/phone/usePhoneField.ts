import {
  useContext,
  useEffect,
  useId,
  useMemo,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type FocusEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { defaultPhoneCountry, isPhoneRulesLoaded, loadPhoneMetadata, normalizePhone } from '../../../rules';
import type { IdentityClient } from '../../client';
import { composeHandlers } from '../../binding/compose-handlers';
import { IdentityContext } from '../../provider/provider-context';
import { useFieldClient, useFieldState, useFieldStore, useLatest } from '../react-shared';
import { createFieldStore } from '../shared';
import {
  COUNTRY_CODE_FALLBACK_MS,
  filterCountries,
  initialPhoneState,
  orderCountries,
  phoneTransition,
  type PhoneCheck,
  type PhoneChecker,
  type PhoneCountryOption,
  type PhoneEvent,
  type PhoneState,
} from './machine';

export interface UsePhoneFieldOptions {
  /**
   * The identity client, or an object with `getCountryCodes`.
   * @default the nearest `<IdentityProvider>`'s client (this option wins when given)
   */
  readonly client?: Pick<IdentityClient, 'getCountryCodes'> | undefined;
  readonly id?: string;
  readonly name?: string;
  /** Initial number (phoneNum). Set once the country list is ready, or cleared when restricted. */
  readonly defaultValue?: string;
  /** Controlled text (kept in sync; the hook still reformats on blur through onValueChange). */
  readonly value?: string;
  /**
   * Text the user typed into a stand-in input and left before this hook mounted (the UI kit's deferred
   * fields): the field starts with it as typed and left, so it is checked, and formatted once valid, like
   * any blurred edit (never taken as the initial number, which waits for the country list). @default none
   */
  readonly typedText?: string;
  readonly onValueChange?: (text: string) => void;
  /** showOnlySmsVerifiableCountries. @default the provider's offering's, else false */
  readonly smsOnly?: boolean;
  /** Countries listed first. @default the provider's offering's preferredCountries, else [] */
  readonly preferredCountries?: readonly string[];
  /**
   * With `smsOnly`, the only countries offered and accepted (ISO alpha-2).
   * @default the provider's offering's smsCountries, else [] (every SMS-supported country)
   */
  readonly smsCountries?: readonly string[];
  /** enableInternationalPhone. @default the provider's offering's, else true */
  readonly international?: boolean;
  /** Page text direction; 'rtl' skips reformatting. @default 'ltr' */
  readonly direction?: 'ltr' | 'rtl';
  /** Page locale (default country, country names for search). @default the provider's, else 'en-US' */
  readonly locale?: string;
  /** Extra picker countries when not SMS-only. */
  readonly extraCountries?: readonly { readonly country: string; readonly callingCode: string }[];
  /**
   * Load the phone rules chunk (libphonenumber-js code and metadata, one lazy `import()`) for international
   * numbers; US numbers are checked by a built-in rule meanwhile. @default true when international
   */
  readonly loadMetadata?: boolean;
  /** Country names for type-to-search. @default Intl.DisplayNames of the locale */
  readonly countryName?: (country: string) => string;
}

type InputProps = InputHTMLAttributes<HTMLInputElement>;

export interface PhoneFieldView {
  readonly text: string;
  readonly check: PhoneCheck;
  /** E.164 value to submit, or null. */
  readonly e164: string | null;
  readonly country: string;
  readonly international: boolean;
  readonly ready: boolean;
  readonly countrySource: 'server' | 'fallback' | null;
  readonly clearedUnsupported: boolean;
  /** The countries offered: preferred first (in their given order), then by name in the page language. */
  readonly countries: readonly PhoneCountryOption[];
  readonly picker: {
    readonly open: boolean;
    readonly query: string;
    readonly activeIndex: number;
    /** The type-to-search result the list renders. */
    readonly filtered: readonly PhoneCountryOption[];
    readonly activeCountry: string | null;
  };
  readonly inputId: string;
  readonly listId: string;
}

export interface PhoneFieldActions {
  selectCountry(country: string): void;
  setInternational(enabled: boolean): void;
  openPicker(): void;
  closePicker(): void;
  setQuery(query: string): void;
  moveActive(to: 'next' | 'previous' | 'first' | 'last'): void;
  selectActive(): void;
}

export interface UsePhoneField {
  readonly state: PhoneFieldView;
  readonly actions: PhoneFieldActions;
  getInputProps(user?: InputProps): InputProps & { readonly id: string };
  getInternationalToggleProps(
    user?: ButtonHTMLAttributes<HTMLButtonElement>,
  ): ButtonHTMLAttributes<HTMLButtonElement>;
  getPickerTriggerProps(
    user?: ButtonHTMLAttributes<HTMLButtonElement>,
  ): ButtonHTMLAttributes<HTMLButtonElement>;
  getSearchInputProps(user?: InputProps): InputProps;
  getListProps(user?: HTMLAttributes<HTMLElement>): HTMLAttributes<HTMLElement> & { readonly id: string };
  getOptionProps(
    index: number,
    user?: HTMLAttributes<HTMLElement>,
  ): HTMLAttributes<HTMLElement> & { readonly id: string };
}

/** The number rule bound to the page locale; without the international toggle only +1 numbers pass. */
export function phoneChecker(locale: string): PhoneChecker {
  return (text, country, internationalAllowed) => {
    const result = normalizePhone(text, { locale, defaultCountry: country });
    if (!result.valid) {
      return result;
    }
    if (!internationalAllowed && result.callingCode !== '1') {
      return { valid: false, reason: 'invalidNumber' };
    }
    return {
      valid: true,
      e164: result.e164,
      country: result.country,
      callingCode: result.callingCode,
      national: result.national,
    };
  };
}

function displayNames(locale: string): (country: string) => string {
  try {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    return (country) => names.of(country) ?? country;
  } catch {
    return (country) => country;
  }
}

/** Phone field (seed 000 §4.8, §5). Picker data is keyboard-ready: active index + option ids. */
export function usePhoneField(options: UsePhoneFieldOptions = {}): UsePhoneField {
  const generated = useId();
  const context = useContext(IdentityContext);
  const locale = options.locale ?? context?.locale ?? 'en-US';
  const inputId = options.id ?? `${generated}phone`;
  const listId = `${inputId}-countries`;
  // The provider's offering (seed 000 §3.4, §3.6) sets the defaults; the hook's options still win.
  const offering = context?.offering?.config;
  const internationalAllowed = options.international ?? offering?.enableInternationalPhone ?? true;
  const client = useFieldClient<Pick<IdentityClient, 'getCountryCodes'>>(
    options.client,
    ['getCountryCodes'],
    'usePhoneField',
  );
  const latest = useLatest({ ...options, client });
  const store = useFieldStore(() => {
    const transition = phoneTransition(phoneChecker(locale));
    const initial = initialPhoneState(
      {
        smsOnly: options.smsOnly ?? offering?.showOnlySmsVerifiableCountries ?? false,
        preferredCountries: options.preferredCountries ?? offering?.preferredCountries ?? [],
        smsCountries: options.smsCountries ?? offering?.smsCountries ?? [],
        internationalAllowed,
        rtl: options.direction === 'rtl',
        extraCountries: options.extraCountries,
      },
      { country: defaultPhoneCountry(locale), initial: options.value ?? options.defaultValue ?? '' },
    );
    const typed = options.typedText ?? '';
    // Pure steps, no effects: the stand-in's text shows at once, with no empty first frame.
    const [input] = typed === '' ? [initial] : transition(initial, { type: 'INPUT', text: typed });
    const [left] = typed === '' ? [input] : transition(input, { type: 'BLUR' });
    return createFieldStore<PhoneState, PhoneEvent>({ initialState: () => left, transition });
  });
  const state = useFieldState(store);

  // Country list: getCountryCodes, or the built-in map after 5 s / on failure (seed 000 §4.8, §8.4).
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => store.dispatch({ type: 'COUNTRY_CODES_TIMEOUT' }),
      COUNTRY_CODE_FALLBACK_MS,
    );
    void latest.current.client
      .getCountryCodes({}, { signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted) {
          store.dispatch({
            type: 'COUNTRY_CODES_RESULT',
            codes: result.ok ? result.data.countryCodes : null,
          });
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          store.dispatch({ type: 'COUNTRY_CODES_RESULT', codes: null });
        }
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [store, latest]);

  // The phone rules chunk: until it lands international numbers answer `metadataNotLoaded` (the UI says
  // `fieldReason.phoneRulesNotLoaded`); what was typed meanwhile stays and is checked (and formatted, if the
  // user already left the field) again on arrival, through RECHECK.
  const wantsMetadata = options.loadMetadata ?? internationalAllowed;
  useEffect(() => {
    if (!wantsMetadata || isPhoneRulesLoaded()) {
      return undefined;
    }
    let live = true;
    loadPhoneMetadata().then(
      () => {
        if (live) {
          const before = store.getState().text;
          store.dispatch({ type: 'RECHECK' });
          const after = store.getState().text;
          if (after !== before) {
            latest.current.onValueChange?.(after);
          }
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, latest, wantsMetadata]);

  // Controlled text follows the caller's value.
  useEffect(() => {
    const current = store.getState();
    if (
      options.value !== undefined &&
      options.value !== current.text &&
      options.value !== current.pendingInitial
    ) {
      store.dispatch({ type: 'INPUT', text: options.value });
    }
  }, [store, options.value]);

  const nameOf = useMemo(() => options.countryName ?? displayNames(locale), [options.countryName, locale]);
  // Preferred countries first, then by name in the page's language (the order the picker shows and moves in).
  const ordered = useMemo(
    () => orderCountries(state.options, nameOf, new Intl.Collator([locale, 'en']).compare),
    [state.options, nameOf, locale],
  );
  const filtered = useMemo(
    () => filterCountries(ordered, state.picker.query, nameOf),
    [ordered, state.picker.query, nameOf],
  );
  const activeCountry = filtered[state.picker.activeIndex]?.country ?? null;
  const optionId = (index: number): string => `${listId}-${index}`;

  const emitText = (before: string): void => {
    const after = store.getState().text;
    if (after !== before) {
      latest.current.onValueChange?.(after);
    }
  };

  const actions: PhoneFieldActions = {
    selectCountry: (country) => store.dispatch({ type: 'SELECT_COUNTRY', country }),
    setInternational: (enabled) => store.dispatch({ type: 'SET_INTERNATIONAL', enabled }),
    openPicker: () => store.dispatch({ type: 'PICKER_OPEN' }),
    closePicker: () => store.dispatch({ type: 'PICKER_CLOSE' }),
    setQuery: (query) => {
      const s = store.getState();
      store.dispatch({
        type: 'PICKER_QUERY',
        query,
        count: filterCountries(s.options, query, nameOf).length,
      });
    },
    moveActive: (to) => store.dispatch({ type: 'PICKER_MOVE', to, count: filtered.length }),
    selectActive: () => store.dispatch({ type: 'PICKER_SELECT', country: activeCountry }),
  };

  const view: PhoneFieldView = {
    text: state.text,
    check: state.check,
    e164: state.check.valid ? state.check.e164 : null,
    country: state.country,
    international: state.international,
    ready: state.countries.status === 'ready',
    countrySource: state.countries.source,
    clearedUnsupported: state.clearedUnsupported,
    countries: ordered,
    picker: { ...state.picker, filtered, activeCountry },
    inputId,
    listId,
  };

  return {
    state: view,
    actions,
    getInputProps: (user = {}) => {
      const { onChange, onBlur, ...rest } = user;
      return {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        name: options.name ?? 'phone',
        ...rest,
        id: inputId,
        value: state.text,
        onChange: composeHandlers<ChangeEvent<HTMLInputElement>>(onChange, (event) => {
          const before = store.getState().text;
          store.dispatch({ type: 'INPUT', text: event.target.value });
          emitText(before);
        }),
        onBlur: composeHandlers<FocusEvent<HTMLInputElement>>(onBlur, () => {
          const before = store.getState().text;
          store.dispatch({ type: 'BLUR' });
          emitText(before);
        }),
      };
    },
    getInternationalToggleProps: (user = {}) => {
      const { onClick, ...rest } = user;
      return {
        ...rest,
        type: 'button',
        'aria-pressed': state.international,
        disabled: rest.disabled ?? !internationalAllowed,
        onClick: composeHandlers<MouseEvent<HTMLButtonElement>>(onClick, () =>
          actions.setInternational(!store.getState().international),
        ),
      };
    },
    getPickerTriggerProps: (user = {}) => {
      const { onClick, ...rest } = user;
      return {
        ...rest,
        type: 'button',
        'aria-haspopup': 'listbox',
        'aria-expanded': state.picker.open,
        'aria-controls': listId,
        onClick: composeHandlers<MouseEvent<HTMLButtonElement>>(onClick, () =>
          store.getState().picker.open ? actions.closePicker() : actions.openPicker(),
        ),
      };
    },
    getSearchInputProps: (user = {}) => {
      const { onChange, onKeyDown, ...rest } = user;
      return {
        type: 'search',
        autoComplete: 'off',
        ...rest,
        role: 'combobox',
        value: state.picker.query,
        'aria-expanded': state.picker.open,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant':
          state.picker.activeIndex >= 0 ? optionId(state.picker.activeIndex) : undefined,
        onChange: composeHandlers<ChangeEvent<HTMLInputElement>>(onChange, (event) =>
          actions.setQuery(event.target.value),
        ),
        onKeyDown: composeHandlers<KeyboardEvent<HTMLInputElement>>(onKeyDown, (event) => {
          const moves: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
            ArrowDown: 'next',
            ArrowUp: 'previous',
            Home: 'first',
            End: 'last',
          };
          const move = moves[event.key];
          if (move !== undefined) {
            event.preventDefault();
            actions.moveActive(move);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            actions.selectActive();
          } else if (event.key === 'Escape') {
            actions.closePicker();
          }
        }),
      };
    },
    getListProps: (user = {}) => ({ ...user, id: listId, role: 'listbox' }),
    getOptionProps: (index, user = {}) => {
      const { onClick, ...rest } = user;
      const option = filtered[index];
      return {
        ...rest,
        id: optionId(index),
        role: 'option',
        'aria-selected': option !== undefined && option.country === state.country,
        'data-active': index === state.picker.activeIndex ? '' : undefined,
        onClick: composeHandlers<MouseEvent<HTMLElement>>(onClick, () =>
          store.dispatch({ type: 'PICKER_SELECT', country: option?.country ?? null }),
        ),
      };
    },
  };
}
