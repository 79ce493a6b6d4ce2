// UI kit sign-up screens against the real client and the in-memory playground (issue 6 §2, §3; QUALITY.md).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { SignIn, SignUp, type SignUpProps } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createUiRig, type UiRig } from '../fields/rig';
import { warmLazySteps } from './lazy-chunks';
import { expectStepFocus } from './step-focus';
import { PLAYGROUND_SPEC_OFFERING_ID } from '../../../playground';
import { expectInlineErrorOnly } from './harness';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(warmLazySteps, 60_000);

const NEW_PASSWORD = 'Maple-Syrup-Canoe-42';

function stepOf(container: HTMLElement): string | null {
  return container.querySelector('section[data-step]')?.getAttribute('data-step') ?? null;
}

/** Sign-up, then the kit's SignIn in the same provider once the user chooses to sign in. */
function SignUpThenSignIn({ rig, ...props }: Omit<SignUpProps, 'client'> & { rig: UiRig }): ReactNode {
  const [signingIn, setSigningIn] = useState(false);
  return signingIn ? (
    <SignIn shell={{ year: 2026 }} />
  ) : (
    <SignUp client={rig.client} shell={{ year: 2026 }} onSignIn={() => setSigningIn(true)} {...props} />
  );
}

async function enterCode(user: UserEvent, code: string): Promise<void> {
  const input = await screen.findByLabelText('Verification code');
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('SignUp: password-signup', () => {
  it('signs up with a password, confirms the email with the outbox code, then signs in through SignIn', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    const { container } = rig.render(<SignUpThenSignIn rig={rig} config={{ flow: 'password-signup' }} />);
    expect(stepOf(container)).toBe('form');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    // Minimal fields, no phone.
    expect(screen.queryByLabelText(/Mobile phone number/)).toBeNull();
    expect(screen.queryByLabelText(/First name/)).toBeNull();
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('Email address'), 'new.person@example.com');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/Your password needs:/);
    await user.type(password, NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    await expectStepFocus('Confirm your email address', 'Verification code');
    expect(document.title).toBe('Confirm your email address');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('new.person@example.com'));
    await expectNoAxeViolations(container);
    const code = rig.playground.lastCode('new.person@example.com');
    expect(code).toMatch(/^\w{6}$/);
    await enterCode(user, code ?? '');

    const done = await screen.findByRole('heading', { name: 'Your account is ready' });
    await waitFor(() => expect(done).toHaveFocus());
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await user.type(await screen.findByLabelText('Email or user ID'), 'new.person@example.com');
    await user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeVisible();
    // The secret never reached a URL.
    expect(rig.sent.some((path) => path.includes(NEW_PASSWORD))).toBe(false);
  });

  it('an empty submit: error summary takes focus, same words inline, nothing sent; no errors while typing', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} config={{ flow: 'password-signup' }} />);
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'not-an-email');
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    const before = rig.sent.length;
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const summary = screen
      .getByRole('heading', { name: 'There is a problem' })
      .closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Enter your email address.', 'Enter your password.']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter your email address\./);
    expect(rig.sent.slice(before).filter((p) => p.includes('sign_up'))).toEqual([]);
    // The submit button is never disabled.
    expect(screen.getByRole('button', { name: 'Create an account' })).not.toBeDisabled();
  });

  it('create user id: the optional user-id field says its rule, flags a taken id, and the free one is sent', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    const { container } = rig.render(<SignUp client={rig.client} config={{ flow: 'password-signup' }} />);
    const userId = await screen.findByLabelText('User ID (optional)');
    expect(userId).toHaveAccessibleDescription(
      /Use at least 4 characters, with no spaces or special characters\./,
    );
    await user.type(userId, 'bea.old');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Choose a different user ID' }));
    expect(userId).toHaveValue('');
    expect(userId).toHaveFocus();

    await user.type(userId, 'pat.chooser');
    await user.tab();
    expect(await screen.findByText('That user ID is available.')).toBeVisible();
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Email address'), 'pat.chooser@example.com');
    await user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await expectStepFocus('Confirm your email address', 'Verification code');
    const usernames = [...rig.playground.service.store.users.values()].map((u) => u.username);
    expect(usernames).toContain('pat.chooser');
  });

  it('create user id: a taken id offers the service suggestions; one click fills the field and checks it', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    const { container } = rig.render(<SignUp client={rig.client} config={{ flow: 'password-signup' }} />);
    await user.type(screen.getByLabelText('Email address'), 'pat.suggest@example.com');
    const userId = await screen.findByLabelText('User ID (optional)');
    await user.type(userId, 'bea.old');
    await user.tab();
    const choices = await screen.findByRole('group', { name: 'Or choose one of these user IDs:' });
    expect(rig.sent.some((path) => path.includes('get_suggested_usernames'))).toBe(true);
    const offered = within(choices)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain('bea.old');
    // The fallback stays beside the suggestions.
    expect(screen.getByRole('button', { name: 'Choose a different user ID' })).toBeVisible();
    await expectNoAxeViolations(container);
    const chosen = offered[0] ?? '';
    await user.click(within(choices).getByRole('button', { name: chosen }));
    expect(userId).toHaveValue(chosen);
    expect(userId).toHaveFocus();
    // Checked at once, and said in the field's live region (its description).
    expect(await screen.findByText('That user ID is available.')).toBeVisible();
    expect(userId).toHaveAccessibleDescription(/That user ID is available\./);
    expect(screen.queryByRole('group', { name: 'Or choose one of these user IDs:' })).toBeNull();
  });

  it('create user id: a chosen id the user-id rule refuses is marked inline, and nothing is sent', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} config={{ flow: 'password-signup' }} />);
    const userId = await screen.findByLabelText('User ID (optional)');
    await user.type(userId, 'ab');
    await user.type(screen.getByLabelText('Email address'), 'pat.short@example.com');
    await user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    const before = rig.sent.length;
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await expectInlineErrorOnly(userId, 'Enter a valid user ID.');
    expect(rig.sent.slice(before).filter((p) => p.includes('sign_up'))).toEqual([]);
  });

  it('create user id: flows where the service generates the username have no user-id field', () => {
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} config={{ flow: 'ecosystem' }} />);
    expect(screen.queryByLabelText(/User ID/)).toBeNull();
  });

  it('off: an existing email: the account-exists banner stays until dismissed and offers sign in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const rig = createUiRig();
      const onSignIn = vi.fn();
      const { container } = rig.render(
        <SignUp
          client={rig.client}
          config={{ flow: 'password-signup', userEnumeration: 'off' }}
          onSignIn={onSignIn}
        />,
      );
      await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
      await user.tab();
      const banner = await screen.findByText('An account already uses this email address.');
      vi.advanceTimersByTime(30_000);
      expect(banner).toBeVisible();
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
      expect(onSignIn).toHaveBeenCalledWith('alex@example.com');
      await user.click(screen.getByRole('button', { name: 'No thanks' }));
      expect(screen.getByText('Already have an account with this email address?')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SignUp: ecosystem', () => {
  it('phone required, SMS code and then email code from the outbox', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    const { container } = rig.render(
      <SignUp
        client={rig.client}
        layout={{ ecosystemTheme: true }}
        accountHelpHref="https://example.com/help"
      />,
    );
    expect(screen.getByText(/One account for all our products/)).toBeVisible();
    expect(screen.queryByText(/protected by reCAPTCHA/)).toBeNull();
    const phone = screen.getByLabelText('Mobile phone number');
    expect(phone).toHaveAccessibleDescription(/text a code/);
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('Email address'), 'eco.person@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await expectInlineErrorOnly(screen.getByLabelText('Mobile phone number'), 'Enter your phone number.');

    // Queried again: the deferred phone field's stand-in input has given way to the full field by now.
    await user.type(screen.getByLabelText('Mobile phone number'), '650-555-0142');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await expectStepFocus('Verify your mobile number', 'Verification code');
    await waitFor(() => expect(rig.playground.outbox.some((m) => m.channel === 'SMS')).toBe(true));
    await expectNoAxeViolations(container);
    const sms = rig.playground.outbox.find((m) => m.channel === 'SMS');
    await enterCode(user, sms?.code ?? '');

    await screen.findByRole('heading', { name: 'Confirm your email address' });
    await waitFor(() => expect(rig.playground.lastCode('eco.person@example.com')).not.toBeNull());
    await enterCode(user, rig.playground.lastCode('eco.person@example.com') ?? '');
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  });

  it('the phone field says it takes US numbers only, and after focus-out what the service says of the number', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    const { container } = rig.render(<SignUp client={rig.client} />);
    await user.type(screen.getByLabelText('Email address'), 'eco.check@example.com');
    const field = () => screen.getByLabelText('Mobile phone number');
    // Seed 001 §5.17, in the field's description (once the full field has taken over from its stand-in).
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(/We can only use US phone numbers right now\./),
    );
    // Playground fixtures: 555-0180..0189 are landlines, 555-0190..0199 SMS-only.
    await user.type(field(), '650-555-0185');
    await user.tab();
    const landline = "This number can't get texts (it may be a landline). Enter a mobile number.";
    expect(await screen.findByText(landline)).toBeVisible();
    expect(field()).toHaveAccessibleDescription(new RegExp(landline.replace(/[().]/g, '\\$&')));
    await expectNoAxeViolations(container);
    await user.clear(field());
    await user.type(field(), '650-555-0195');
    await user.tab();
    expect(await screen.findByText('This number can get texts but not calls.')).toBeVisible();
    expect(screen.queryByText(landline)).toBeNull();
    await user.clear(field());
    await user.type(field(), '650-555-0142');
    await user.tab();
    await waitFor(() => expect(rig.sent.filter((p) => p.includes('phones/validate'))).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText('This number can get texts but not calls.')).toBeNull());
    expect(field()).not.toHaveAccessibleDescription(/texts/);
  });

  it('a wrong SMS code is announced in an alert and the step stays', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} />);
    await user.type(screen.getByLabelText('Email address'), 'eco.two@example.com');
    await user.type(screen.getByLabelText('Mobile phone number'), '650-555-0143');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Verify your mobile number' });
    await waitFor(() => expect(rig.playground.outbox.some((m) => m.channel === 'SMS')).toBe(true));
    const sms = rig.playground.outbox.find((m) => m.channel === 'SMS')?.code ?? '000000';
    await enterCode(user, sms === '000000' ? '111111' : '000000');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  });

  it('off: the account-collision interrupter: sign in instead, or use a different email', async () => {
    const user = userEvent.setup();
    const rig = createUiRig(PLAYGROUND_SPEC_OFFERING_ID);
    const onSignIn = vi.fn();
    const { container } = rig.render(
      <SignUp
        client={rig.client}
        config={{ enableAccountCollisionInterrupter: true, userEnumeration: 'off' }}
        onSignIn={onSignIn}
      />,
    );
    await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Mobile phone number'), '650-555-0142');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const heading = await screen.findByRole('heading', { name: 'You may already have an account' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/An account already uses alex@example.com/)).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(onSignIn).toHaveBeenCalledWith('alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
  });
});

