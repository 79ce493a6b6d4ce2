// The account sections' hooks (issue 20) against the playground: full name, phone and email verified by
// code, password change behind a step-up, the overview's widget list; stale answers and one request per intent.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  useAccessHistory,
  useAccountOverview,
  useEmailManager,
  useFullNameManager,
  usePasswordManager,
  usePhoneManager,
} from '../../../headless/flows/account';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness, type FlowHarness } from '../flow-harness';

async function signedIn(username = 'alex.rivera'): Promise<FlowHarness> {
  const h = createFlowHarness();
  expect((await h.client.signIn({ username, password: FIXTURE_PASSWORD })).ok).toBe(true);
  return h;
}

describe('useAccountOverview', () => {
  it('loads the summary and lists the sections of the widget list in its order', async () => {
    const h = await signedIn();
    const { result } = renderHook(() =>
      useAccountOverview({ client: h.client, widgets: ['password', 'phone', 'userid', 'mfa', 'fullname'] }),
    );
    expect(result.current.state.step).toBe('loading');
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data).toMatchObject({
      userId: 'alex.rivera',
      email: { value: 'alex@example.com', isVerified: true },
    });
    expect(result.current.state.sections).toEqual([
      'password',
      'phone',
      'userId',
      'mfa',
      'passkeys',
      'governmentId',
      'fullName',
    ]);
    expect(result.current.state.unavailable).toEqual([]);
  });

  it('a signed-out session is a typed error, not a crash', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() => useAccountOverview({ client: h.client }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.errorCode).toBe('INVALID_IAM_TICKET');
    expect(result.current.state.data).toBeNull();
  });
});

describe('useFullNameManager', () => {
  it('loads, refuses an invalid name without a request, saves a valid one (one request per intent)', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useFullNameManager({ client: h.client, onEvent: h.onEvent }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.edit());
    expect(result.current.state.step).toBe('edit');
    act(() => result.current.actions.save({ givenName: '', surName: 'Rivera' }));
    expect(result.current.state.fieldErrors).toEqual({ givenName: 'required' });
    expect(h.count('/users/me', 'PUT')).toBe(0);
    act(() => {
      result.current.actions.save({ givenName: 'Alexandra', surName: 'Rivera' });
      result.current.actions.save({ givenName: 'Alexandra', surName: 'Rivera' });
    });
    expect(result.current.state.status).toBe('pending');
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(h.count('/users/me', 'PUT')).toBe(1);
    expect(result.current.state.saved).toBe(1);
    expect(result.current.state.data).toMatchObject({ givenName: 'Alexandra', surName: 'Rivera' });
    expect(h.events).toContainEqual(
      expect.objectContaining({ type: 'request', operation: 'account.fullName.save', outcome: 'success' }),
    );
  });

  it('cancel while saving aborts: the late answer never lands', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useFullNameManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ givenName: 'Late', surName: 'Answer' }));
    act(() => result.current.actions.cancel());
    expect(result.current.state).toMatchObject({ step: 'view', status: 'idle', saved: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.state.saved).toBe(0);
    expect(result.current.state.data?.givenName).not.toBe('Late');
  });
});

describe('usePhoneManager', () => {
  it('adds a phone, sends an SMS code to it and verifies it (a wrong code is a typed error)', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => usePhoneManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ phoneNumber: '12' }));
    expect(result.current.state.fieldErrors['phoneNumber']).toBeDefined();
    act(() => result.current.actions.save({ phoneNumber: '(650) 555-0142' }));
    await waitFor(() => expect(result.current.state.isCodeSent).toBe(true));
    expect(result.current.state).toMatchObject({ step: 'code', target: '+16505550142' });
    // Adding a first number needs no step-up: no ticket check was made.
    expect(h.count('/verify_ticket')).toBe(0);
    act(() => result.current.actions.verifyCode('000000'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.errorCode).toBe('INVALID_CONFIRMATION_ID');
    const code = h.playground.lastCode('+16505550142');
    expect(code).not.toBeNull();
    act(() => result.current.actions.verifyCode(`${code?.slice(0, 3)} ${code?.slice(3)}`));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data).toMatchObject({ value: '+16505550142', isVerified: true });
    expect(result.current.state.saved).toBe(1);
    // The code never reaches state, events or errors.
    expect(JSON.stringify(result.current.state)).not.toContain(code ?? 'x');
  });

  it('replacing a verified number asks for a step-up first and writes nothing', async () => {
    const h = await signedIn();
    const first = renderHook(() => usePhoneManager({ client: h.client }));
    await waitFor(() => expect(first.result.current.state.step).toBe('view'));
    act(() => first.result.current.actions.edit());
    act(() => first.result.current.actions.save({ phoneNumber: '650 555 0142' }));
    await waitFor(() => expect(first.result.current.state.isCodeSent).toBe(true));
    act(() => first.result.current.actions.verifyCode(h.playground.lastCode('+16505550142') ?? ''));
    await waitFor(() => expect(first.result.current.state.data?.isVerified).toBe(true));
    first.unmount();
    const { result } = renderHook(() => usePhoneManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.data?.isVerified).toBe(true));
    act(() => result.current.actions.edit());
    const puts = h.count('/users/me', 'PUT');
    act(() => result.current.actions.save({ phoneNumber: '650 555 0143' }));
    await waitFor(() => expect(result.current.state.status).toBe('stepUp'));
    expect(result.current.state).toMatchObject({ isStepUpRequired: true, errorCode: null, step: 'edit' });
    expect(h.count('/users/me', 'PUT')).toBe(puts);
    // While the step-up is open, another save sends nothing.
    act(() => result.current.actions.save({ phoneNumber: '650 555 0143' }));
    expect(h.count('/verify_ticket')).toBe(1);
  });
});

