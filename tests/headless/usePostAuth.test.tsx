// usePostAuth against the playground: best-account check runs, a UI step waits for finishStep.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePostAuth } from '../../headless/flows/post-auth/usePostAuth';
import { useMfa } from '../../headless/flows/mfa/useMfa';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { FIXTURE_PASSWORD } from '../../playground';
import { createHarness } from './harness';

describe('usePostAuth', () => {
  it('runs the best-account check, then holds on the passkey prompt until the UI finishes it', async () => {
    const harness = createHarness({ enablePostAuthBestAccountCheck: true, enableFIDO2Registration: true });
    const { result } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    expect(result.current.postAuth.state.step).toBe('notStarted');
    act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.postAuth.state.step).toBe('webAuthnRegistration'));
    expect(harness.count('/select_account')).toBe(1);
    expect(result.current.signIn.state.step).toBe('postAuth');
    act(() => result.current.postAuth.actions.finishStep('webAuthnRegistration'));
    expect(result.current.postAuth.state.step).toBe('complete');
    expect(result.current.signIn.state.step).toBe('signedIn');
  });

  it('credential write access: a 200 CHALLENGE answer grants nothing and steps up to the challenge', async () => {
    const harness = createHarness();
    const { result } = renderHook(() => ({ signIn: useSignIn(), mfa: useMfa(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    act(() => result.current.postAuth.actions.requestCredentialWriteAccess());
    expect(result.current.postAuth.state.hasCredentialWriteAccess).toBe(false);
    await waitFor(() => expect(harness.count('/upgrade_aal')).toBe(1));
    // The playground answers 200 with an email CHALLENGE for alex (signed in at level 20, the target is 25).
    await waitFor(() => expect(result.current.mfa.state.step).toBe('challenge'));
    expect(result.current.mfa.state.selected).toBe('EMAIL_OTP');
    expect(result.current.postAuth.state.hasCredentialWriteAccess).toBe(false);
  });

  it.each([
    ['vera (phone needed) is asked for a phone', 'vera.unverified', 'verifiedUserUpdate', true],
    ['alex (nothing missing) goes straight through', 'alex.rivera', 'complete', false],
  ] as const)('verified-user update: %s', async (_label, username, step, phone) => {
    const harness = createHarness({ enableVerifiedUserUpdate: true });
    const { result } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    act(() => result.current.signIn.actions.signIn({ username, password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.postAuth.state.step).toBe(step));
    expect(result.current.postAuth.state.vuuDisplayElements?.phone).toBe(phone);
  });

  it('verified-user update asking the full name saves it (update user) and records the contact info', async () => {
    const harness = createHarness({ enableVerifiedUserUpdate: true });
    const stored = harness.playground.service.store.users.get('alex.rivera');
    if (stored === undefined) {
      throw new Error('fixture alex.rivera missing');
    }
    stored.fullName = null;
    stored.verifiedUserUpdate = { phone: false, email: false, fullName: true };
    const { result } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.postAuth.state.step).toBe('verifiedUserUpdate'));
    expect(result.current.postAuth.state.vuuDisplayElements).toMatchObject({ fullName: true, phone: false });
    act(() =>
      result.current.postAuth.actions.saveVerifiedUserUpdate({ givenName: ' Alex ', surName: 'Rivera' }),
    );
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    expect(stored.fullName).toEqual({ givenName: 'Alex', surName: 'Rivera' });
    expect(stored.verifiedUserUpdate).toBeNull();
    expect(harness.count('/record_contact_info_status')).toBe(1);
  });

  it('a failed save stays on the step with the error', async () => {
    const harness = createHarness({ enableVerifiedUserUpdate: true });
    const { result } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    act(() =>
      result.current.signIn.actions.signIn({ username: 'vera.unverified', password: FIXTURE_PASSWORD }),
    );
    await waitFor(() => expect(result.current.postAuth.state.step).toBe('verifiedUserUpdate'));
    act(() => result.current.postAuth.actions.saveVerifiedUserUpdate({ phone: 'not a phone' }));
    const puts = (): number =>
      harness.sent.filter((r) => r.method === 'PUT' && r.path.endsWith('/users/me')).length;
    await waitFor(() => expect(puts()).toBe(1));
    await waitFor(() => expect(result.current.postAuth.state.step).toBe('verifiedUserUpdate'));
    expect(harness.count('/record_contact_info_status')).toBe(0);
  });
});
