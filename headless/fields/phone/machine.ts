/**
 * Phone field (seed 000 §4.8, §5; seed 001 §5) as a pure transition: the country list from getCountryCodes
 * or the built-in map after 5 s, the SMS-only restriction, preferred countries, the international toggle and a
 * type-to-search country picker with an active index. Number rules come from rules/ through an injected
 * `check` function (deterministic for given metadata), so this module stays pure and testable.
 */
import {
  COUNTRY_CODE_FALLBACK_MS,
  FALLBACK_SMS_COUNTRIES,
  isExcludedPhoneCountry,
  smsCallingCodes,
  type PhoneReason,
} from '../../../rules';
import type { Transition } from '../../core';

export { COUNTRY_CODE_FALLBACK_MS };

/** One country of the picker. Names are not here: the UI words ISO codes (Intl.DisplayNames). */
export interface PhoneCountryOption {
  /** ISO 3166 alpha-2, upper case. */
  readonly country: string;
  /** Calling code without '+'. */
  readonly callingCode: string;
  readonly preferred: boolean;
}

/** What the number rule says about the typed text (from `normalizePhone`). */
export type PhoneCheck =
  | {
      readonly valid: true;
      readonly e164: string;
      readonly country: string | null;
      readonly callingCode: string;
      readonly national: string;
    }
  | { readonly valid: false; readonly reason: PhoneReason };

export interface PhoneConfig {
  /** Only SMS-verifiable countries (showOnlySmsVerifiableCountries). @default false */
  readonly smsOnly: boolean;
  /** Countries listed first, in this order (preferredCountries). */
  readonly preferredCountries: readonly string[];
  /** enableInternationalPhone: the user may pick a country / type '+'. */
  readonly internationalAllowed: boolean;
  /** Right-to-left page: no automatic reformatting (seed 000 §5). */
  readonly rtl: boolean;
  /**
   * The offering's SMS countries (smsCountries, ISO alpha-2). With `smsOnly`, the picker lists only these of
   * the service's SMS-supported countries, and a number of another country is not SMS-verifiable. Empty: every
   * SMS-supported country. (Seed 000 §3.4 names the setting, not its rule: chosen as a narrowing list.)
   */
  readonly smsCountries?: readonly string[] | undefined;
  /** More countries for the picker when the field is not SMS-only (e.g. every country the metadata knows). */
  readonly extraCountries?: readonly { readonly country: string; readonly callingCode: string }[] | undefined;
}

export interface PhoneState {
  readonly config: PhoneConfig;
  /** loading until the country list arrives or the 5 s fallback fires (seed 000 §4.8). */
  readonly countries: { readonly status: 'loading' | 'ready'; readonly source: 'server' | 'fallback' | null };
  /** SMS-supported calling codes in force (server list, or the built-in map's). */
  readonly smsCodes: readonly string[];
  readonly options: readonly PhoneCountryOption[];
  readonly country: string;
  /** The international toggle is on (a country other than the default may be picked). */
  readonly international: boolean;
  /** Text in the input. */
  readonly text: string;
  readonly check: PhoneCheck;
  /** The number was cleared because its country cannot receive SMS (restricted field). */
  readonly clearedUnsupported: boolean;
  /** The user has typed in the field (the initial number is no longer the one shown). */
  readonly edited: boolean;
  /**
   * Focus left the field since the last input: national mode applies. Kept so that a number typed and left
   * before the phone rules chunk arrived (check `metadataNotLoaded`, nothing to format yet) is formatted
   * when RECHECK brings the rules, as the blur would have done.
   */
  readonly blurred: boolean;
  /** Number given before the list arrived; set (or cleared) once the field initialises. */
  readonly pendingInitial: string | null;
  readonly picker: { readonly open: boolean; readonly query: string; readonly activeIndex: number };
}

