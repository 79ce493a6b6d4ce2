// Issue 18 §3: the flow defects a new user hit, one test (or a few) per bullet, each failing before its fix.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { createIdentityClient, IdentityProvider, type IdentityClient } from '../../../headless';
import { ErrorSummary } from '../../../ui/primitives';
import { addEntries, DEFAULT_REGISTRY, resolveConfig, type OfferingConfig } from '../../../offerings';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../../playground';
import {
  AccountRecovery,
  ConsentCollection,
  IdentityFlow,
  Invitation,
  PasswordManager,
  SignIn,
  SignUp,
} from '../../../ui';
import { sameRealmBody } from '../../headless/harness';
import { createUiRig } from '../fields/rig';
import { createFlowRig } from './flow-harness';
import { PASSWORD, renderFlow, signInWithPassword } from './harness';

vi.setConfig({ testTimeout: 20_000 });

const SIGN_IN_OFFERING = '50000003';
const RECOVERY_HREF = 'https://help.acme.example/recover';

function offeringWith(options: Record<string, unknown>): OfferingConfig {
  const registry = addEntries(DEFAULT_REGISTRY, [{ offeringIds: [SIGN_IN_OFFERING], options }]);
  return resolveConfig({ offeringId: SIGN_IN_OFFERING, registry });
}

function playgroundClient(offeringId = SIGN_IN_OFFERING): IdentityClient {
  const playground = createPlayground({ seed: 7 });
  return createIdentityClient({
    offeringId,
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => sameRealmBody(await playground.fetch(url, init)),
  });
}

function renderSignIn(offering: OfferingConfig): void {
  const client = playgroundClient();
  render(
    <IdentityProvider client={client} offering={offering} config={{ identifierFirst: false }} locale="en-US">
      <SignIn />
    </IdentityProvider>,
  );
}

describe('issue 18 §3: recovery entry points (forgot user ID or password), per offering', () => {
  const offering = offeringWith({ accountRecoveryLink: RECOVERY_HREF });
  const recoveryLink = (): HTMLElement =>
    screen.getByRole('link', { name: 'Forgot your user ID or password?' });

  it('the password step and the same step after a wrong password link to the offering recovery page', async () => {
    const user = userEvent.setup();
    renderSignIn(offering);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(recoveryLink()).toHaveAttribute('href', RECOVERY_HREF);
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(recoveryLink()).toHaveAttribute('href', RECOVERY_HREF);
  });

  it('the locked screen offers the recovery page as well as signing in again', async () => {
    const user = userEvent.setup();
    renderSignIn(offering);
    await user.type(await screen.findByLabelText('Email or user ID'), 'lee.locked@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Your account is locked' });
    expect(recoveryLink()).toHaveAttribute('href', RECOVERY_HREF);
    expect(screen.getByRole('button', { name: 'Try signing in again' })).toBeInTheDocument();
  });

  it('without a recovery link configured, the locked screen still has its one way on', async () => {
    const user = userEvent.setup();
    renderSignIn(offeringWith({}));
    await user.type(await screen.findByLabelText('Email or user ID'), 'lee.locked@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Your account is locked' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /forgot/i })).toBeNull());
    expect(screen.getByRole('button', { name: 'Try signing in again' })).toBeInTheDocument();
  });
});

/** The kit under a provider whose locale the host switches to fr-CA with a button outside the kit. */
function LocaleSwitch({
  client,
  children,
}: {
  client: IdentityClient;
  children: (client: IdentityClient) => ReactNode;
}): ReactNode {
  const [locale, setLocale] = useState('en-US');
  return (
    <>
      <button type="button" onClick={() => setLocale('fr-CA')}>
        Français
      </button>
      <IdentityProvider client={client} config={{ identifierFirst: false }} locale={locale}>
        {children(client)}
      </IdentityProvider>
    </>
  );
}

