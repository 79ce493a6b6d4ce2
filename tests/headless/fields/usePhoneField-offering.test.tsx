// Issue 17 §2: inside a provider that names an offering, the phone field's defaults are the offering's
// (preferredCountries, enableInternationalPhone, showOnlySmsVerifiableCountries with smsCountries); the hook's
// options still win.
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IdentityProvider, usePhoneField, type UsePhoneField } from '../../../headless';
import { addEntries, DEFAULT_REGISTRY, resolveConfig } from '../../../offerings';
import { createFieldRig } from './rig';

const registry = addEntries(DEFAULT_REGISTRY, [
  {
    offeringIds: ['test.phone'],
    options: { preferredCountries: ['IN'], enableInternationalPhone: false },
  },
  {
    offeringIds: ['test.sms-countries'],
    options: { showOnlySmsVerifiableCountries: true, smsCountries: ['US', 'CA'] },
  },
]);

function mountIn(options: Parameters<typeof usePhoneField>[0], offeringId = 'test.phone') {
  const rig = createFieldRig();
  const box: { current: UsePhoneField | null } = { current: null };
  function Field(): ReactNode {
    box.current = usePhoneField({ client: rig.client, ...options });
    return null;
  }
  render(
    <IdentityProvider client={rig.client} offering={resolveConfig({ offeringId, registry })}>
      <Field />
    </IdentityProvider>,
  );
  return () => {
    if (box.current === null) {
      throw new Error('not mounted');
    }
    return box.current;
  };
}

describe('usePhoneField inside an offering', () => {
  it("lists the offering's preferred countries first and keeps to +1 numbers", async () => {
    const view = mountIn({});
    await waitFor(() => expect(view().state.ready).toBe(true));
    expect(view().state.countries[0]?.country).toBe('IN');
    act(() => view().actions.selectCountry('GB'));
    expect(view().state.country).toBe('US');
  });

  it('the hook options win over the offering', async () => {
    const view = mountIn({ preferredCountries: ['FR'], international: true });
    await waitFor(() => expect(view().state.ready).toBe(true));
    expect(view().state.countries[0]?.country).toBe('FR');
    act(() => view().actions.selectCountry('GB'));
    expect(view().state.country).toBe('GB');
  });

  it("an SMS-only offering's smsCountries are the only countries the picker offers", async () => {
    const view = mountIn({}, 'test.sms-countries');
    await waitFor(() => expect(view().state.ready).toBe(true));
    expect(
      view()
        .state.countries.map((option) => option.country)
        .sort(),
    ).toEqual(['CA', 'US']);
  });
});
