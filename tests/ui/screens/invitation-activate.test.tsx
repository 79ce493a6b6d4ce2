// <Invitation newAccount>: activating a new account from an invitation (seed 001 §4.3, §7.5.1) against the
// playground; inv-alex-jordan is for jordan@example.com, who has no account (access code 246810).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_INVITATION_CODE, FIXTURE_NEW_ACCOUNT_INVITATION_CODE } from '../../../playground';
import { Invitation } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';

const PASSWORD = 'Teal-Harbor-2026!';
const CODE = '246810';
const WRONG_CODE = '999999';
const NEW_ACCOUNT_CODE = FIXTURE_NEW_ACCOUNT_INVITATION_CODE;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Invitation for a new account (activate)', () => {
  it('jordan: empty fields are named, a wrong code shows the error and keeps what was typed, the right code creates and signs in the account', async () => {
    const logged = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
    ];
    const user = userEvent.setup();
    const rig = createFlowRig();
    const onContinue = vi.fn();
    const { container } = rig.render((client) => (
      <Invitation
        client={client}
        invitationId="inv-alex-jordan"
        newAccount
        onEvent={rig.onEvent}
        onContinue={onContinue}
      />
    ));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('User ID')).toHaveAccessibleDescription(
        expect.stringContaining('Enter your user ID.'),
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your password.'),
    );
    expect(rig.bodies).toEqual([]);

    await user.type(screen.getByLabelText('User ID'), 'jordan.lee');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Access code'), WRONG_CODE);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'INVALID_ACCESS_CODE');
    expect(alert).toHaveTextContent('That security code is incorrect.');
    expect(screen.getByLabelText('User ID')).toHaveValue('jordan.lee');
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.getByLabelText('Access code')).toHaveValue(WRONG_CODE);

    await user.clear(screen.getByLabelText('Access code'));
    await user.type(screen.getByLabelText('Access code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const heading = await screen.findByRole('heading', { name: 'Your account is ready' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expectNoAxeViolations(container);
    // The service created the account and signed it in.
    const me = await rig.client.getUser({});
    expect(me.ok && me.data.username).toBe('jordan.lee');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();

    expect(rig.events).toContainEqual({
      type: 'request',
      operation: 'invitation.activate',
      outcome: 'success',
      responseCode: null,
    });
    const seen = JSON.stringify([rig.events, ...logged.map((spy) => spy.mock.calls)]);
    for (const secret of [PASSWORD, CODE, WRONG_CODE]) {
      expect(seen).not.toContain(secret);
    }
  });

  it('with a challenge question the form asks for its answer and sends it with the question', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    rig.render((client) => (
      <Invitation
        client={client}
        invitationId="inv-alex-jordan"
        accessCode={CODE}
        newAccount
        challengeQuestion="What was the name of your first pet?"
      />
    ));
    const answer = screen.getByLabelText('What was the name of your first pet?');
    await user.type(screen.getByLabelText('User ID'), 'jordan.lee');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(answer).toHaveAccessibleDescription(expect.stringContaining('Enter your answer.')),
    );
    await user.type(answer, 'Pebbles');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(rig.bodies.some((body) => body.includes('"challengeQuestionAnswer"'))).toBe(true);
    expect(
      JSON.parse(rig.bodies.find((body) => body.includes('challengeQuestionAnswer')) ?? '{}'),
    ).toMatchObject({
      challengeQuestionAnswer: { question: 'What was the name of your first pet?', answer: 'Pebbles' },
    });
  });
});

// The host does not say whether the invited person has an account: the link code's verify answer decides
// (issue 22). inv-acme-morgan is for morgan@example.com, who has none; inv-pending is for alex, who has one.
describe('Invitation from a link: the service says whether the account is new', () => {
  it('morgan (no account): waits for the check, then the activate form names Sam Lee and Acme Books, and activates', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const { container } = rig.render((client) => (
      <Invitation client={client} invitationId="inv-acme-morgan" accessCode={NEW_ACCOUNT_CODE} />
    ));
    expect(screen.getByRole('heading', { name: 'Checking your invitation…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Sam Lee invited you to join Acme Books.')).toBeVisible();
    expect(screen.getByLabelText('Access code')).toHaveValue(NEW_ACCOUNT_CODE);
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('User ID'), 'morgan.new');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect((await rig.client.getUser()).ok).toBe(true);
  });

  it('alex (has an account): the same link check keeps the accept form', async () => {
    const rig = createFlowRig();
    rig.render((client) => (
      <Invitation client={client} invitationId="inv-pending" accessCode={FIXTURE_INVITATION_CODE} />
    ));
    expect(await screen.findByRole('heading', { name: 'Accept your invitation' })).toBeInTheDocument();
    expect(screen.getByText('Sam Lee invited you to join Acme Books.')).toBeVisible();
    expect(screen.queryByLabelText('User ID')).toBeNull();
  });

  it('morgan opens the page without the code: Accept checks it, and with no account the activate form follows (no accept sent)', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    rig.render((client) => <Invitation client={client} invitationId="inv-acme-morgan" />);
    await user.type(screen.getByLabelText('Access code'), NEW_ACCOUNT_CODE);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Sam Lee invited you to join Acme Books.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Access code')).toHaveValue(NEW_ACCOUNT_CODE);
    await user.type(screen.getByLabelText('User ID'), 'morgan.new');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
  });

  it("the host's newAccount={false} overrides the service: morgan's link shows the accept form at once", () => {
    const rig = createFlowRig();
    rig.render((client) => (
      <Invitation
        client={client}
        invitationId="inv-acme-morgan"
        accessCode={NEW_ACCOUNT_CODE}
        newAccount={false}
      />
    ));
    expect(screen.getByRole('heading', { name: 'Accept your invitation' })).toBeInTheDocument();
  });

  it('inv-expired-sam: the expired screen asks Sam Lee for a new invitation and offers a way on', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const rig = createFlowRig();
    rig.render((client) => (
      <Invitation
        client={client}
        invitationId="inv-expired-sam"
        accessCode="864200"
        onContinue={onContinue}
      />
    ));
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ask Sam Lee to send you a new invitation.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