describe('useEmailManager', () => {
  it('a new address is saved unconfirmed, then verified with the email code (no ticket check when stepUpAal is null)', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useEmailManager({ client: h.client, stepUpAal: null }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ email: 'not-an-email' }));
    expect(result.current.state.fieldErrors['email']).toBeDefined();
    act(() => result.current.actions.save({ email: 'alex.new@example.com' }));
    await waitFor(() => expect(result.current.state.isCodeSent).toBe(true));
    expect(result.current.state.data).toMatchObject({ value: 'alex.new@example.com', isVerified: false });
    act(() => result.current.actions.verifyCode(h.playground.lastCode('alex.new@example.com') ?? ''));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data).toMatchObject({ value: 'alex.new@example.com', isVerified: true });
    expect(h.count('/verify_ticket')).toBe(0);
  });

  it('the email-validity service checks the new address first: a disposable one is refused and nothing is written', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useEmailManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ email: 'alex@mailinator.com' }));
    await waitFor(() => expect(result.current.state.errorCode).toBe('INVALID_EMAIL'));
    expect(result.current.state.step).toBe('edit');
    expect(h.bodyOf('/emails/validate')).toEqual({ address: 'alex@mailinator.com' });
    expect(h.count('/verify_ticket')).toBe(0);
    expect(h.count('/users/me', 'PUT')).toBe(0);
    act(() => result.current.actions.save({ email: ' alex.new@example.com ' }));
    await waitFor(() => expect(result.current.state.status).toBe('stepUp'));
    expect(h.bodyOf('/emails/validate')).toEqual({ address: 'alex.new@example.com' });
    expect(h.count('/emails/validate')).toBe(2);
  });
});

describe('usePasswordManager', () => {
  it('checks the rules locally, asks for a step-up at level 25, and resumes the same intent afterwards', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => usePasswordManager({ client: h.client }));
    expect(result.current.state.step).toBe('view');
    act(() => result.current.actions.edit());
    act(() =>
      result.current.actions.save({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' }),
    );
    expect(Object.keys(result.current.state.fieldErrors).sort()).toEqual(['currentPassword', 'newPassword']);
    expect(h.sent).toHaveLength(1);
    act(() =>
      result.current.actions.save({
        currentPassword: FIXTURE_PASSWORD,
        newPassword: 'Brand-New-99',
        confirmPassword: 'Brand-New-99',
      }),
    );
    await waitFor(() => expect(result.current.state.status).toBe('stepUp'));
    expect(h.count('/users/me', 'PUT')).toBe(0);
    // The step-up: a second factor for this session (as the MFA screens would do it).
    const sent = await h.client.sendSignInConfirmation({ channelType: 'EMAIL' });
    expect(sent.ok).toBe(true);
    const verified = await h.client.verifySignInConfirmation({
      channelType: 'EMAIL',
      confirmationId: sent.ok ? (sent.data.confirmationId ?? '') : '',
      challengeToken: [{ type: 'EMAIL_OTP', value: h.playground.lastCode('alex@example.com') ?? '' }],
    });
    expect(verified.ok).toBe(true);
    act(() => result.current.actions.resume());
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.bodyOf('/users/me')).toMatchObject({ newPassword: 'Brand-New-99' });
    expect(JSON.stringify(result.current.state)).not.toContain('Brand-New-99');
    expect(JSON.stringify(h.events)).not.toContain('Brand-New-99');
    await h.client.signOut();
    expect((await h.client.signIn({ username: 'alex.rivera', password: 'Brand-New-99' })).ok).toBe(true);
  });

  it('signs out everywhere else only when asked (DELETE device_access after the change)', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => usePasswordManager({ client: h.client, stepUpAal: null }));
    act(() => result.current.actions.edit());
    act(() =>
      result.current.actions.save({
        currentPassword: FIXTURE_PASSWORD,
        newPassword: 'Brand-New-99',
        confirmPassword: 'Brand-New-99',
      }),
    );
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(result.current.state.data).toEqual({ signedOutElsewhere: false, signOutFailed: false });
    expect(h.count('/users/me/device_access', 'DELETE')).toBe(0);
    act(() => result.current.actions.edit());
    act(() =>
      result.current.actions.save({
        currentPassword: 'Brand-New-99',
        newPassword: 'Brand-New-100',
        confirmPassword: 'Brand-New-100',
        signOutElsewhere: true,
      }),
    );
    await waitFor(() => expect(result.current.state.saved).toBe(2));
    expect(result.current.state.data).toEqual({ signedOutElsewhere: true, signOutFailed: false });
    expect(h.count('/users/me/device_access', 'DELETE')).toBe(1);
  });
});

describe('useAccessHistory', () => {
  it('lists the sign-ins the service reports, newest first, with the limit asked for', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useAccessHistory({ client: h.client, limit: 5 }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data?.events[0]).toMatchObject({
      type: 'SIGN_IN',
      device: 'Playground browser',
    });
    expect(h.sent.find((r) => r.path.endsWith('/me/access_events'))).toBeDefined();
  });
});
