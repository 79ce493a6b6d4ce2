// The MFA actions that used to need host handlers, against the playground's challenge fixtures: the
// security question (quinn.sqa), phone collection (pia.phone) and TOTP enrolment (alex, signed in).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMfa } from '../../headless/flows/mfa/useMfa';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { FIXTURE_PASSWORD, FIXTURE_SECURITY_QUESTION, totpCode } from '../../playground';
import { createHarness } from './harness';

function useBoth() {
  return { signIn: useSignIn(), mfa: useMfa() };
}

describe('useMfa actions without host handlers', () => {
  it('security question: the server question; a wrong answer maps to INCORRECT_SECURITY_ANSWER; the right one signs in', async () => {
    const harness = createHarness();
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'quinn.sqa', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.selected).toBe('SQA'));
    expect(result.current.mfa.state.securityQuestion).toBe(FIXTURE_SECURITY_QUESTION.question);

    act(() => result.current.mfa.actions.answerSecurityQuestion('   '));
    expect(harness.count('/verify_sign_in_confirmation_v2')).toBe(0);
    act(() => result.current.mfa.actions.answerSecurityQuestion('Rex'));
    expect(result.current.mfa.state.isSubmitting).toBe(true);
    await waitFor(() => expect(result.current.mfa.state.errorCode).toBe('INCORRECT_SECURITY_ANSWER'));
    expect(result.current.signIn.state.step).toBe('challenge');

    act(() => result.current.mfa.actions.answerSecurityQuestion(FIXTURE_SECURITY_QUESTION.answer));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    expect(result.current.mfa.state.completed).toContain('SQA');
    // The answer is never in analytics.
    expect(JSON.stringify(harness.events)).not.toContain(FIXTURE_SECURITY_QUESTION.answer);
    expect(JSON.stringify(harness.events)).not.toContain('Rex');
  });

  it('phone collection: send a code to a new number, confirm it, the lookup signs in', async () => {
    const harness = createHarness();
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'pia.phone', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.selected).toBe('PHONE_COLLECTION'));
    act(() => result.current.mfa.actions.sendContactCode('SMS', ' +1 650 555 0142 '));
    await waitFor(() => expect(result.current.mfa.state.contactSendStatus).toBe('STOPPED'));
    expect(result.current.mfa.state.contactErrorCode).toBeNull();
    const code = harness.playground.lastCode('+16505550142') ?? '';
    act(() => result.current.mfa.actions.confirmContactCode('SMS', `${code.slice(0, 3)} ${code.slice(3)}`));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    expect(harness.count('/evaluate_auth')).toBeGreaterThan(0);
  });

  it('TOTP enrolment: start shows the secret and URI, a wrong code fails, the first right code activates', async () => {
    const harness = createHarness();
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    act(() => result.current.mfa.actions.startTotpEnrolment('Acme'));
    await waitFor(() => expect(result.current.mfa.state.totpEnrolment).not.toBeNull());
    const provisioning = result.current.mfa.state.totpEnrolment?.provisioning;
    expect(provisioning?.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(provisioning?.uri).toContain(`secret=${provisioning?.secret ?? ''}`);
    expect(JSON.stringify(harness.events)).not.toContain(provisioning?.secret ?? 'x');

    act(() => result.current.mfa.actions.verifyTotpEnrolment('000000'));
    await waitFor(() => expect(result.current.mfa.state.totpEnrolmentErrorCode).toBe('INVALID_TOTP_CODE'));
    const code = await totpCode(provisioning?.secret ?? '', harness.playground.now());
    act(() => result.current.mfa.actions.verifyTotpEnrolment(`${code.slice(0, 3)} ${code.slice(3)}`));
    await waitFor(() => expect(result.current.mfa.state.totpEnrolment?.activated).toBe(true));
    expect(harness.playground.users.find((user) => user.userId === 'alex.rivera')?.requiredFactor).toBe(
      'totp',
    );
  });

  it('out-of-wallet as the only challenge (olive.oow): the questions load on their own; right answers sign in', async () => {
    const harness = createHarness();
    const { result } = renderHook(useBoth, { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.signIn({ username: 'olive.oow', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.mfa.state.oowQuestions).toHaveLength(2));
    expect(harness.count('/generate_oow_challenges')).toBe(1);
    const answers = result.current.mfa.state.oowQuestions.map((question) => ({
      questionId: question.id,
      choiceId:
        question.choices.find((choice) => ['Elm Street', 'Playground Savings'].includes(choice.text))?.id ??
        '',
    }));
    act(() => result.current.mfa.actions.submitOowAnswers(answers));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
  });
});
