// The account's list sections (issue 20) against the playground as alex: apps with access (revoke, confirmed
// first), linked sign-ins (unlink), the household (invite with a personal message, pending list, cancel an
// invitation, managers only), the stand-alone email invite, and the manager listing them; axe on each state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountManager, ConsentManager, EmailInvite, LinkedIdentities, RealmManager } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

async function signedInRig(): Promise<ReturnType<typeof createFlowRig>> {
  const rig = createFlowRig();
  expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
  return rig;
}

describe('ConsentManager', () => {
  it('lists the apps with access and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const onSaved = vi.fn();
    const { container } = rig.render((client) => <ConsentManager client={client} onSaved={onSaved} />);
    const section = await screen.findByRole('region', { name: 'Apps with access' });
    expect(await within(section).findByText('budget-planner')).toBeInTheDocument();
    // The consent screen's wording of each scope, never the raw scope names (issue 18).
    const seen = within(section).getAllByRole('list', { name: 'What budget-planner can see' })[0];
    expect(
      within(seen!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your user ID, so the app knows it is you', 'Your name and profile', 'Your email address']);
    expect(section).not.toHaveTextContent(/openid/);
    await expectNoAxeViolations(container);
    await user.click(within(section).getByRole('button', { name: 'Remove access: budget-planner' }));
    expect(within(section).getByText(/Remove access for budget-planner\?/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(section).getByRole('button', { name: 'Remove access' }));
    await waitFor(() => expect(within(section).queryByText('budget-planner')).toBeNull());
    expect(within(section).getByText('receipt-scanner')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Access removed.');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('Cancel leaves the grant as it was, with no request', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    rig.render((client) => <ConsentManager client={client} />);
    const section = await screen.findByRole('region', { name: 'Apps with access' });
    await user.click(await within(section).findByRole('button', { name: 'Remove access: receipt-scanner' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(await within(section).findByText('receipt-scanner')).toBeInTheDocument();
  });
});

describe('LinkedIdentities', () => {
  it('lists the linked google account and unlinks it', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <LinkedIdentities client={client} />);
    const section = await screen.findByRole('region', { name: 'Linked sign-ins' });
    expect(await within(section).findByText('Google: alex.rivera@gmail.com')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(section).getByRole('button', { name: 'Unlink: Google: alex.rivera@gmail.com' }));
    await user.click(within(section).getByRole('button', { name: 'Unlink' }));
    expect(
      await within(section).findByText('No other sign-in is linked to your account.'),
    ).toBeInTheDocument();
  });

  it('Link hands the partner address to the host as a redirect', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const onHostCommand = vi.fn();
    rig.render((client) => (
      <LinkedIdentities
        client={client}
        onHostCommand={onHostCommand}
        returnUrl="https://app.example/account"
      />
    ));
    const section = await screen.findByRole('region', { name: 'Linked sign-ins' });
    await user.click(await within(section).findByRole('button', { name: 'Link a Google account' }));
    await waitFor(() =>
      expect(onHostCommand).toHaveBeenCalledWith(expect.objectContaining({ type: 'redirect' })),
    );
  });
});

describe('RealmManager', () => {
  it('invites someone with a personal message; the invitation is pending; one is cancelled', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <RealmManager client={client} />);
    const section = await screen.findByRole('region', { name: 'Household' });
    expect(await within(section).findByText('Alex Rivera')).toBeInTheDocument();
    expect(within(section).getByText('jordan@example.com, invited as Member')).toBeInTheDocument();
    // Roles and products worded through the catalogue, never the service's codes (issue 18).
    expect(within(section).getByText('Your role: Owner')).toBeInTheDocument();
    expect(within(section).getByText('Budget: on')).toBeInTheDocument();
    expect(section).not.toHaveTextContent(/OWNER|MEMBER|budget:/);
    await expectNoAxeViolations(container);
    await user.click(within(section).getByRole('button', { name: 'Invite someone' }));
    await user.type(within(section).getByLabelText(/Their email address/), 'not-an-email');
    await user.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(
      (await within(section).findAllByText('Enter a valid email address, like name@example.com.')).length,
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await user.clear(within(section).getByLabelText(/Their email address/));
    await user.type(within(section).getByLabelText(/Their email address/), 'casey@example.com');
    await user.type(within(section).getByLabelText(/Personal message/), 'Join our budget');
    await user.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText('casey@example.com, invited as Member')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Invitation sent.');
    expect(rig.playground.outbox.some((m) => m.text.includes('Join our budget'))).toBe(true);
    await user.click(within(section).getByRole('button', { name: 'Cancel invitation: jordan@example.com' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(within(section).queryByText(/jordan@example.com/)).toBeNull());
  });
});

describe('EmailInvite and the manager', () => {
  it('the stand-alone invite sends one invitation', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    rig.render((client) => <EmailInvite client={client} />);
    const section = await screen.findByRole('region', { name: 'Invite someone' });
    await user.click(await within(section).findByRole('button', { name: 'Invite someone' }));
    await user.type(within(section).getByLabelText(/Their email address/), 'robin@example.com{Enter}');
    expect(await within(section).findByText('Invitation sent.')).toBeInTheDocument();
  });

  it('AccountManager lists linked sign-ins and apps from the widget list, the household with `people`', async () => {
    const rig = await signedInRig();
    rig.render((client) => (
      <AccountManager client={client} widgets={['consent', 'linkedIdentities']} people />
    ));
    expect(await screen.findByRole('region', { name: 'Apps with access' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Linked sign-ins' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Household' })).toBeInTheDocument();
  });
});
