// Account management screens (issue 20) against the playground: the manager lists the offering's sections,
// the full name is edited by keyboard, the phone is changed with an SMS code, the password change asks for a
// step-up first and keeps what was typed; axe on each state.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityProvider } from '../../../headless';
import { addEntries, DEFAULT_REGISTRY, resolveConfig } from '../../../offerings';
import { totpCode } from '../../../playground';
import {
  AccessHistory,
  AccountManager,
  EmailManager,
  MfaManager,
  PasswordManager,
  PhoneManager,
} from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

async function signedInRig(): Promise<ReturnType<typeof createFlowRig>> {
  const rig = createFlowRig();
  expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
  return rig;
}

describe('AccountManager', () => {
  it('shows the sections of the widget list (lazy), and edits the name with the keyboard alone', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => (
      <AccountManager client={client} widgets={['fullname', 'phone', 'mfa']} />
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const name = await screen.findByRole('region', { name: 'Name' });
    expect(await within(name).findByText('Alex Rivera')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).toBeNull();
    await expectNoAxeViolations(container);
    within(name).getByRole('button', { name: 'Edit' }).focus();
    await user.keyboard('{Enter}');
    const first = await within(name).findByLabelText('First name');
    await user.clear(first);
    await user.keyboard('{Enter}');
    expect((await within(name).findAllByText('Enter your first name.')).length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await user.type(within(name).getByLabelText('First name'), 'Alexandra{Enter}');
    expect(await within(name).findByText('Alexandra Rivera')).toBeInTheDocument();
    expect(within(name).getByRole('status')).toHaveTextContent('Saved.');
  });
});

describe('AccountManager inside an offering (issue 17: accountManagerWidgets)', () => {
  it("shows the offering's widgets only, in its order", async () => {
    const rig = await signedInRig();
    const registry = addEntries(DEFAULT_REGISTRY, [
      { offeringIds: ['test.account'], options: { accountManagerWidgets: ['password', 'fullname'] } },
    ]);
    render(
      <IdentityProvider
        client={rig.client}
        offering={resolveConfig({ offeringId: 'test.account', registry })}
      >
        <AccountManager client={rig.client} />
      </IdentityProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Password' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Phone' })).toBeNull();
    const headings = screen
      .getAllByRole('region')
      .map((region) => within(region).getAllByRole('heading')[0]?.textContent);
    expect(headings).toEqual(['Password', 'Name']);
  });
});

describe('AccountManager inside an offering (issue 17: enableUserInviteActions)', () => {
  const registry = addEntries(DEFAULT_REGISTRY, [
    {
      offeringIds: ['test.invite'],
      options: { accountManagerWidgets: ['fullname'], enableUserInviteActions: true },
    },
    {
      offeringIds: ['test.noinvite'],
      options: { accountManagerWidgets: ['fullname'], enableUserInviteActions: false },
    },
  ]);

  async function renderIn(offeringId: string, people?: boolean): Promise<void> {
    const rig = await signedInRig();
    render(
      <IdentityProvider client={rig.client} offering={resolveConfig({ offeringId, registry })}>
        <AccountManager client={rig.client} {...(people !== undefined ? { people } : {})} />
      </IdentityProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Name' })).toBeInTheDocument();
  }

  it('shows the people section (household or company, invitations) where the offering enables invite actions', async () => {
    await renderIn('test.invite');
    expect(await screen.findByRole('region', { name: 'Household' })).toBeInTheDocument();
  });

  it('hides it where the offering does not, and the explicit prop wins either way', async () => {
    await renderIn('test.noinvite');
    expect(screen.queryByRole('region', { name: 'Household' })).toBeNull();
    cleanup();
    await renderIn('test.noinvite', true);
    expect(await screen.findByRole('region', { name: 'Household' })).toBeInTheDocument();
    cleanup();
    await renderIn('test.invite', false);
    expect(screen.queryByRole('region', { name: 'Household' })).toBeNull();
  });
});

describe('PhoneManager', () => {
  it('adds a number and verifies it with the SMS code from the outbox', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const onSaved = vi.fn();
    const { container } = rig.render((client) => <PhoneManager client={client} onSaved={onSaved} />);
    const section = await screen.findByRole('region', { name: 'Phone' });
    await user.click(await within(section).findByRole('button', { name: 'Add' }));
    await user.type(within(section).getByLabelText(/Mobile phone number/), '6505550142{Enter}');
    const code = await within(section).findByLabelText('Verification code');
    expect(
      await within(section).findByText(/Enter the 6-digit code we sent to \+16505550142/),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.type(code, rig.playground.lastCode('+16505550142') ?? '');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('+16505550142')).toBeInTheDocument();
    expect(within(section).getByText(/Verified/)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});

describe('PhoneManager: two-step by text', () => {
  it('replacing a verified number says first that two-step verification by text goes off; a first number does not', async () => {
    const user = userEvent.setup();
    const notice = 'Changing your number turns off two-step verification by text until you set it up again.';
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'sam.sms', password: 'Correct-Horse-7' })).ok).toBe(true);
    const sent = await rig.client.sendSignInConfirmation({ channelType: 'SMS' });
    expect(sent.ok).toBe(true);
    const verified = await rig.client.verifySignInConfirmation({
      channelType: 'SMS',
      confirmationId: sent.ok ? (sent.data.confirmationId ?? '') : '',
      challengeToken: [{ type: 'SMS_OTP', value: rig.playground.lastCode() ?? '' }],
    });
    expect(verified.ok).toBe(true);
    const samPage = rig.render((client) => <PhoneManager client={client} stepUpAal={null} />);
    const section = await screen.findByRole('region', { name: 'Phone' });
    expect(await within(section).findByText(/Verified/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    expect(await within(section).findByText(notice)).toBeInTheDocument();
    await expectNoAxeViolations(samPage.container);
    cleanup();

    const alex = await signedInRig();
    alex.render((client) => <PhoneManager client={client} stepUpAal={null} />);
    const alexSection = await screen.findByRole('region', { name: 'Phone' });
    await user.click(await within(alexSection).findByRole('button', { name: 'Add' }));
    await within(alexSection).findByLabelText(/Mobile phone number/);
    expect(within(alexSection).queryByText(notice)).toBeNull();
  });
});

describe('EmailManager', () => {
  it('a new address the email-validity service refuses is said in words, the form stays, nothing is saved', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <EmailManager client={client} />);
    const section = await screen.findByRole('region', { name: 'Email' });
    await user.click(await within(section).findByRole('button', { name: 'Edit' }));
    const field = within(section).getByLabelText('Email address');
    await user.clear(field);
    await user.type(field, 'alex@mailinator.com{Enter}');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "That email address isn't valid. Check it and try again.",
    );
    expect(within(section).getByLabelText('Email address')).toHaveValue('alex@mailinator.com');
    // The address went to the validity check only: no save body carries it.
    expect(rig.bodies).toContain(JSON.stringify({ address: 'alex@mailinator.com' }));
    expect(rig.bodies.some((body) => body.includes('"email"'))).toBe(false);
    await expectNoAxeViolations(container);
  });
});