describe('issue 18 §3: validation messages follow the current locale, including after a switch', () => {
  it('account recovery: an empty submit worded in English turns French when the page switches to fr-CA', async () => {
    await loadLocale('fr-CA');
    const user = userEvent.setup();
    render(
      <LocaleSwitch client={playgroundClient()}>
        {(client) => <AccountRecovery client={client} />}
      </LocaleSwitch>,
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Enter your email, phone or user ID.')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Continuer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByText('Entrez votre courriel, votre téléphone ou votre identifiant.'),
      ).not.toHaveLength(0),
    );
    expect(screen.queryByText('Enter your email, phone or user ID.')).toBeNull();
  });

  it('MFA code: an empty code worded in English turns French when the page switches to fr-CA', async () => {
    await loadLocale('fr-CA');
    const user = userEvent.setup();
    render(
      <LocaleSwitch client={playgroundClient('Intuit.identity.playground')}>
        {() => <IdentityFlow shell={false} />}
      </LocaleSwitch>,
    );
    await user.type(await screen.findByLabelText('Email or user ID'), 'sam.sms@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('radio', { name: 'Text a code to my phone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findAllByText('Enter the verification code.')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Vérifier' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Entrez le code de vérification.')).not.toHaveLength(0));
    expect(screen.queryByText('Enter the verification code.')).toBeNull();
  });
});

describe('issue 18 §3: no passkey prompt without a way to create the passkey', () => {
  it('with passkey registration on but no registration path, sign-in goes on to signed in, never a "Not now"-only prompt', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByRole('button', { name: 'Not now' }) !== null) {
        seen.push('Not now');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderFlow(<IdentityFlow shell={false} />, { config: { enableFIDO2Registration: true } });
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: "You're signed in" });
    observer.disconnect();
    expect(screen.queryByRole('heading', { name: 'Sign in faster next time' })).toBeNull();
    expect(seen).toEqual([]);
  });
});

describe('issue 18 §3: the consent screen lists what it shares and links the Terms of Service', () => {
  it('prompt=consent lists each requested scope under "the information below"; the terms label links the terms', async () => {
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: PASSWORD })).ok).toBe(true);
    rig.render((client) => (
      <ConsentCollection
        client={client}
        clientName="Demo Client"
        request={{
          clientId: 'consent-client',
          redirectUrl: `${location.origin}/callback`,
          prompt: 'consent',
          scope: 'openid email profile acme.books.read',
        }}
        items={[{ consentType: 'TERMS_OF_SERVICE', kind: 'terms', required: true }]}
        termsHref="https://acme.example/terms"
      />
    ));
    await screen.findByRole('heading', { name: 'Demo Client wants to access your account' });
    const shared = screen.getByRole('list', { name: 'What Demo Client will see' });
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your user ID, so the app knows it is you',
      'Your email address',
      'Your name and profile',
      'acme.books.read',
    ]);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' });
    const link = screen.getByRole('link', { name: 'Terms of Service' });
    expect(link).toHaveAttribute('href', 'https://acme.example/terms');
    expect(box.closest('label')).toContainElement(link);
  });
});

describe('issue 18 §3: a code challenge after raised risk says why and where the code goes, before send', () => {
  it('alex (no MFA) after three wrong passwords: the reason and the masked email are named, then one Send a code sends', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />);
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    for (let wrong = 1; wrong <= 3; wrong += 1) {
      await user.type(screen.getByLabelText('Password'), `Wrong-Horse-${String(wrong)}`);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(rig.count('/sign_in')).toBe(wrong));
      await screen.findByRole('alert');
    }
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Enter your verification code' });
    expect(
      screen.getByText(
        "This sign-in doesn't look like your usual ones (for example, after several wrong passwords), so we need to check it's you.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Select Send a code and we'll email a code to a***x@example.com."),
    ).toBeInTheDocument();
    expect(rig.count('/send_sign_in_confirmation')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    await screen.findByText('We sent a code to a***x@example.com.');
    expect(rig.count('/send_sign_in_confirmation')).toBe(1);
  });
});

