// useRecovery against the in-memory playground (seed 001 §4 order; issue 6 §2).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecovery } from '../../../headless/flows/recovery/useRecovery';
import { FIXTURE_PASSWORD, PLAYGROUND_SPEC_OFFERING_ID } from '../../../playground';
import { createFlowHarness, eventsFreeOf } from '../flow-harness';

const NEW_PASSWORD = 'Fresh-Canary-93!';

async function toNewPassword(
  h: ReturnType<typeof createFlowHarness>,
  mode: 'password' | 'userId' = 'password',
) {
  const hook = renderHook(() => useRecovery({ client: h.client, config: { mode }, onEvent: h.onEvent }));
  const { result } = hook;
  act(() => result.current.actions.submitIdentifier('alex@example.com'));
  await waitFor(() => expect(result.current.state.step).toBe('challenges'));
  expect(result.current.state.asksLastName).toBe(true);
  act(() => result.current.actions.submitAnswers({ lastName: 'Wrongname' }));
  await waitFor(() => expect(result.current.state.errorCode).toBe('IDP_USER_DENIED'));
  act(() => result.current.actions.submitAnswers({ lastName: 'Rivera' }));
  await waitFor(() => expect(result.current.state.step).toBe('options'));
  expect(result.current.state.options).toContain('EMAIL_OTP');
  act(() => result.current.actions.selectOption('EMAIL_OTP'));
  await waitFor(() => expect(result.current.state.codeSent).toBe(true));
  const code = h.playground.lastCode('alex@example.com') ?? '';
  expect(code).toMatch(/^\d{6}$/);
  act(() => result.current.actions.submitCode(code));
  // A second submit while pending sends nothing.
  act(() => result.current.actions.submitCode(code));
  return { hook, code };
}

describe('useRecovery against the playground', () => {
  it('username -> challenge -> option -> email code -> new password; then sign-in with it', async () => {
    const h = createFlowHarness();
    const { hook, code } = await toNewPassword(h);
    const { result } = hook;
    await waitFor(() => expect(result.current.state.step).toBe('newPassword'));
    expect(h.count('/verify_account_recovery_confirmation')).toBe(1);

    act(() =>
      result.current.actions.submitNewPassword({
        password: FIXTURE_PASSWORD,
        confirmPassword: FIXTURE_PASSWORD,
      }),
    );
    await waitFor(() => expect(result.current.state.errorCode).toBe('PREVIOUSLY_USED_PASSWORD'));
    expect(result.current.state.step).toBe('newPassword');

    act(() =>
      result.current.actions.submitNewPassword({
        password: 'Alex.rivera-Pass-1',
        confirmPassword: 'Alex.rivera-Pass-1',
      }),
    );
    await waitFor(() => expect(result.current.state.errorCode).toBe('USERNAME_IN_PASSWORD'));

    act(() => result.current.actions.submitNewPassword({ password: NEW_PASSWORD, confirmPassword: 'other' }));
    expect(result.current.state.fieldErrors.confirmPassword).toBe('mismatch');

    act(() =>
      result.current.actions.submitNewPassword({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    const reset = h.bodyOf('/iamticketsclient/reset_password');
    expect(reset?.['challengeToken']).toEqual([{ type: 'AR_SESSION', value: expect.any(String) as string }]);
    expect(reset?.['flow']).toBe('account-recovery');

    const signedIn = await h.client.signIn({ username: 'alex.rivera', password: NEW_PASSWORD });
    expect(signedIn.ok).toBe(true);
    const old = await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD });
    expect(old.ok).toBe(false);
    expect(eventsFreeOf(h.events, [NEW_PASSWORD, FIXTURE_PASSWORD, code])).toBe(true);
    expect(JSON.stringify(result.current.state)).not.toContain(
      reset?.['challengeToken'] ? ((reset['challengeToken'] as { value: string }[])[0]?.value ?? 'zz') : 'zz',
    );
  });

  it('a later step whose call crashes ends as that step failing (UNKNOWN_ERROR), the flow goes on', async () => {
    const h = createFlowHarness();
    // The challenge answers are a later step: its row is in the lazy chunk, not among the up-front rows.
    const client: typeof h.client = {
      ...h.client,
      accountRecoveryGetChallenges: () => Promise.reject(new TypeError('crashed in the client')),
    };
    const { result } = renderHook(() => useRecovery({ client, config: { mode: 'password' } }));
    act(() => result.current.actions.submitIdentifier('alex@example.com'));
    await waitFor(() => expect(result.current.state.step).toBe('challenges'));
    act(() => result.current.actions.submitAnswers({ lastName: 'Rivera' }));
    await waitFor(() => expect(result.current.state.errorCode).toBe('UNKNOWN_ERROR'));
    expect(result.current.state.step).toBe('challenges');
    expect(result.current.state.isSubmitting).toBe(false);
  });

  it('forgot user id lists the accounts', async () => {
    const h = createFlowHarness();
    const { hook } = await toNewPassword(h, 'userId');
    await waitFor(() => expect(hook.result.current.state.step).toBe('userIds'));
    expect(hook.result.current.state.accounts[0]?.username).toBe('alex.rivera');
  });

  it('off: an unknown user gets a catalogue code, still on the username step', async () => {
    const h = createFlowHarness({ offeringId: PLAYGROUND_SPEC_OFFERING_ID });
    const { result } = renderHook(() =>
      useRecovery({ client: h.client, config: { userEnumeration: 'off' } }),
    );
    act(() => result.current.actions.submitIdentifier('nobody@example.com'));
    await waitFor(() => expect(result.current.state.errorCode).toBe('USER_NOT_FOUND'));
    expect(result.current.state.step).toBe('username');
  });

  it('a recovery link older than 24 hours is expired', () => {
    const h = createFlowHarness();
    const now = Date.UTC(2026, 0, 2, 12);
    const { result } = renderHook(() => useRecovery({ client: h.client, now: () => now }));
    act(() => result.current.actions.openLink(now - 23 * 3_600_000));
    expect(result.current.state.step).toBe('username');
    act(() => result.current.actions.openLink(now - 24 * 3_600_000));
    expect(result.current.state.step).toBe('linkExpired');
  });

  it('CSR confirm-password-reset sends newPassword to csr/reset_password', async () => {
    const h = createFlowHarness();
    const hook = renderHook(() =>
      useRecovery({ client: h.client, config: { variant: 'csr', hidePasswordResetConfirmField: true } }),
    );
    const { result } = hook;
    act(() => result.current.actions.submitIdentifier('alex@example.com'));
    await waitFor(() => expect(result.current.state.step).toBe('challenges'));
    act(() => result.current.actions.submitAnswers({ lastName: 'Rivera' }));
    await waitFor(() => expect(result.current.state.step).toBe('options'));
    act(() => result.current.actions.selectOption('EMAIL_OTP'));
    await waitFor(() => expect(result.current.state.codeSent).toBe(true));
    act(() => result.current.actions.submitCode(h.playground.lastCode('alex@example.com') ?? ''));
    await waitFor(() => expect(result.current.state.step).toBe('newPassword'));
    expect(result.current.state.showConfirmPasswordField).toBe(false);
    act(() => result.current.actions.submitNewPassword({ password: NEW_PASSWORD }));
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    expect(h.count('/csr/reset_password')).toBe(1);
    expect(h.bodyOf('/csr/reset_password')).toHaveProperty('newPassword');
  });
});