export type PhoneEvent =
  | { readonly type: 'COUNTRY_CODES_RESULT'; readonly codes: readonly string[] | null }
  | { readonly type: 'COUNTRY_CODES_TIMEOUT' }
  | { readonly type: 'INPUT'; readonly text: string }
  | { readonly type: 'BLUR' }
  /** The number rules changed (the lazy phone rules chunk arrived): check the text again, format it if left. */
  | { readonly type: 'RECHECK' }
  | { readonly type: 'SELECT_COUNTRY'; readonly country: string }
  | { readonly type: 'SET_INTERNATIONAL'; readonly enabled: boolean }
  | { readonly type: 'PICKER_OPEN' }
  | { readonly type: 'PICKER_CLOSE' }
  | { readonly type: 'PICKER_QUERY'; readonly query: string; readonly count: number }
  | {
      readonly type: 'PICKER_MOVE';
      readonly to: 'next' | 'previous' | 'first' | 'last';
      readonly count: number;
    }
  | { readonly type: 'PICKER_SELECT'; readonly country: string | null };

/**
 * The number rule the transition uses (the hook binds `normalizePhone` with the page locale). `country` reads
 * numbers typed without '+' (US unless the international toggle is on); `internationalAllowed` false accepts
 * +1 numbers only.
 */
export type PhoneChecker = (text: string, country: string, internationalAllowed: boolean) => PhoneCheck;

const readingCountry = (state: PhoneState): string => (state.international ? state.country : 'US');

const EMPTY: PhoneCheck = { valid: false, reason: 'required' };

/** Country options for a list of SMS calling codes, preferred ones first (in their given order). */
export function phoneCountryOptions(
  codes: readonly string[],
  preferred: readonly string[],
  extraCountries: readonly { readonly country: string; readonly callingCode: string }[] = [],
): PhoneCountryOption[] {
  const map = FALLBACK_SMS_COUNTRIES as Readonly<Record<string, readonly string[] | undefined>>;
  const seen = new Set<string>();
  const all: PhoneCountryOption[] = [];
  const pref = preferred.map((c) => c.toUpperCase());
  for (const code of codes) {
    for (const country of map[code] ?? []) {
      if (!seen.has(country) && !isExcludedPhoneCountry(country)) {
        seen.add(country);
        all.push({ country, callingCode: code, preferred: pref.includes(country) });
      }
    }
  }
  for (const { country: raw, callingCode } of extraCountries) {
    const country = raw.toUpperCase();
    if (country !== '' && !seen.has(country) && !isExcludedPhoneCountry(country)) {
      seen.add(country);
      all.push({ country, callingCode, preferred: pref.includes(country) });
    }
  }
  const rank = (o: PhoneCountryOption): number => (o.preferred ? pref.indexOf(o.country) : pref.length);
  return all
    .map((o, i) => ({ o, i }))
    .sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i)
    .map(({ o }) => o);
}

export function initialPhoneState(
  config: PhoneConfig,
  options: { country: string; initial: string },
): PhoneState {
  return {
    config,
    countries: { status: 'loading', source: null },
    smsCodes: [],
    options: [],
    country: options.country,
    international: false,
    text: '',
    check: EMPTY,
    clearedUnsupported: false,
    edited: false,
    blurred: false,
    pendingInitial: options.initial === '' ? null : options.initial,
    picker: { open: false, query: '', activeIndex: -1 },
  };
}

/** The offering's SMS country list in force (smsOnly with a non-empty smsCountries), else null. */
function offeringSmsCountries(config: PhoneConfig): readonly string[] | null {
  const list = config.smsCountries ?? [];
  return config.smsOnly && list.length > 0 ? list.map((country) => country.toUpperCase()) : null;
}

function isSmsUnsupported(state: PhoneState, check: PhoneCheck): boolean {
  if (!state.config.smsOnly || !check.valid) {
    return false;
  }
  const listed = offeringSmsCountries(state.config);
  return (
    !state.smsCodes.includes(check.callingCode) ||
    (listed !== null && (check.country === null || !listed.includes(check.country)))
  );
}