describe('PhoneManager: phone-validation outcomes (seed 001 §4)', () => {
  it('a number texts cannot reach (a landline, voice only) is refused before it is saved', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <PhoneManager client={client} />);
    const section = await screen.findByRole('region', { name: 'Phone' });
    await user.click(await within(section).findByRole('button', { name: 'Add' }));
    const field = within(section).getByLabelText(/Mobile phone number/);
    // The landline fixture (playground/core/contact.ts: 555-0180 to 555-0189 answer SMS_UNSUPPORTED).
    await user.type(field, '6505550185{Enter}');
    expect(
      await within(section).findByText(/We had a problem verifying this phone number\./),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(rig.bodies.some((body) => body.includes('mobileNumber'))).toBe(false);
    expect(within(section).queryByLabelText('Verification code')).toBeNull();
  });
});

describe('PasswordManager', () => {
  it('a change below the level shows the step-up; the typed passwords are still there', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <PasswordManager client={client} username="alex.rivera" />);
    const section = await screen.findByRole('region', { name: 'Password' });
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await user.type(within(section).getByLabelText('Current password'), 'Correct-Horse-7');
    await user.type(within(section).getByLabelText('New password'), 'Brand-New-99');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Brand-New-99');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Confirm it’s you')).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('[data-section=password]')).toHaveAttribute('data-state', 'stepUp'),
    );
    await expectNoAxeViolations(container);
    expect(
      within(section).getByLabelText<HTMLInputElement>('New password', { selector: 'input' }).value,
    ).toBe('Brand-New-99');
    expect(rig.bodies.some((body) => body.includes('Brand-New-99'))).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(await within(section).findByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});

describe('MfaManager', () => {
  it('sets up an authenticator app with the QR screen and a code from the shown key', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <MfaManager client={client} />);
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(await within(section).findByText('Email to alex@example.com')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    const key = await within(section).findByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = (key.textContent ?? '').replace(/\s+/g, '');
    await expectNoAxeViolations(container);
    await user.type(
      within(section).getByLabelText('Verification code'),
      await totpCode(secret, rig.playground.now()),
    );
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('Your authenticator app is set up.')).toBeInTheDocument();
    expect(await within(section).findByText('Authenticator app')).toBeInTheDocument();
    expect(within(section).getByText(/^On:/)).toBeInTheDocument();
  });
});

describe('AccessHistory', () => {
  it('says when the user last signed in and lists the sign-ins', async () => {
    const rig = await signedInRig();
    const { container } = rig.render((client) => <AccessHistory client={client} />);
    const section = await screen.findByRole('region', { name: 'Recent sign-ins' });
    expect(await within(section).findByText('Last signed in today')).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent('Playground browser, Localhost');
    await expectNoAxeViolations(container);
  });
});
