// The MFA settings hook (issue 20: mfa-manager) against the playground: two-step verification on or off
// behind a step-up, the channels a second factor can use, the authenticator app's read-only status.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mfaDataOf, useMfaManager } from '../../../headless/flows/account';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness } from '../flow-harness';

describe('mfaDataOf', () => {
  it('lists verified contacts and the authenticator app; unverified ones are not channels', () => {
    expect(
      mfaDataOf({
        securityPref: [
          { key: 'MFA_OPT_IN_STATUS', value: 'ENABLED' },
          { key: 'TOTP_STATUS', value: 'ENABLED' },
        ],
        phone: [{ phoneNumber: '+16505550100', status: 'CONFIRMED', primary: true }],
        email: { address: 'new@example.com', status: 'UNCONFIRMED' },
      }),
    ).toEqual({
      isEnabled: true,
      hasAuthenticatorApp: true,
      channels: [
        { type: 'SMS', destination: '+16505550100' },
        { type: 'VOICE', destination: '+16505550100' },
        { type: 'TOTP', destination: null },
      ],
    });
  });
});

describe('useMfaManager', () => {
  it('alex: off with an email channel; turning it on asks for a step-up, then (no check) turns it on', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const guarded = renderHook(() => useMfaManager({ client: h.client }));
    await waitFor(() => expect(guarded.result.current.state.step).toBe('view'));
    expect(guarded.result.current.state.data).toEqual({
      isEnabled: false,
      hasAuthenticatorApp: false,
      channels: [{ type: 'EMAIL', destination: 'alex@example.com' }],
    });
    act(() => guarded.result.current.actions.edit());
    act(() => guarded.result.current.actions.save({ enabled: true }));
    await waitFor(() => expect(guarded.result.current.state.status).toBe('stepUp'));
    expect(h.count('/security_prefs', 'PUT')).toBe(0);
    guarded.unmount();
    const { result } = renderHook(() => useMfaManager({ client: h.client, stepUpAal: null }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ enabled: true }));
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.bodyOf('/me/security_prefs')).toEqual({
      securityPref: [{ key: 'MFA_OPT_IN_STATUS', value: 'ENABLED' }],
    });
    expect(result.current.state.data?.isEnabled).toBe(true);
  });

  it('the authenticator app status is read-only for callers', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const refused = await h.client.updateMySecurityPrefs({
      securityPref: [{ key: 'TOTP_STATUS', value: 'ENABLED' }],
    });
    expect(refused.ok).toBe(false);
  });
});
