// usePhoneField: country list with the 5 s fallback, SMS-only clearing, picker keyboard data, renders.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePhoneField, type UsePhoneField, type UsePhoneFieldOptions } from '../../../headless';
import { loadPhoneMetadata } from '../../../rules';
import { createFieldRig } from './rig';

beforeAll(async () => {
  await loadPhoneMetadata();
});
afterEach(() => {
  vi.useRealTimers();
});

function mount(options: UsePhoneFieldOptions) {
  const box: { current: UsePhoneField | null } = { current: null };
  const renders = { count: 0 };
  function Field() {
    const hook = usePhoneField(options);
    box.current = hook;
    return (
      <>
        <input aria-label="phone" {...hook.getInputProps()} />
        <input aria-label="search" {...hook.getSearchInputProps()} />
        <ul {...hook.getListProps()}>
          {hook.state.picker.filtered.map((o, i) => (
            <li key={o.country} {...hook.getOptionProps(i)}>
              {o.country}
            </li>
          ))}
        </ul>
      </>
    );
  }
  render(
    <Profiler id="phone" onRender={() => (renders.count += 1)}>
      <Field />
    </Profiler>,
  );
  const view = (): UsePhoneField => {
    if (box.current === null) {
      throw new Error('not mounted');
    }
    return box.current;
  };
  return { input: screen.getByLabelText('phone'), search: screen.getByLabelText('search'), view, renders };
}

describe('usePhoneField', () => {
  it('takes the country list from getCountryCodes (playground), preferred countries first', async () => {
    const rig = createFieldRig();
    const { view } = mount({ client: rig.client, preferredCountries: ['IN'] });
    await waitFor(() => expect(view().state.ready).toBe(true));
    expect(view().state.countrySource).toBe('server');
    expect(view().state.countries[0]?.country).toBe('IN');
  });

  it('falls back to the built-in map after 5 s when the list does not arrive', async () => {
    vi.useFakeTimers();
    const getCountryCodes = vi.fn(
      (_input?: unknown, options?: { signal?: AbortSignal }) =>
        new Promise<never>((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const { view } = mount({
      client: { getCountryCodes } as unknown as UsePhoneFieldOptions['client'],
      defaultValue: '2125550199',
    });
    expect(view().state.ready).toBe(false);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(view().state.ready).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(view().state.ready).toBe(true);
    expect(view().state.countrySource).toBe('fallback');
    expect(view().state.text).toBe('2125550199');
    expect(view().state.e164).toBe('+12125550199');
  });

  it('SMS-only: an initial number whose country cannot receive SMS is cleared', async () => {
    const rig = createFieldRig();
    const { view } = mount({ client: rig.client, smsOnly: true, defaultValue: '+49 151 23456789' });
    await waitFor(() => expect(view().state.ready).toBe(true));
    expect(view().state.text).toBe('');
    expect(view().state.clearedUnsupported).toBe(true);
  });

  it('SMS-only: a number of an SMS country is kept; +1 prefixing and national mode on blur', async () => {
    const rig = createFieldRig();
    const { input, view } = mount({ client: rig.client, smsOnly: true });
    await waitFor(() => expect(view().state.ready).toBe(true));
    fireEvent.change(input, { target: { value: '2125550199' } });
    expect(view().state.e164).toBe('+12125550199');
    fireEvent.blur(input);
    expect(input).toHaveValue('(212) 555-0199');
    fireEvent.change(input, { target: { value: '+4915123456789' } });
    expect(view().state.check).toEqual({ valid: false, reason: 'smsUnsupported' });
  });

  it('right-to-left pages skip reformatting', async () => {
    const rig = createFieldRig();
    const { input, view } = mount({ client: rig.client, direction: 'rtl' });
    await waitFor(() => expect(view().state.ready).toBe(true));
    fireEvent.change(input, { target: { value: '2125550199' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('2125550199');
  });

  it('international off: only +1 numbers', async () => {
    const rig = createFieldRig();
    const { input, view } = mount({ client: rig.client, international: false });
    await waitFor(() => expect(view().state.ready).toBe(true));
    fireEvent.change(input, { target: { value: '+442071838750' } });
    expect(view().state.check.valid).toBe(false);
    act(() => view().actions.selectCountry('GB'));
    expect(view().state.country).toBe('US');
  });

  it('type-to-search with keyboard: arrows move the active option, Enter selects', async () => {
    const rig = createFieldRig();
    const { search, view } = mount({ client: rig.client, locale: 'en-US' });
    await waitFor(() => expect(view().state.ready).toBe(true));
    fireEvent.change(search, { target: { value: 'united' } });
    // By name (issue 18 §1): United Arab Emirates, United Kingdom, United States.
    expect(view().state.picker.filtered.map((o) => o.country)).toEqual(['AE', 'GB', 'US']);
    expect(search).toHaveAttribute('aria-activedescendant', `${view().state.listId}-0`);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(view().state.picker.activeCountry).toBe('GB');
    fireEvent.keyDown(search, { key: 'Home' });
    expect(view().state.picker.activeCountry).toBe('AE');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(view().state.country).toBe('AE');
    expect(view().state.picker.open).toBe(false);
    expect(screen.getByText('AE')).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the preferred countries first, in their order, then every other country by name', async () => {
    const rig = createFieldRig();
    const { view } = mount({ client: rig.client, locale: 'en-US', preferredCountries: ['CA', 'US'] });
    await waitFor(() => expect(view().state.ready).toBe(true));
    const countries = view().state.countries.map((o) => o.country);
    expect(countries.slice(0, 2)).toEqual(['CA', 'US']);
    const names = new Intl.DisplayNames(['en-US'], { type: 'region' });
    const rest = countries.slice(2).map((country) => names.of(country) ?? country);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en-US').compare));
    expect(view().state.picker.filtered.map((o) => o.country)).toEqual(countries);
  });

  it('renders per keystroke: one render of the field', async () => {
    const rig = createFieldRig();
    const { input, view, renders } = mount({ client: rig.client });
    await waitFor(() => expect(view().state.ready).toBe(true));
    const start = renders.count;
    const typed = '2125550199';
    for (let i = 1; i <= typed.length; i += 1) {
      fireEvent.change(input, { target: { value: typed.slice(0, i) } });
    }
    expect((renders.count - start) / typed.length).toBe(1);
  });
});
