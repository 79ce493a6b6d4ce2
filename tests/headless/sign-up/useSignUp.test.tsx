// useSignUp against the in-memory playground through the real identity client (issue 6 §2).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignUp } from '../../../headless/flows/sign-up/useSignUp';
import { useSignIn } from '../../../headless/flows/sign-in/useSignIn';
import { createHarness } from '../harness';
import { createFlowHarness, eventsFreeOf } from '../flow-harness';
import { PLAYGROUND_SPEC_OFFERING_ID } from '../../../playground';

const NEW_PASSWORD = 'Canary-Secret-42!';

describe('useSignUp against the playground', () => {
  it('password-signup: no verify-auth call, email confirmed with the outbox code, then sign-in works', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() =>
      useSignUp({ client: h.client, config: { flow: 'password-signup' }, onEvent: h.onEvent }),
    );
    expect(result.current.state.showPasswordField).toBe(true);
    expect(result.current.state.isPhoneRequired).toBe(false);
    act(() => result.current.actions.submit({ email: 'new.person@example.com', password: NEW_PASSWORD }));
    expect(result.current.state.isSubmitting).toBe(true);
    // One request per user intent: a second submit while pending sends nothing.
    act(() => result.current.actions.submit({ email: 'new.person@example.com', password: NEW_PASSWORD }));
    await waitFor(() => expect(result.current.state.step).toBe('emailCode'));
    await waitFor(() => expect(result.current.state.codeSent).toBe(true));
    expect(h.count('/users/sign_up')).toBe(1);
    expect(h.count('/v2/verify_auth')).toBe(0);
    expect(h.count('/verify_auth')).toBe(0);
    expect(result.current.state.emailCodeLength).toBe(6);
    const code = h.playground.lastCode('new.person@example.com');
    expect(code).toMatch(/^\d{6}$/);
    act(() => result.current.actions.submitEmailCode(code ?? ''));
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    expect(result.current.state.emailVerified).toBe(true);
    const confirm = h.bodyOf('/v2/users/confirmations');
    expect(confirm).toMatchObject({ tokenType: 'EMAIL_OTP' });
    expect(
      h.sent.some(
        (r) =>
          r.path.endsWith('/v2/users/confirmations') &&
          r.method === 'POST' &&
          r.body.includes('"confirmType":"CODE"'),
      ),
    ).toBe(true);
    expect(eventsFreeOf(h.events, [NEW_PASSWORD, code ?? 'x'])).toBe(true);

    // The new account signs in with its password (same playground).
    const signedIn = await h.client.signIn({ username: 'new.person@example.com', password: NEW_PASSWORD });
    expect(signedIn.ok).toBe(true);
  });

  it('PIN flow end to end: the 4-digit PIN is the password, SMS code from the outbox, then sign-in with the PIN', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() =>
      useSignUp({ client: h.client, config: { flow: 'pin' }, onEvent: h.onEvent }),
    );
    expect(result.current.state.showPin).toBe(true);
    act(() =>
      result.current.actions.submit({ email: 'pin.person@example.com', phone: '650-555-0142', pin: '48a7' }),
    );
    expect(result.current.state.fieldErrors.pin).toBe('pattern');
    expect(h.sent).toHaveLength(0);
    act(() =>
      result.current.actions.submit({ email: 'pin.person@example.com', phone: '650-555-0142', pin: '4827' }),
    );
    await waitFor(() => expect(result.current.state.step).toBe('phoneCode'));
    expect(result.current.state.errorCode).toBeNull();
    expect(h.bodyOf('/users/sign_up')).toMatchObject({ user: { password: '4827' } });
    await waitFor(() => expect(result.current.state.codeSent).toBe(true));
    const sms = h.playground.outbox.find((m) => m.channel === 'SMS');
    act(() => result.current.actions.submitPhoneCode(sms?.code ?? ''));
    await waitFor(() => expect(result.current.state.phoneVerified).toBe(true));
    expect(eventsFreeOf(h.events, ['4827'])).toBe(true);
    const signedIn = await h.client.signIn({ username: 'pin.person@example.com', password: '4827' });
    expect(signedIn.ok).toBe(true);
  });

  it('ecosystem: phone required, verify-auth with email + namespace policies, SMS code from the outbox', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() => useSignUp({ client: h.client, onEvent: h.onEvent }));
    expect(result.current.state.showPasswordField).toBe(false);
    expect(result.current.state.generateUsername).toBe(true);
    act(() => result.current.actions.submit({ email: 'eco.person@example.com' }));
    expect(result.current.state.fieldErrors.phone).toBe('required');
    expect(h.sent).toHaveLength(0);
    act(() => result.current.actions.submit({ email: 'eco.person@example.com', phone: '650-555-0142' }));
    await waitFor(() => expect(result.current.state.step).toBe('phoneCode'));
    await waitFor(() => expect(result.current.state.codeSent).toBe(true));
    expect(h.count('/v2/verify_auth')).toBe(1);
    const verify = h.bodyOf('/v2/verify_auth');
    expect(verify?.['flow']).toBe('user-sign-up');
    expect(JSON.stringify(verify?.['policies'])).toContain('ECO.PERSON@EXAMPLE.COM');
    expect(result.current.state.usernameAutogenerated).toBe(true);
    const sms = h.playground.outbox.find((m) => m.channel === 'SMS');
    expect(sms?.code).toMatch(/^\d{6}$/);
    act(() => result.current.actions.submitPhoneCode(sms?.code ?? ''));
    await waitFor(() => expect(result.current.state.step).toBe('emailCode'));
    expect(result.current.state.phoneVerified).toBe(true);
    expect(h.bodyOf('/confirmations')).toBeTruthy();
    expect(eventsFreeOf(h.events, [sms?.code ?? 'x'])).toBe(true);
  });

  it('off: ecosystem with an email in use: the collision interrupter lists the masked account', async () => {
    const h = createFlowHarness({ offeringId: PLAYGROUND_SPEC_OFFERING_ID });
    const { result } = renderHook(() =>
      useSignUp({
        client: h.client,
        config: { enableAccountCollisionInterrupter: true, userEnumeration: 'off' },
      }),
    );
    act(() => result.current.actions.submit({ email: 'alex@example.com', phone: '650-555-0142' }));
    await waitFor(() => expect(result.current.state.step).toBe('accountCollision'));
    expect(h.count('/users/sign_up')).toBe(0);
    expect(h.count('/select_account')).toBe(1);
    expect(result.current.state.collisionAccounts[0]?.maskedEmail).not.toContain('alex@');
    act(() => result.current.actions.useDifferentEmail());
    expect(result.current.state.step).toBe('form');
    expect(result.current.state.email).toBe('');
  });

  it('off: password-signup duplicate without interrupter: DUPLICATE_USER code', async () => {
    const h = createFlowHarness({ offeringId: PLAYGROUND_SPEC_OFFERING_ID });
    const { result } = renderHook(() =>
      useSignUp({ client: h.client, config: { flow: 'password-signup', userEnumeration: 'off' } }),
    );
    act(() => result.current.actions.submit({ email: 'alex@example.com', password: NEW_PASSWORD }));
    await waitFor(() => expect(result.current.state.errorCode).toBe('DUPLICATE_USER'));
    expect(result.current.state.step).toBe('form');
  });

  it('sign-up at level 15 sends no user object', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() =>
      useSignUp({ client: h.client, config: { flow: 'password-signup', targetAal: 15 } }),
    );
    act(() => result.current.actions.submit({ email: 'fifteen@example.com', password: NEW_PASSWORD }));
    await waitFor(() => expect(result.current.state.step).toBe('done'));
    const body = h.bodyOf('/users/sign_up');
    expect(body).not.toHaveProperty('user');
    expect(body?.['targetAAL']).toBe(15);
    expect(JSON.stringify(h.sent)).not.toContain(NEW_PASSWORD);
  });

  it('consent objects carry dates (end date from the seed 001 §9 rule)', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() =>
      useSignUp({
        client: h.client,
        config: {
          flow: 'password-signup',
          confirmEmail: false,
          consent: { consentType: 'TERMS', contextField: { fieldName: 'offering', fieldValue: 'x' } },
        },
        now: () => Date.UTC(2017, 0, 10),
      }),
    );
    act(() => result.current.actions.submit({ email: 'consent.person@example.com', password: NEW_PASSWORD }));
    await waitFor(() => expect(result.current.state.isSubmitting).toBe(false));
    expect(result.current.state.errorCode).toBeNull();
    expect(result.current.state.step).toBe('done');
    const consents = h.bodyOf('/users/sign_up')?.['consents'] as Record<string, unknown>[];
    expect(consents[0]?.['consentType']).toBe('TERMS');
    expect(typeof consents[0]?.['endDate']).toBe('string');
    expect(consents[0]?.['contextField']).toEqual([{ fieldName: 'offering', fieldValue: 'x' }]);
  });

  it('a stale sign-up result is dropped after back()', async () => {
    const h = createFlowHarness({ latencyMs: 30 });
    const { result } = renderHook(() => useSignUp({ client: h.client, config: { flow: 'password-signup' } }));
    act(() => result.current.actions.submit({ email: 'late@example.com', password: NEW_PASSWORD }));
    act(() => result.current.actions.back());
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(result.current.state.step).toBe('form');
    expect(result.current.state.userId).toBeNull();
  });
});

describe('useSignIn still works next to useSignUp (separate stores)', () => {
  it('sign-in store is untouched', () => {
    const harness = createHarness();
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    expect(result.current.state.step).toBe('password');
  });
});
