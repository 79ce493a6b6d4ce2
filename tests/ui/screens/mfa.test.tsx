// MFA screens against the real client and the in-memory playground (issue 5 §3, QUALITY.md a11y 3-6).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { clientSideError } from '../../../headless/advanced';
import { FIXTURE_TOTP_SECRET, totpCode } from '../../../playground';
import { Button, IdentityFlow, TotpScreen, type ButtonProps, type ScreenProps } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import {
  expectInlineErrorOnly,
  FIXTURE_PASSWORD,
  renderFlow,
  SAM_PHONE,
  signInWithPassword,
  stepOf,
} from './harness';
import { expectStepFocus } from './step-focus';

// Whole journeys with axe on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

function spaced(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

describe('SMS one-time code (sam.sms@example.com)', () => {
  it('picker -> SMS -> pasted "123 456" code -> signed in, focus and title on each step', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={{ year: 2026 }} />);
    await signInWithPassword(user, 'sam.sms@example.com');

    const picker = await screen.findByRole('heading', { name: "Choose how to verify it's you" });
    // The lazy step can commit outside act(), so its focus effect may run just after the heading appears.
    await waitFor(() => expect(picker).toHaveFocus());
    expect(document.title).toBe("Choose how to verify it's you");
    expect(stepOf(rig.container)).toBe('challengePicker');
    const group = screen.getByRole('group', { name: 'Where should we send your code?' });
    const sms = within(group).getByRole('radio', { name: 'Text a code to my phone' });
    expect(sms).toHaveAccessibleDescription('To ***-***-0100');
    await expectNoAxeViolations(rig.container);

    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectStepFocus('Enter your verification code', 'Verification code');
    await screen.findByText('We sent a code to ***-***-0100.');
    expect(rig.count('/send_sign_in_confirmation')).toBe(1);

    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code in 0:30.');
    await expectNoAxeViolations(rig.container);

    const code = rig.playground.lastCode(SAM_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    await user.click(input);
    await user.paste(spaced(code ?? ''));
    expect(input).toHaveValue(code);
    // No auto-submit: nothing is verified until the user submits.
    expect(rig.count('/verify_sign_in_confirmation')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const done = await screen.findByRole('heading', { name: "You're signed in" });
    await waitFor(() => expect(done).toHaveFocus());
  }, 30_000);

  it('a wrong code shows an alert, announced again (re-created) on a repeated failure', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />);
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('radio', { name: 'Text a code to my phone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('We sent a code to ***-***-0100.');
    const input = screen.getByLabelText('Verification code');
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("That code isn't right");
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(rig.container);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(alert));
    expect(screen.getByRole('alert').textContent).toBe(alert.textContent);
    expect(stepOf(rig.container)).toBe('challenge');
  }, 30_000);

  it('an outage while verifying shows the alert but does not mark the code as wrong', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: (client) => ({
        ...client,
        verifySignInConfirmation: () =>
          Promise.resolve({
            ok: false as const,
            error: { ...clientSideError('SERVICE_UNAVAILABLE'), status: 503 },
          }),
      }),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('radio', { name: 'Text a code to my phone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('We sent a code to ***-***-0100.');
    const input = screen.getByLabelText('Verification code');
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(rig.container);
  }, 30_000);

  it('an empty or short code shows the error summary (focused, linked) and sends nothing', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />);
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('radio', { name: 'Call me with a code' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText("We're calling ***-***-0100 with a code.");
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // One error next to its field: no summary, the field takes focus (issue 18 §3).
    const code = screen.getByLabelText('Verification code');
    await expectInlineErrorOnly(code, 'Enter the verification code.');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectInlineErrorOnly(code, 'Enter a valid 6-digit verification code.');
    expect(rig.count('/verify_sign_in_confirmation')).toBe(0);
  });

  it('the picker without a choice shows the error summary; "try another way" returns to it', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} />);
    await signInWithPassword(user, 'sam.sms@example.com');
    await screen.findByRole('heading', { name: "Choose how to verify it's you" });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectInlineErrorOnly(
      screen.getAllByRole('radio')[0] as HTMLElement,
      'Choose how you want to verify.',
      screen.getByRole('group', { name: 'Where should we send your code?' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Text a code to my phone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('We sent a code to ***-***-0100.');
    await user.click(screen.getByText("Didn't get a code?"));
    expect(screen.getByText(/Codes can take a minute to arrive/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('heading', { name: "Choose how to verify it's you" })).toHaveFocus();
  });

  it('resend: the countdown (a timer, not live) ends, the resend button sends one new code', async () => {
    let clock = 1_000_000;
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { now: () => clock });
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('radio', { name: 'Text a code to my phone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('We sent a code to ***-***-0100.');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    clock += 31_000;
    const resend = await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 2500 });
    expect(screen.getByRole('status')).toHaveTextContent('You can ask for a new code now.');
    await user.click(resend);
    await waitFor(() => expect(rig.count('/send_sign_in_confirmation')).toBe(2));
    await screen.findByRole('timer');
    // The button is gone (the countdown is back): focus is on the code field, not dropped to the body.
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    await act(async () => {
      await Promise.resolve();
    });
  });
});

describe('TOTP (tess.totp@example.com)', () => {
  it('goes straight to the TOTP screen; a code from the secret signs in', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />);
    await signInWithPassword(user, 'tess.totp@example.com');
    await expectStepFocus('Enter the code from your authenticator app', 'Verification code');
    expect(document.title).toBe('Enter the code from your authenticator app');
    await expectNoAxeViolations(rig.container);
    const code = await totpCode(FIXTURE_TOTP_SECRET, rig.playground.now());
    await user.type(screen.getByLabelText('Verification code'), spaced(code));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: "You're signed in" });
  }, 30_000);

  it('a part override replaces the TOTP screen button (same props as the default)', async () => {
    const user = userEvent.setup();
    const Branded = (props: ButtonProps) => <Button {...props} data-branded="yes" />;
    const MyTotp = (props: ScreenProps) => <TotpScreen {...props} components={{ Button: Branded }} />;
    const { container } = renderFlow(<IdentityFlow shell={false} components={{ TotpChallenge: MyTotp }} />);
    await signInWithPassword(user, 'tess.totp@example.com');
    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect(verify).toHaveAttribute('data-branded', 'yes');
    expect(container.querySelectorAll('[data-branded]')).toHaveLength(1);
  });
});

describe('locale', () => {
  it('fr-CA: the picker and its channels in Canadian French', async () => {
    await loadLocale('fr-CA');
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} />, { locale: 'fr-CA' });
    await screen.findByRole('button', { name: 'Se connecter' });
    await user.type(screen.getByLabelText('Courriel ou ID utilisateur'), 'sam.sms@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), FIXTURE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('group', { name: 'Où devons-nous envoyer votre code?' });
    expect(screen.getByRole('radio', { name: 'Recevoir un code par texto' })).toHaveAccessibleDescription(
      'À ***-***-0100',
    );
  }, 30_000);
});
