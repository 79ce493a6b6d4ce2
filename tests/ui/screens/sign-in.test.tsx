// UI kit sign-in screens against the real client and the in-memory playground (issue 5 §3, QUALITY.md).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { useMfa, useSignIn } from '../../../headless';
import { type FlowClient } from '../../../headless/advanced';
import { addEntries, DEFAULT_REGISTRY, resolveConfig } from '../../../offerings';
import {
  AccountDisabledScreen,
  Button,
  HighRiskBlockScreen,
  PasswordScreen,
  SignIn,
  type ButtonProps,
  type ScreenProps,
} from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { expectInlineErrorOnly, PASSWORD, renderWithPlayground } from './harness';
import { expectStepFocus } from './step-focus';

// Whole journeys through the playground (password hashing included) take a few seconds under load.
vi.setConfig({ testTimeout: 20_000 });

const identifierFirst = { identifierFirst: true, enableAccountChoices: true } as const;

function stepOf(container: HTMLElement): string | null {
  return container.querySelector('[data-step]')?.getAttribute('data-step') ?? null;
}

describe('SignIn (password form)', () => {
  it('alex@example.com with the right password signs in', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn shell={{ year: 2026 }} />);
    expect(stepOf(container)).toBe('password');
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { name: "You're signed in" });
    // A lazy step's focus effect can run just after its heading commits (outside act()).
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe("You're signed in");
    expect(stepOf(container)).toBe('signedIn');
    await expectNoAxeViolations(container);
  });

  it('keeps what was typed when the product starts or stops replacing screens', async () => {
    const user = userEvent.setup();
    function Page(): ReactNode {
      const [custom, setCustom] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setCustom((on) => !on)}>
            Customise
          </button>
          <SignIn components={custom ? {} : undefined} />
        </>
      );
    }
    renderWithPlayground(<Page />);
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    expect(screen.getByLabelText('Email or user ID')).toHaveValue('alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    expect(screen.getByLabelText('Email or user ID')).toHaveValue('alex@example.com');
  });

  it('a wrong password keeps the identifier, clears only the password and announces an alert each time', async () => {
    const user = userEvent.setup();
    renderWithPlayground(<SignIn />);
    const identifier = screen.getByLabelText('Email or user ID');
    const password = screen.getByLabelText('Password');
    await user.type(identifier, 'alex@example.com');
    await user.type(password, 'Wrong-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(identifier).toHaveValue('alex@example.com');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.type(password, 'Wrong-Horse-2');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(alert));
    expect(screen.getByRole('alert').textContent).toBe(alert.textContent);
    expect(password).toHaveValue('');
    expect(identifier).toHaveValue('alex@example.com');
  });

  it('an empty submit shows an error summary that takes focus, links to each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithPlayground(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex="-1"]');
    expect(summary).toHaveFocus();
    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your email or user ID.',
      'Enter your password.',
    ]);
    const identifier = screen.getByLabelText('Email or user ID');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription(/Enter your email or user ID\./);
    await user.click(links[1] as HTMLElement);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(sent.filter((path) => path.endsWith('/sign_in'))).toEqual([]);
  });

  it('the password step marks nothing before a submit, and after an empty one words each inline error with its prefix', async () => {
    const user = userEvent.setup();
    renderWithPlayground(<SignIn />);
    const identifier = screen.getByLabelText('Email or user ID');
    const password = screen.getByLabelText('Password');
    for (const field of [identifier, password]) {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAttribute('aria-describedby');
    }
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(identifier, 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(identifier).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Error: Enter your password.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lee.locked@example.com shows the locked screen', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />);
    await user.type(screen.getByLabelText('Email or user ID'), 'lee.locked@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    {
      // A lazy step's focus effect can run just after its heading commits (outside act()).
      const focused = await screen.findByRole('heading', { name: 'Your account is locked' });
      await waitFor(() => expect(focused).toHaveFocus());
    }
    expect(stepOf(container)).toBe('locked');
    await expectNoAxeViolations(container);
  });

  it('captcha: the slot appears, an empty token is an inline error, the playground token signs in', async () => {
    const user = userEvent.setup();
    renderWithPlayground(<SignIn />);
    await user.type(screen.getByLabelText('Email or user ID'), 'casey.captcha@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const token = await screen.findByLabelText('Security check');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectInlineErrorOnly(token, 'Complete the security check.');
    await user.type(token, 'playground-captcha-ok');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  });

  it('remember me and stay signed in are checkboxes when the configuration turns them on', async () => {
    const user = userEvent.setup();
    renderWithPlayground(<SignIn />, { config: { enableRememberMe: true, enableStaySignedIn: true } });
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(remember);
    expect(remember).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).not.toBeChecked();
  });

  it('off: a server failure about the user ID marks the identifier invalid, not the password', async () => {
    const user = userEvent.setup();
    // The playground answers INVALID_CREDENTIALS for any failure; a service may name the field instead.
    const invalidUsername = (client: FlowClient): FlowClient => ({
      ...client,
      signIn: async (...callArgs: Parameters<FlowClient['signIn']>) => {
        const result = await client.signIn(...callArgs);
        return result.ok ? result : { ...result, error: { ...result.error, code: 'INVALID_USERNAME' } };
      },
    });
    // The spec's distinct message (strict, the default, folds it into INVALID_CREDENTIALS on the password).
    renderWithPlayground(<SignIn />, { wrapClient: invalidUsername, config: { userEnumeration: 'off' } });
    await user.type(screen.getByLabelText('Email or user ID'), 'nobody.here@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveAttribute('data-code', 'INVALID_USERNAME');
    expect(screen.getByLabelText('Email or user ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('a wrong password marks the password invalid, not the identifier', async () => {
    const user = userEvent.setup();
    renderWithPlayground(<SignIn />);
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email or user ID')).not.toHaveAttribute('aria-invalid');
  });

  it('the password step has no axe violations, idle and after an empty submit', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectNoAxeViolations(container);
  });
});

describe('SignIn (identifier-first)', () => {
  it('identifier then password: the username stays in a hidden field for password managers', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />, { config: identifierFirst });
    expect(stepOf(container)).toBe('identifier');
    // The first step of a page load does not take focus from the host page.
    expect(screen.getByRole('heading', { name: 'Sign in' })).not.toHaveFocus();
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepOf(container)).toBe('password'));
    await expectStepFocus('Sign in', 'Password');
    // Strict enumeration (the default): what the user typed, never the account's user id.
    expect(screen.getByText('Signing in as alex@example.com')).toBeInTheDocument();
    const hidden = container.querySelector('input[autocomplete="username"][hidden]');
    expect(hidden).toHaveValue('alex@example.com');
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  });

  it('strict: two.accounts@example.com asks the password first, then the chooser; picking one signs in', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />, { config: identifierFirst });
    await user.type(screen.getByLabelText('Email or user ID'), 'two.accounts@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepOf(container)).toBe('password'));
    expect(screen.getByText('Signing in as two.accounts@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    {
      // A lazy step's focus effect can run just after its heading commits (outside act()).
      const focused = await screen.findByRole('heading', { name: 'Choose an account' });
      await waitFor(() => expect(focused).toHaveFocus());
    }
    await user.click(screen.getByRole('button', { name: /two\.business/ }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  });

  it('off: two.accounts@example.com shows the chooser; picking one asks the password', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />, {
      config: { ...identifierFirst, userEnumeration: 'off' },
    });
    await user.type(screen.getByLabelText('Email or user ID'), 'two.accounts@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    {
      // A lazy step's focus effect can run just after its heading commits (outside act()).
      const focused = await screen.findByRole('heading', { name: 'Choose an account' });
      await waitFor(() => expect(focused).toHaveFocus());
    }
    expect(stepOf(container)).toBe('accountChoice');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /two\.business/ }));
    await waitFor(() => expect(stepOf(container)).toBe('password'));
    // What the user typed, not the chosen account's user id (issue 18 §3).
    expect(screen.getByText('Signing in as two.accounts@example.com')).toBeInTheDocument();
  });

  it("single account choice (seed 001 §4): alex@example.com's one account is shown to confirm", async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />, {
      config: { ...identifierFirst, userEnumeration: 'off', enableSingleAccountChoice: true },
    });
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Choose an account' });
    expect(stepOf(container)).toBe('accountChoice');
    expect(
      screen.getByText('This is the account that uses alex@example.com. Choose it to sign in.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Choose an account' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /alex\.rivera/ }));
    await waitFor(() => expect(stepOf(container)).toBe('password'));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  });

  it.each([
    ['en-us', true],
    ['en-gb', false],
  ])(
    'locale-specific options (seed 001 §5): a tabbed offering in %s shows the phone tab: %s',
    async (locale, shown) => {
      const offering = resolveConfig({
        offeringId: 'test.tabs',
        locale,
        registry: addEntries(DEFAULT_REGISTRY, [
          { offeringIds: ['test.tabs'], options: { identifierFirst: true, enableTabbedSignIn: true } },
        ]),
      });
      renderWithPlayground(<SignIn />, { offering });
      await screen.findByLabelText('Email or user ID');
      expect(screen.queryByRole('button', { name: 'Phone number' }) !== null).toBe(shown);
    },
  );

  it('an empty identifier shows the inline error; tabs switch to a phone field', async () => {
    const user = userEvent.setup();
    renderWithPlayground(<SignIn />, { config: { ...identifierFirst, enableTabbedSignIn: true } });
    // Passkey autofill (issue 5 §2): the email tab's field offers saved passkeys as well as usernames.
    expect(screen.getByLabelText('Email or user ID')).toHaveAttribute('autocomplete', 'username webauthn');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectInlineErrorOnly(screen.getByLabelText('Email or user ID'), 'Enter your email or user ID.');
    await user.click(screen.getByRole('button', { name: 'Phone number' }));
    expect(screen.getByRole('button', { name: 'Phone number' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Mobile phone number')).toHaveAttribute('autocomplete', 'tel');
  });
});

describe('overrides, SSO confirmation, locale', () => {
  it('a part override replaces the default part; a screen override replaces a whole screen', async () => {
    function BigButton(props: ButtonProps): ReactNode {
      return <Button {...props} data-testid="big" />;
    }
    function CustomPassword(props: ScreenProps): ReactNode {
      return <PasswordScreen {...props} components={{ Button: BigButton }} />;
    }
    renderWithPlayground(<SignIn components={{ Password: CustomPassword }} />);
    expect(screen.getByTestId('big')).toHaveTextContent('Sign in');

    function MyIdentifier(): ReactNode {
      const { state } = useSignIn();
      return <p>custom {state.step}</p>;
    }
    renderWithPlayground(<SignIn components={{ Identifier: MyIdentifier }} />, { config: identifierFirst });
    expect(screen.getByText('custom identifier')).toBeInTheDocument();
  });

  it('MFA steps render the parts the components map names, not the stock screens', async () => {
    const user = userEvent.setup();
    // Both MFA parts are replaced. sam.sms is offered more than one way, so the picker comes first; the
    // replacement picker drives the headless MFA hook, and the chosen challenge must render the replacement
    // challenge, never the stock screens.
    function MyPicker(): ReactNode {
      const { state, actions } = useMfa();
      return (
        <>
          <h1>my picker</h1>
          {state.challenges.map((type) => (
            <button key={type} type="button" onClick={() => actions.selectChallenge(type)}>
              use {type}
            </button>
          ))}
        </>
      );
    }
    function MyChallenge(): ReactNode {
      const { state } = useMfa();
      return <h1>my challenge: {state.selected}</h1>;
    }
    renderWithPlayground(<SignIn components={{ ChallengePicker: MyPicker, Challenge: MyChallenge }} />);
    await user.type(screen.getByLabelText('Email or user ID'), 'sam.sms@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'my picker' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Choose how to verify it's you" })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'use SMS_OTP' }));
    expect(await screen.findByRole('heading', { name: 'my challenge: SMS_OTP' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enter your verification code' })).not.toBeInTheDocument();
  });

  it('SSO confirmation: "Use a different account" shows the form', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn signedInAs="alex@example.com" />);
    expect(screen.getByRole('heading', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.getByText(/signed in as alex@example\.com/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Use a different account' }));
    await expectStepFocus('Sign in', 'Email or user ID');
  });

  it('SSO confirmation as a headless step (config.signedInAs): "Use a different account" moves the flow', async () => {
    const user = userEvent.setup();
    renderWithPlayground(<SignIn />, { config: { signedInAs: 'alex@example.com' } });
    expect(screen.getByRole('heading', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.getByText(/signed in as alex@example\.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a different account' }));
    await expectStepFocus('Sign in', 'Email or user ID');
  });

  it('fr-CA renders French text from the catalogue', async () => {
    await loadLocale('fr-CA');
    const { container } = renderWithPlayground(<SignIn />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Courriel ou ID utilisateur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confidentialité' })).toBeInTheDocument();
    expect(container.querySelector('.ik-root')).toHaveAttribute('lang', 'fr-CA');
    await expectNoAxeViolations(container);
  });

  it('the RTL pseudo-locale sets dir=rtl once loaded', async () => {
    const { container } = renderWithPlayground(<SignIn />, { locale: 'ar-XB' });
    await waitFor(() => expect(container.querySelector('.ik-root')).toHaveAttribute('dir', 'rtl'));
  });

  it('high-risk block and account disabled screens: text from the catalogue, try again, no axe violations', async () => {
    const user = userEvent.setup();
    const blocked = renderWithPlayground(<HighRiskBlockScreen />);
    expect(screen.getByRole('heading', { name: "We can't continue right now" })).toHaveFocus();
    expect(blocked.container.querySelector('[data-step="highRiskBlock"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(blocked.container);
    blocked.unmount();

    const disabled = renderWithPlayground(<AccountDisabledScreen />, { config: identifierFirst });
    expect(screen.getByRole('heading', { name: "We can't sign you in right now" })).toBeInTheDocument();
    await expectNoAxeViolations(disabled.container);
    await user.click(screen.getByRole('button', { name: 'Try signing in again' }));
    disabled.unmount();
  });

  it('server text never becomes markup', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn signedInAs={'<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a different account' }));
  });
});
