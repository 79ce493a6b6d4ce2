// The personal-data and credential sections' screens (issue 20) against the playground: the manager lists
// them when the offering's widgets enable them; user id, security question and address edited by a user;
// the passkey and user-id writes ask for a step-up; axe on each state.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AccountManager,
  AddressManager,
  GovernmentIdStatus,
  PasskeyManager,
  SecurityQuestionManager,
  UserIdManager,
} from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

async function signedInRig(username = 'alex.rivera'): Promise<ReturnType<typeof createFlowRig>> {
  const rig = createFlowRig();
  expect((await rig.client.signIn({ username, password: 'Correct-Horse-7' })).ok).toBe(true);
  return rig;
}

describe('AccountManager with the personal-data sections', () => {
  it('lists user id, security question, address, and passkeys and government id with MFA', async () => {
    const rig = await signedInRig();
    const { container } = rig.render((client) => (
      <AccountManager client={client} widgets={['userid', 'sqa', 'address', 'mfa']} />
    ));
    const userId = await screen.findByRole('region', { name: 'User ID' });
    expect(await within(userId).findByText('alex.rivera')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Security question' })).toBeInTheDocument();
    const address = await screen.findByRole('region', { name: 'Address' });
    expect(await within(address).findByText('2700 Coast Ave')).toBeInTheDocument();
    const passkeys = await screen.findByRole('region', { name: 'Passkeys' });
    expect(await within(passkeys).findByText(/No passkeys yet/)).toBeInTheDocument();
    const govId = await screen.findByRole('region', { name: 'Government ID' });
    expect(await within(govId).findByText('Verified.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Name' })).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('UserIdManager', () => {
  it('refuses a short id inline, says a taken one is taken, saves a free one', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <UserIdManager client={client} stepUpAal={null} />);
    const section = await screen.findByRole('region', { name: 'User ID' });
    await user.click(await within(section).findByRole('button', { name: 'Edit' }));
    const input = within(section).getByLabelText('New user ID');
    await user.clear(input);
    await user.type(input, 'abc{Enter}');
    expect((await within(section).findAllByText('Use at least 4 characters.')).length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await user.clear(input);
    await user.type(input, 'sam.sms{Enter}');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'That user ID is taken. Try another one.',
    );
    await user.clear(input);
    await user.type(input, 'alex.new{Enter}');
    expect(await within(section).findByText('alex.new')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Saved.');
  });

  it('below the offering level the change asks to confirm it is you first', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    rig.render((client) => <UserIdManager client={client} />);
    const section = await screen.findByRole('region', { name: 'User ID' });
    await user.click(await within(section).findByRole('button', { name: 'Edit' }));
    await user.type(within(section).getByLabelText('New user ID'), '.x{Enter}');
    expect(await within(section).findByText('Confirm it’s you')).toBeInTheDocument();
  });
});

describe('SecurityQuestionManager', () => {
  it('sets a question and an answer; the answer is not shown back', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => (
      <SecurityQuestionManager client={client} stepUpAal={null} />
    ));
    const section = await screen.findByRole('region', { name: 'Security question' });
    expect(await within(section).findByText('No security question set yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findAllByText('Choose a question.')).length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await user.selectOptions(within(section).getByLabelText('Question'), 'firstPet');
    await user.type(within(section).getByLabelText(/Answer/), 'Pebbles{Enter}');
    expect(await within(section).findByText("What was your first pet's name?")).toBeInTheDocument();
    expect(container.textContent).not.toContain('Pebbles');
  });
});

describe('AddressManager and GovernmentIdStatus', () => {
  it('adds an address as primary, then removes the old one; an account without one shows the empty state', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const { container } = rig.render((client) => <AddressManager client={client} />);
    const section = await screen.findByRole('region', { name: 'Address' });
    await user.click(await within(section).findByRole('button', { name: 'Add an address' }));
    await user.type(within(section).getByLabelText('Street address'), '1 Main St');
    await user.type(within(section).getByLabelText('City'), 'Austin');
    await user.type(within(section).getByLabelText('State or province'), 'TX');
    await user.type(within(section).getByLabelText('ZIP or postal code'), '7330');
    await user.click(within(section).getByLabelText('Use as my primary address'));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findAllByText(/Enter a valid ZIP code/)).length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await user.type(within(section).getByLabelText('ZIP or postal code'), '1{Enter}');
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1 Main St');
    expect(items[0]).toHaveTextContent('Primary');
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Remove/ }));
    // Removal asks first and names the address; nothing is written before the confirmation.
    expect(await within(section).findByText(/^Remove .* from your account\?$/)).toBeInTheDocument();
    expect(within(section).queryByText('Saved.')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('Saved.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('an account without an address and without a government-id status and no government-id status yet', async () => {
    const rig = await signedInRig('two.personal');
    rig.render((client) => (
      <>
        <AddressManager client={client} />
        <GovernmentIdStatus client={client} />
      </>
    ));
    expect(await screen.findByText('No address added yet.')).toBeInTheDocument();
    expect(await screen.findByText(/Not verified yet/)).toBeInTheDocument();
  });
});

describe('PasskeyManager', () => {
  it('creating a passkey below the level asks to confirm it is you; no browser dialog opens first', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const create = vi.fn(() => Promise.reject(new Error('not expected')));
    rig.render((client) => <PasskeyManager client={client} credentials={{ create }} />);
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Create a passkey' }));
    // The confirmation's button says what it does (the browser's passkey dialog opens), not "Save".
    await user.click(within(section).getByRole('button', { name: 'Create a passkey' }));
    expect(await within(section).findByText('Confirm it’s you')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('a refused browser dialog says so in words', async () => {
    const user = userEvent.setup();
    const rig = await signedInRig();
    const create = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    rig.render((client) => <PasskeyManager client={client} stepUpAal={null} credentials={{ create }} />);
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Create a passkey' }));
    // The confirmation's button says what it does (the browser's passkey dialog opens), not "Save".
    await user.click(within(section).getByRole('button', { name: 'Create a passkey' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/cancelled or timed out/);
  });
});
