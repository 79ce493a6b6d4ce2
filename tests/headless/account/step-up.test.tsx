// The account step-up (issue 20 §1): a password change refused below level 25 resumes after the sign-in
// flow's MFA screens answer the step-up (evaluate auth at 25 -> EMAIL_OTP for alex), with nothing retyped.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePasswordManager } from '../../../headless/flows/account';
import { useAccountStepUp } from '../../../headless/flows/account/step-up/useAccountStepUp';
import { useMfa } from '../../../headless/flows/mfa';
import { IdentityProvider } from '../../../headless/provider';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness } from '../flow-harness';

describe('useAccountStepUp', () => {
  it('alex: password change -> step-up (email code through useMfa) -> the same change is sent, sign-in works with it', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
      <IdentityProvider client={h.client} config={{}}>
        {children}
      </IdentityProvider>
    );
    const { result } = renderHook(
      () => {
        const password = usePasswordManager({ client: h.client });
        const stepUp = useAccountStepUp({ onDone: password.actions.resume });
        return { password, stepUp, mfa: useMfa() };
      },
      { wrapper },
    );
    act(() => result.current.password.actions.edit());
    act(() =>
      result.current.password.actions.save({
        currentPassword: FIXTURE_PASSWORD,
        newPassword: 'Stepped-Up-42',
        confirmPassword: 'Stepped-Up-42',
      }),
    );
    await waitFor(() => expect(result.current.password.state.status).toBe('stepUp'));
    act(() => result.current.stepUp.actions.start());
    await waitFor(() => expect(result.current.stepUp.state.phase).toBe('challenge'));
    if (result.current.stepUp.state.challengeStep === 'challengePicker') {
      act(() => result.current.mfa.actions.selectChallenge('EMAIL_OTP'));
    }
    await waitFor(() => expect(result.current.stepUp.state.challengeStep).toBe('challenge'));
    // The one-time code screen sends the code when it shows; here the test is the screen.
    act(() => result.current.mfa.actions.sendCode());
    await waitFor(() => expect(h.playground.lastCode('alex@example.com')).not.toBeNull());
    const code = h.playground.lastCode('alex@example.com') ?? '';
    act(() => result.current.mfa.actions.verifyCode(code));
    await waitFor(() => expect(result.current.stepUp.state.phase).toBe('done'));
    await waitFor(() => expect(result.current.password.state.saved).toBe(1));
    expect(h.bodyOf('/users/me')).toMatchObject({ newPassword: 'Stepped-Up-42' });
    await h.client.signOut();
    expect((await h.client.signIn({ username: 'alex.rivera', password: 'Stepped-Up-42' })).ok).toBe(true);
  });
});
