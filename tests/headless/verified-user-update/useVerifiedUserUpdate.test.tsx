// useVerifiedUserUpdate for vera.unverified@example.com (seed 000 §4.7) against the playground.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVerifiedUserUpdate } from '../../../headless/flows/verified-user-update/useVerifiedUserUpdate';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness } from '../flow-harness';

describe('useVerifiedUserUpdate against the playground', () => {
  it('vera: status check says phone required; phone shown, skip allowed by config but refused by the service', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'vera.unverified@example.com', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const { result } = renderHook(() => useVerifiedUserUpdate({ client: h.client }));
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('form'));
    expect(h.count('/check_contact_info_status')).toBe(1);
    expect(result.current.state.display?.phone).toBe(true);
    expect(result.current.state.display?.fullName).toBe(false);
    act(() => result.current.actions.skip());
    await waitFor(() => expect(result.current.state.isSubmitting).toBe(false));
    expect(result.current.state.errorCode).not.toBeNull();
    expect(result.current.state.step).toBe('form');
    act(() => result.current.actions.submit({ phone: 'abc' }));
    expect(result.current.state.fieldErrors.phone).toBeDefined();
    act(() => result.current.actions.submit({ phone: '650-555-0143' }));
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    expect(h.count('/record_contact_info_status')).toBe(2);
    expect(h.bodyOf('/users/me')).toMatchObject({ mobileNumber: '650-555-0143' });
  });

  it('phone required by configuration: no skip button (post-auth rules reused)', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'vera.unverified@example.com', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const { result } = renderHook(() => useVerifiedUserUpdate({ client: h.client, config: { isPhoneRequired: true } }));
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('form'));
    expect(result.current.state.display?.skipButton).toBe(false);
    act(() => result.current.actions.skip());
    expect(h.count('/record_contact_info_status')).toBe(0);
  });
});
