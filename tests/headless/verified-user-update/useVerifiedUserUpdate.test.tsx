// useVerifiedUserUpdate for vera.unverified@example.com (seed 000 §4.7) against the playground.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVerifiedUserUpdate } from '../../../headless/flows/verified-user-update/useVerifiedUserUpdate';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness } from '../flow-harness';

describe('useVerifiedUserUpdate against the playground', () => {
  it('vera: status check says phone required; phone shown, Skip (allowed by config) is recorded with the service', async () => {
    const h = createFlowHarness();
    expect(
      (await h.client.signIn({ username: 'vera.unverified@example.com', password: FIXTURE_PASSWORD })).ok,
    ).toBe(true);
    const { result } = renderHook(() => useVerifiedUserUpdate({ client: h.client }));
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('form'));
    expect(h.count('/check_contact_info_status')).toBe(1);
    expect(result.current.state.display?.phone).toBe(true);
    expect(result.current.state.display?.fullName).toBe(false);
    act(() => result.current.actions.skip());
    await waitFor(() => expect(result.current.state.step).toBe('skipped'));
    expect(result.current.state.errorCode).toBeNull();
    expect(h.bodyOf('/record_contact_info_status')).toMatchObject({ action: 'SKIP' });
  });

  it('vera: a bad phone is a field error; a good one is saved and recorded', async () => {
    const h = createFlowHarness();
    expect(
      (await h.client.signIn({ username: 'vera.unverified@example.com', password: FIXTURE_PASSWORD })).ok,
    ).toBe(true);
    const { result } = renderHook(() => useVerifiedUserUpdate({ client: h.client }));
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('form'));
    act(() => result.current.actions.submit({ phone: 'abc' }));
    expect(result.current.state.fieldErrors.phone).toBeDefined();
    act(() => result.current.actions.submit({ phone: '650-555-0143' }));
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    expect(h.count('/record_contact_info_status')).toBe(1);
    expect(h.bodyOf('/users/me')).toMatchObject({ mobileNumber: '650-555-0143' });
  });

  it('phone required by configuration: no skip button (post-auth rules reused)', async () => {
    const h = createFlowHarness();
    expect(
      (await h.client.signIn({ username: 'vera.unverified@example.com', password: FIXTURE_PASSWORD })).ok,
    ).toBe(true);
    const { result } = renderHook(() =>
      useVerifiedUserUpdate({ client: h.client, config: { isPhoneRequired: true } }),
    );
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('form'));
    expect(result.current.state.display?.skipButton).toBe(false);
    act(() => result.current.actions.skip());
    expect(h.count('/record_contact_info_status')).toBe(0);
  });

  it('reads the user with the status check: a user with a phone and a name is asked nothing when both are required', async () => {
    const h = createFlowHarness();
    const created = await h.client.signUp({
      user: {
        username: 'has.both',
        password: 'Fresh-Start-42',
        namespaceId: 'global',
        email: { address: 'has.both@example.com', primary: true },
        phone: [{ phoneNumber: '+16505550177', type: 'MOBILE', primary: true }],
        fullName: { givenName: 'Has', surName: 'Both' },
      },
    });
    expect(created.ok).toBe(true);
    const { result } = renderHook(() =>
      useVerifiedUserUpdate({
        client: h.client,
        config: { isPhoneRequired: true, isFullnameRequired: true },
      }),
    );
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    expect(result.current.state.display).toMatchObject({ phone: false, fullName: false, email: false });
    expect(h.count('/check_contact_info_status')).toBe(1);
    expect(h.sent.filter((r) => r.method === 'GET' && r.path.endsWith('/users/me'))).toHaveLength(1);
  });

  it('full name (seed 000 §4.7): asked for a user without one, with learn-more (name-only) and no skip; saved and recorded', async () => {
    const h = createFlowHarness();
    const created = await h.client.signUp({
      user: {
        username: 'no.name',
        password: 'Fresh-Start-42',
        email: { address: 'no.name@example.com', primary: true },
        namespaceId: 'global',
      },
    });
    expect(created.ok).toBe(true);
    const config = { isFullnameRequired: true, learnMoreLink: 'https://example.com/why' };
    const { result } = renderHook(() => useVerifiedUserUpdate({ client: h.client, config }));
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('form'));
    expect(result.current.state.display).toEqual({
      phone: false,
      email: false,
      fullName: true,
      skipButton: false,
      learnMoreLink: true,
    });
    act(() => result.current.actions.submit({ firstName: 'Noa', lastName: '' }));
    expect(result.current.state.fieldErrors.lastName).toBe('required');
    act(() => result.current.actions.submit({ firstName: ' Noa ', lastName: 'Name' }));
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    expect(h.bodyOf('/users/me')).toMatchObject({ fullName: { givenName: 'Noa', surName: 'Name' } });
    expect(h.bodyOf('/record_contact_info_status')).toMatchObject({ action: 'UPDATED' });
    const me = await h.client.getUser({});
    expect(me.ok && me.data.fullName).toMatchObject({ givenName: 'Noa', surName: 'Name' });
  });
});