function withText(state: PhoneState, text: string, checker: PhoneChecker): PhoneState {
  const raw = text === '' ? EMPTY : checker(text, readingCountry(state), state.config.internationalAllowed);
  const check: PhoneCheck = isSmsUnsupported(state, raw) ? { valid: false, reason: 'smsUnsupported' } : raw;
  return { ...state, text, check, clearedUnsupported: false };
}

/** National mode (seed 000 §5): a valid number shows in national form, except on right-to-left pages. */
function national(state: PhoneState): PhoneState {
  if (!state.check.valid || state.config.rtl || state.check.national === state.text) {
    return state;
  }
  return { ...state, text: state.check.national };
}

function initialise(
  state: PhoneState,
  codes: readonly string[],
  source: 'server' | 'fallback',
  checker: PhoneChecker,
): PhoneState {
  const ready: PhoneState = {
    ...state,
    countries: { status: 'ready', source },
    smsCodes: codes,
    options: phoneCountryOptions(
      codes,
      state.config.preferredCountries,
      state.config.smsOnly ? [] : (state.config.extraCountries ?? []),
    ).filter((option) => offeringSmsCountries(state.config)?.includes(option.country) ?? true),
    pendingInitial: null,
  };
  const initial = state.pendingInitial ?? (state.text === '' ? null : state.text);
  if (initial === null) {
    return ready;
  }
  const check = checker(initial, readingCountry(ready), ready.config.internationalAllowed);
  // Seed 000 §4.8: "then sets the number, or clears it if its country is not SMS-supported when restricted".
  if (isSmsUnsupported(ready, check)) {
    return { ...ready, text: '', check: EMPTY, clearedUnsupported: true };
  }
  const checked = withText(ready, initial, checker);
  // Typed and left while the list was loading: the blur had nothing to format then.
  return checked.blurred ? national(checked) : checked;
}

function fallbackCodes(): readonly string[] {
  return smsCallingCodes('primary');
}

function clampIndex(index: number, count: number): number {
  return count === 0 ? -1 : Math.min(Math.max(index, 0), count - 1);
}