describe('issue 18 §3: every sign-up variant ends somewhere that works', () => {
  async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string): Promise<void> {
    await user.type(await screen.findByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
  }

  it('ecosystem (no password set): the end says so and leads to creating one, not to a password sign-in', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(
      <SignUp
        client={rig.client}
        signInHref="/sign-in"
        recoveryHref="/recovery"
        config={{ flow: 'ecosystem' }}
      />,
    );
    await user.type(screen.getByLabelText('Email address'), 'eco.end@example.com');
    await user.type(screen.getByLabelText('Mobile phone number'), '650-555-0143');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Verify your mobile number' });
    await waitFor(() => expect(rig.playground.outbox.some((m) => m.channel === 'SMS')).toBe(true));
    await enterCode(user, rig.playground.outbox.find((m) => m.channel === 'SMS')?.code ?? '');
    await screen.findByRole('heading', { name: 'Confirm your email address' });
    await waitFor(() => expect(rig.playground.lastCode('eco.end@example.com')).not.toBeNull());
    await enterCode(user, rig.playground.lastCode('eco.end@example.com') ?? '');
    await screen.findByRole('heading', { name: 'Your account is ready' });
    expect(screen.queryByText(/You can now sign in with/)).toBeNull();
    expect(
      screen.getByText(
        "Your account doesn't have a password yet. Create one to sign in: we'll send a code to eco.end@example.com to check it's you.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a password' })).toHaveAttribute('href', '/recovery');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('password-signup: the end names the password the user created and signs in', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} signInHref="/sign-in" config={{ flow: 'password-signup' }} />);
    await user.type(screen.getByLabelText('Email address'), 'pw.end@example.com');
    await user.type(screen.getByLabelText('Password'), 'Maple-Syrup-Canoe-42');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Confirm your email address' });
    await waitFor(() => expect(rig.playground.lastCode('pw.end@example.com')).not.toBeNull());
    await enterCode(user, rig.playground.lastCode('pw.end@example.com') ?? '');
    await screen.findByRole('heading', { name: 'Your account is ready' });
    expect(
      screen.getByText('You can now sign in with pw.end@example.com and your password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('issue 18 §3: sign-up form details', () => {
  it('the sign-up phone field (no country picker) promises no country list', () => {
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} config={{ flow: 'ecosystem' }} />);
    const phone = screen.getByLabelText('Mobile phone number');
    // The full field (once its chunk is in) adds the US-only note (seed 001 §5.17), never a country list.
    expect(phone).toHaveAccessibleDescription(/^We'll text a code to this number to verify it\./);
    expect(screen.queryByText(/countries/)).toBeNull();
  });

  it('the sign-up password checklist has one user-ID line and no "previous passwords" line', () => {
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} config={{ flow: 'password-signup' }} />);
    const checklist = screen.getByText('Your password needs:').parentElement as HTMLElement;
    const lines = within(checklist)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(lines.filter((line) => /user ID/.test(line))).toHaveLength(1);
    expect(lines.some((line) => /previous passwords/.test(line))).toBe(false);
  });
});

describe('issue 18 §3: screens say who and what', () => {
  it('the signed-in page says who is signed in', async () => {
    const user = userEvent.setup();
    renderSignIn(offeringWith({}));
    await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(screen.getByText('Signed in as alex@example.com.')).toBeInTheDocument();
  });

  it('an expired invitation offers a way on', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const rig = createFlowRig();
    rig.render((client) => <Invitation client={client} invitationId="inv-expired" onContinue={onContinue} />);
    await user.type(screen.getByLabelText('Access code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('heading', { name: 'This invitation is no longer valid' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});

describe('issue 18 §3: a refused password names the rules it failed', () => {
  it('sign-up: a short password is refused with the unmet checklist rules, not only "Enter a valid password"', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(<SignUp client={rig.client} config={{ flow: 'password-signup' }} />);
    await user.type(screen.getByLabelText('Email address'), 'rules.named@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const named =
      'Your password needs: at least 8 characters; uppercase and lowercase letters; at least one number; at least one symbol, like ! @ # $.';
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(named)),
    );
    expect(screen.queryByText('Enter a valid password.')).toBeNull();
  });

  it('account password change: a refused new password names the unmet rules, not only "Enter a valid password"', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    rig.render((client) => <PasswordManager client={client} username="alex.rivera" />);
    const section = await screen.findByRole('region', { name: 'Password' });
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await user.type(within(section).getByLabelText('Current password'), PASSWORD);
    await user.type(within(section).getByLabelText('New password'), 'abc');
    await user.type(within(section).getByLabelText('Confirm new password'), 'abc');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const named =
      'Your password needs: at least 8 characters; uppercase and lowercase letters; at least one number; at least one symbol, like ! @ # $.';
    await waitFor(() =>
      expect(
        within(section).getByLabelText('New password', { selector: 'input' }),
      ).toHaveAccessibleDescription(expect.stringContaining(named)),
    );
    expect(rig.bodies.some((body) => body.includes('abc'))).toBe(false);
  });
});

describe('issue 18 §3: the error summary shows only for two or more errors, or an error away from its field', () => {
  it('sign-in: one empty field gets only its inline error, and takes focus', async () => {
    const user = userEvent.setup();
    renderSignIn(offeringWith({}));
    await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your password.'));
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter your password.' })).toBeNull();
  });

  it('sign-in: two empty fields get the summary, focused, with a link to each', async () => {
    const user = userEvent.setup();
    renderSignIn(offeringWith({}));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const title = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(title.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter your email or user ID.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your password.' })).toBeInTheDocument();
  });

  it('one error away from its field (inline: false) still gets the summary', () => {
    render(
      <ErrorSummary
        title="There is a problem"
        errors={[{ fieldId: 'elsewhere', message: 'Check the date above.', inline: false }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Check the date above.' })).toHaveAttribute('href', '#elsewhere');
  });
});

describe('issue 18 §3: "email already in use" is said once on the sign-up screen, with one way on', () => {
  it('userEnumeration off: the checked address and the refused submit give one message and one "Sign in instead"', async () => {
    const user = userEvent.setup();
    const playground = createPlayground({ seed: 7, userEnumeration: 'off' });
    const client = createIdentityClient({
      offeringId: SIGN_IN_OFFERING,
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      fetch: async (url, init) => sameRealmBody(await playground.fetch(url, init)),
    });
    render(
      <IdentityProvider client={client} locale="en-US">
        <SignUp
          client={client}
          signInHref="/sign-in"
          config={{ flow: 'password-signup', userEnumeration: 'off' }}
        />
      </IdentityProvider>,
    );
    await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'Maple-Syrup-Canoe-42');
    // The field's own check answers first (focus-out), then the submit is refused.
    await screen.findByText('An account already uses this email address.');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('alert');
    // The footer's "Already have an account? Sign in" is the page's own navigation, not this message.
    const inUse = /already (uses|have an account with)/i;
    expect(screen.getAllByText(inUse).map((node) => node.textContent)).toEqual([
      'You already have an account with this email address.',
    ]);
    expect(screen.getAllByRole('link', { name: /sign in instead/i })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
  });
});

describe('issue 18 §3: the partner sign-in buttons sit below the heading', () => {
  it('"Sign in" heading, then "Sign in with Google" and "or", then the form', async () => {
    renderFlow(
      <IdentityFlow
        shell={false}
        partners={{ uids: ['google'], revealed: true, onStart: () => undefined }}
      />,
    );
    const heading = await screen.findByRole('heading', { name: 'Sign in' });
    const partner = screen.getByRole('button', { name: 'Sign in with Google' });
    const field = screen.getByLabelText('Email or user ID');
    expect(heading.compareDocumentPosition(partner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(partner.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('issue 18 §3: the password step shows what the user typed, not a user id they never saw', () => {
  function renderLookup(): HTMLElement {
    const client = playgroundClient();
    return render(
      <IdentityProvider
        client={client}
        offering={offeringWith({})}
        config={{ identifierFirst: true, enableAccountChoices: true, userEnumeration: 'off' }}
        locale="en-US"
      >
        <SignIn />
      </IdentityProvider>,
    ).container;
  }

  it('off, one matching account (picked by the lookup): "Signing in as" the typed email; the hidden username too', async () => {
    const user = userEvent.setup();
    const container = renderLookup();
    await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Password');
    expect(screen.getByText('Signing in as alex@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/alex\.rivera/)).toBeNull();
    expect(container.querySelector('input[autocomplete="username"][hidden]')).toHaveValue('alex@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as alex@example.com.')).toBeInTheDocument();
  });

  it('off, after the account chooser: the typed email, and the chosen account signs in', async () => {
    const user = userEvent.setup();
    renderLookup();
    await user.type(await screen.findByLabelText('Email or user ID'), 'two.accounts@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: /two\.business/ }));
    await screen.findByLabelText('Password');
    expect(screen.getByText('Signing in as two.accounts@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  });
});
