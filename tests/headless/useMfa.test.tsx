// MFA hooks against the playground: SMS code (pasted with a space), resend cooldown, TOTP.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '../../rules/constants';
import { useMfa } from '../../headless/flows/mfa/useMfa';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { FIXTURE_PASSWORD, FIXTURE_TOTP_SECRET, totpCode } from '../../playground';
import { offerChallenges } from '../../stories/mfa/challenge-offers';
import { createHarness } from './harness';

function useBoth() {
  return { signIn: useSignIn(), mfa: useMfa() };
}

describe('useMfa against the playground', () => {
  it('SMS: pick the channel, the code is sent once, a pasted "123 456" verifies, then signed in', async () => {
    let clock = 1_000_000;
    const harness = createHarness({}, { now: () => clock });
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'sam.sms', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.step).toBe('challengePicker'));
    expect(result.current.mfa.state.challenges).toEqual(['SMS_OTP', 'VOICE_OTP']);
    expect(result.current.mfa.state.maskedPhone).toBe('***-***-0100');

    act(() => result.current.mfa.actions.selectChallenge('SMS_OTP'));
    await waitFor(() => expect(result.current.mfa.state.isCodeSent).toBe(true));
    expect(harness.count('/send_sign_in_confirmation')).toBe(1);
    expect(result.current.mfa.resendSecondsLeft()).toBe(RESEND_COOLDOWN_SECONDS);

    // Inside the cooldown a resend sends nothing; after it, one more code goes out.
    clock += 1000;
    act(() => result.current.mfa.actions.sendCode());
    expect(harness.count('/send_sign_in_confirmation')).toBe(1);
    clock += RESEND_COOLDOWN_SECONDS * 1000;
    expect(result.current.mfa.resendSecondsLeft()).toBe(0);
    act(() => result.current.mfa.actions.sendCode());
    await waitFor(() => expect(result.current.mfa.state.sendStatus).toBe('STOPPED'));
    expect(harness.count('/send_sign_in_confirmation')).toBe(2);

    const code = harness.playground.lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const pasted = `${code?.slice(0, 3) ?? ''} ${code?.slice(3) ?? ''}`;
    act(() => result.current.mfa.actions.verifyCode(pasted));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    expect(harness.events).toContainEqual({ type: 'achieved_level', level: 25 });
  });

  it('a wrong code reports a code and stays on the challenge', async () => {
    const harness = createHarness();
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'sam.sms', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.step).toBe('challengePicker'));
    act(() => result.current.mfa.actions.selectChallenge('SMS_OTP'));
    await waitFor(() => expect(result.current.mfa.state.isCodeSent).toBe(true));
    act(() => result.current.mfa.actions.verifyCode('000000'));
    await waitFor(() => expect(result.current.mfa.state.verifyStatus).toBe('STOPPED'));
    expect(result.current.mfa.state.step).toBe('challenge');
    expect(result.current.mfa.state.errorCode).toMatch(/^[A-Z_]+$/);
  });

  it('TOTP: the only challenge opens directly and a current code signs in', async () => {
    const harness = createHarness();
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'tess.totp', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.step).toBe('challenge'));
    expect(result.current.mfa.state.selected).toBe('TOTP');
    const code = String(await totpCode(FIXTURE_TOTP_SECRET, harness.playground.now()));
    act(() => result.current.mfa.actions.verifyCode(code));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
  });
});

describe('useMfa: a challenge with no other way', () => {
  // Government id (gil.govid's only challenge) and a type the kit has no screen for, offered alone: nothing
  // else to choose, and restart is local.
  it.each([
    { name: 'gil.govid has only GOVID', username: 'gil.govid', challenge: 'GOVID', options: {} },
    {
      name: 'a type the kit has no screen for, offered alone',
      username: 'sam.sms',
      challenge: 'FACE_SCAN_V9',
      options: { wrapClient: offerChallenges(['FACE_SCAN_V9']) },
    },
  ])(
    '$name: no other way to choose; restart goes back to the first sign-in screen, keeps nothing of the attempt and sends nothing',
    async ({ username, challenge, options }) => {
      const harness = createHarness({}, options);
      const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
      const first = result.current.signIn.state.step;
      act(() => result.current.signIn.actions.signIn({ username, password: FIXTURE_PASSWORD }));
      await waitFor(() => expect(result.current.mfa.state.selected).toBe(challenge));
      expect(result.current.mfa.state.challenges).toEqual([challenge]);
      expect(result.current.mfa.state.canChooseAnotherWay).toBe(false);
      const sent = harness.sent.length;

      act(() => result.current.mfa.actions.restart());
      expect(result.current.signIn.state.step).toBe(first);
      expect(result.current.mfa.state.challenges).toEqual([]);
      expect(result.current.mfa.state.selected).toBeNull();
      expect(result.current.mfa.state.govIdUrl).toBeNull();
      // Starting again is local: nothing is sent to the service.
      expect(harness.sent).toHaveLength(sent);
    },
  );

  it('government id beside only a captcha: the captcha is not a way to verify, so there is no other way', async () => {
    const harness = createHarness({}, { wrapClient: offerChallenges(['GOVID', 'CAPTCHA']) });
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'sam.sms', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.challenges).toEqual(['GOVID', 'CAPTCHA']));
    if (result.current.mfa.state.selected !== 'GOVID') {
      act(() => result.current.mfa.actions.selectChallenge('GOVID'));
    }
    await waitFor(() => expect(result.current.mfa.state.selected).toBe('GOVID'));
    expect(result.current.mfa.state.canChooseAnotherWay).toBe(false);
  });

  it('sam.sms is offered SMS and voice: another way can be chosen', async () => {
    const harness = createHarness();
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'sam.sms', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.step).toBe('challengePicker'));
    expect(result.current.mfa.state.canChooseAnotherWay).toBe(true);
  });

  it('a type the kit has no screen for, offered beside SMS: another way can be chosen', async () => {
    const harness = createHarness({}, { wrapClient: offerChallenges(['FACE_SCAN_V9', 'SMS_OTP']) });
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'sam.sms', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.step).toBe('challengePicker'));
    expect(result.current.mfa.state.challenges).toEqual(['FACE_SCAN_V9', 'SMS_OTP']);
    expect(result.current.mfa.state.canChooseAnotherWay).toBe(true);
  });
});