describe('SignUp: variants and layout', () => {
  it('PIN flow: PIN with its own show/hide toggle, phone required', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    const { container } = rig.render(<SignUp client={rig.client} config={{ flow: 'pin' }} />);
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(pin).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Mobile phone number')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('buy-now and oia change the heading and button texts', () => {
    const rig = createUiRig();
    const { unmount } = rig.render(<SignUp client={rig.client} config={{ flow: 'buy-now' }} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create an account to complete your purchase' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create account and continue to checkout' })).toBeVisible();
    unmount();
    rig.render(<SignUp client={rig.client} config={{ flow: 'oia' }} />);
    expect(screen.getByRole('button', { name: 'Create account and continue' })).toBeVisible();
  });

  it('confirm-email field: a mismatch is refused on submit', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(
      <SignUp client={rig.client} config={{ flow: 'password-signup', enableConfirmEmailField: true }} />,
    );
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.type(screen.getByLabelText('Confirm email address'), 'pat@example.org');
    await user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await expectInlineErrorOnly(
      screen.getByLabelText('Confirm email address'),
      "The email addresses don't match. Check them and try again.",
    );
    expect(screen.getByLabelText('Confirm email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('consent text with the terms and privacy dates; chat layout has no cancel; pre-refresh shows reCAPTCHA terms', () => {
    const rig = createUiRig();
    const onCancel = vi.fn();
    const { unmount } = rig.render(
      <SignUp
        client={rig.client}
        termsHref="https://example.com/terms"
        privacyHref="https://example.com/privacy"
        termsDate="2024-03-01"
        privacyDate="2024-05-15"
        layout={{ chatBased: true }}
        onCancel={onCancel}
      />,
    );
    expect(
      screen.getByText(
        'By selecting Create an account, you agree to our Terms of Service and Privacy Statement.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Terms of Service updated March 1, 2024')).toBeVisible();
    expect(screen.getByText('Privacy Statement updated May 15, 2024')).toBeVisible();
    expect(screen.getByText(/This will help you get answers/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByText(/protected by reCAPTCHA/)).toBeNull();
    unmount();
    rig.render(<SignUp client={rig.client} layout={{ visualRefresh: false }} onCancel={onCancel} />);
    expect(screen.getByText(/protected by reCAPTCHA/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('fr-CA renders French', async () => {
    await loadLocale('fr-CA');
    const rig = createUiRig();
    const { container } = rig.render(
      <SignUp client={rig.client} config={{ flow: 'password-signup' }} termsDate="2024-03-01" />,
      {
        locale: 'fr-CA',
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(screen.getByLabelText('Adresse courriel')).toBeVisible();
    expect(screen.getByText('Votre mot de passe doit contenir :')).toBeVisible();
    expect(screen.getByText("Conditions d'utilisation mises à jour le 1 mars 2024")).toBeVisible();
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('fr-CA');
  });
});