/** The transition, bound to a number checker. */
export function phoneTransition(checker: PhoneChecker) {
  return (state: PhoneState, event: PhoneEvent): Transition<PhoneState, never> => {
    switch (event.type) {
      case 'COUNTRY_CODES_RESULT': {
        if (state.countries.status === 'ready') {
          // The 5 s fallback already initialised the field: a late list changes nothing.
          return [state, []];
        }
        const codes = event.codes?.filter((c) => /^\d{1,4}$/u.test(c)) ?? [];
        return codes.length === 0
          ? [initialise(state, fallbackCodes(), 'fallback', checker), []]
          : [initialise(state, codes, 'server', checker), []];
      }
      case 'COUNTRY_CODES_TIMEOUT':
        return state.countries.status === 'ready'
          ? [state, []]
          : [initialise(state, fallbackCodes(), 'fallback', checker), []];
      case 'INPUT':
        if (state.countries.status === 'loading') {
          return [{ ...state, text: event.text, pendingInitial: null, edited: true, blurred: false }, []];
        }
        return event.text === state.text
          ? [state, []]
          : [{ ...withText(state, event.text, checker), edited: true, blurred: false }, []];
      case 'RECHECK': {
        if (state.countries.status === 'loading' || state.text === '') {
          return [state, []];
        }
        const rechecked = withText(state, state.text, checker);
        // The metadata arriving late may reveal that the initial number cannot receive SMS: clear it then too.
        if (!state.edited && rechecked.check.valid === false && rechecked.check.reason === 'smsUnsupported') {
          return [{ ...rechecked, text: '', check: EMPTY, clearedUnsupported: true }, []];
        }
        // Typed and left before the rules arrived: format now what the blur could not (never on RTL pages).
        return [rechecked.blurred ? national(rechecked) : rechecked, []];
      }
      case 'BLUR': {
        return [national(state.blurred ? state : { ...state, blurred: true }), []];
      }
      case 'SELECT_COUNTRY': {
        const country = event.country.toUpperCase();
        if (
          isExcludedPhoneCountry(country) ||
          (!state.config.internationalAllowed && country !== state.country)
        ) {
          return [state, []];
        }
        return [
          withText(
            { ...state, country, international: state.international || country !== 'US' },
            state.text,
            checker,
          ),
          [],
        ];
      }
      case 'SET_INTERNATIONAL': {
        const enabled = event.enabled && state.config.internationalAllowed;
        if (enabled === state.international) {
          return [state, []];
        }
        const country = enabled ? state.country : 'US';
        return [withText({ ...state, international: enabled, country }, state.text, checker), []];
      }
      case 'PICKER_OPEN': {
        const index = Math.max(
          0,
          state.options.findIndex((o) => o.country === state.country),
        );
        return [
          {
            ...state,
            picker: { open: true, query: '', activeIndex: clampIndex(index, state.options.length) },
          },
          [],
        ];
      }
      case 'PICKER_CLOSE':
        return state.picker.open
          ? [{ ...state, picker: { ...state.picker, open: false, query: '' } }, []]
          : [state, []];
      case 'PICKER_QUERY':
        return [
          {
            ...state,
            picker: {
              ...state.picker,
              open: true,
              query: event.query,
              activeIndex: clampIndex(0, event.count),
            },
          },
          [],
        ];
      case 'PICKER_MOVE': {
        const { activeIndex } = state.picker;
        const next =
          event.to === 'first'
            ? 0
            : event.to === 'last'
              ? event.count - 1
              : event.to === 'next'
                ? (activeIndex + 1) % Math.max(event.count, 1)
                : (activeIndex - 1 + event.count) % Math.max(event.count, 1);
        return [{ ...state, picker: { ...state.picker, activeIndex: clampIndex(next, event.count) } }, []];
      }
      case 'PICKER_SELECT': {
        const closed: PhoneState = { ...state, picker: { open: false, query: '', activeIndex: -1 } };
        if (event.country === null) {
          return [closed, []];
        }
        return phoneTransition(checker)(closed, { type: 'SELECT_COUNTRY', country: event.country });
      }
      default:
        return event satisfies never;
    }
  };
}

/**
 * The picker's order (issue 18 §1): the offering's preferred countries first, in their given order, then the
 * rest by name in the page's language (`compare`: the locale's collation), so a user scans an alphabetical
 * list instead of the calling-code order the service sends.
 */
export function orderCountries(
  options: readonly PhoneCountryOption[],
  nameOf: (country: string) => string,
  compare: (a: string, b: string) => number,
): PhoneCountryOption[] {
  const preferred = options.filter((o) => o.preferred);
  const rest = options
    .filter((o) => !o.preferred)
    .map((o) => ({ o, name: nameOf(o.country) }))
    .sort((a, b) => compare(a.name, b.name) || (a.o.country < b.o.country ? -1 : 1))
    .map(({ o }) => o);
  return [...preferred, ...rest];
}

/**
 * The picker's filtered list: the query matches the ISO code, the calling code ("+44", "44") or the start of
 * any word of the country's name (case- and accent-insensitive).
 */
export function filterCountries(
  options: readonly PhoneCountryOption[],
  query: string,
  nameOf: (country: string) => string,
): PhoneCountryOption[] {
  const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (q === '') {
    return [...options];
  }
  const digits = q.startsWith('+') ? q.slice(1) : q;
  return options.filter((o) => {
    if (o.country.toLowerCase() === q || (/^\d+$/u.test(digits) && o.callingCode.startsWith(digits))) {
      return true;
    }
    const name = fold(nameOf(o.country));
    return name.startsWith(q) || name.split(/[\s\-,()]+/u).some((w) => w.startsWith(q));
  });
}
