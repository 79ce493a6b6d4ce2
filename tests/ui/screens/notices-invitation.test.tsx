// Notices, invitation and verified-user update screens against the playground (issue 6 §2, §3).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { AccountDeletionNotice, Invitation, UnsupportedBrowserNotice, VerifiedUserUpdate } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';
import { expectInlineErrorOnly } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const PASSWORD = 'Correct-Horse-7';
const HOUR = 3_600_000;

describe('AccountDeletionNotice', () => {
  it('within 72 hours offers the cancel button; after, only the notice', async () => {
    const rig = createFlowRig();
    const onCancel = vi.fn();
    const now = Date.UTC(2026, 0, 5);
    const view = rig.render(() => (
      <AccountDeletionNotice requestedAt={now - 10 * HOUR} now={now} onCancel={onCancel} />
    ));
    expect(screen.getByRole('heading', { name: "We're deleting your account" })).toBeInTheDocument();
    expect(screen.getByText(/72 hours.*45 days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel account deletion' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await expectNoAxeViolations(view.container);
    view.rerender(<></>);
    view.unmount();
    rig.render(() => <AccountDeletionNotice requestedAt={now - 73 * HOUR} now={now} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Cancel account deletion' })).toBeNull();
  });

  it('with the client: Cancel calls notify-account-deletion-aborted once, confirms, then offers no cancel', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: PASSWORD })).ok).toBe(true);
    const onCancel = vi.fn();
    const now = Date.UTC(2026, 0, 5);
    const { container } = rig.render((client) => (
      <AccountDeletionNotice
        client={client}
        onEvent={rig.onEvent}
        requestedAt={now - 10 * HOUR}
        now={now}
        onCancel={onCancel}
      />
    ));
    await user.click(screen.getByRole('button', { name: 'Cancel account deletion' }));
    expect(await screen.findByText('Your account will not be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel account deletion' })).toBeNull();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(rig.events).toContainEqual({
      type: 'request',
      operation: 'accountDeletion.cancel',
      outcome: 'success',
      responseCode: null,
    });
    await expectNoAxeViolations(container);
  });

  it('with the client but signed out: the service error is shown and the button stays', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const now = Date.UTC(2026, 0, 5);
    rig.render((client) => <AccountDeletionNotice client={client} requestedAt={now - HOUR} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Cancel account deletion' }));
    expect(await screen.findByRole('alert')).toHaveAttribute('data-code');
    expect(screen.getByRole('button', { name: 'Cancel account deletion' })).toBeInTheDocument();
  });

  it('fr-CA renders French', async () => {
    await loadLocale('fr-CA');
    const rig = createFlowRig();
    rig.render(() => <AccountDeletionNotice requestedAt={Date.now()} />, 'fr-CA');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe("We're deleting your account");
    expect(document.documentElement.textContent).toMatch(/heures/);
  });
});

describe('UnsupportedBrowserNotice', () => {
  it('shows when a required feature is missing, nothing otherwise', async () => {
    const rig = createFlowRig();
    const all = { fetch: true, promise: true, abortController: true, urlSearchParams: true, crypto: true };
    const view = rig.render(() => <UnsupportedBrowserNotice features={all} />);
    expect(screen.queryByRole('heading')).toBeNull();
    view.unmount();
    const shown = rig.render(() => <UnsupportedBrowserNotice features={{ ...all, fetch: false }} />);
    expect(screen.getByRole('heading', { name: "Your browser isn't supported" })).toBeInTheDocument();
    await expectNoAxeViolations(shown.container);
  });
});

describe('Invitation', () => {
  it('inv-pending from a link with its access code: says who invited and to what before the answer (issue 18 §3)', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: PASSWORD })).ok).toBe(true);
    const { container } = rig.render((client) => (
      <Invitation client={client} invitationId="inv-pending" accessCode="123456" />
    ));
    expect(await screen.findByText('Sam Lee invited you to join Acme Books.')).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: "You've joined Acme Books" })).toBeInTheDocument();
  });

  it('inv-expired from a link with its access code: the expired screen and its way on at once, no inviter to name', async () => {
    const rig = createFlowRig();
    rig.render((client) => (
      <Invitation
        client={client}
        invitationId="inv-expired"
        accessCode="654321"
        onContinue={() => undefined}
      />
    ));
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByText(/invited you to join/)).toBeNull();
  });

  it('a link code submitted before its preview answered still gets its answer (the preview is superseded)', async () => {
    const rig = createFlowRig();
    const { container } = rig.render((client) => (
      // The host says alex has an account, so the form shows at once (no wait for the service's answer).
      <Invitation client={client} invitationId="inv-expired" accessCode="654321" newAccount={false} />
    ));
    const form = container.querySelector('form');
    expect(form).not.toBeNull();
    form?.requestSubmit();
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }),
    ).toBeInTheDocument();
  });

  it('inv-pending: a signed-in alex accepts with access code 123456 and sees the success screen', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: PASSWORD })).ok).toBe(true);
    const { container } = rig.render((client) => <Invitation client={client} invitationId="inv-pending" />);
    expect(screen.getByRole('heading', { name: 'Accept your invitation' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await expectInlineErrorOnly(screen.getByLabelText('Access code'), /Enter the access code/);
    await user.type(screen.getByLabelText('Access code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveAttribute('data-code', 'INVALID_ACCESS_CODE');
    await user.clear(screen.getByLabelText('Access code'));
    await user.type(screen.getByLabelText('Access code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const heading = await screen.findByRole('heading', { name: "You've joined Acme Books" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expectNoAxeViolations(container);
  });

  it('inv-pending: Decline records the answer and shows the declined screen', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: PASSWORD })).ok).toBe(true);
    const { container } = rig.render((client) => (
      <Invitation client={client} invitationId="inv-pending" onEvent={rig.onEvent} />
    ));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const heading = await screen.findByRole('heading', { name: 'Declined' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(rig.events).toContainEqual({
      type: 'request',
      operation: 'invitation.decline',
      outcome: 'success',
      responseCode: null,
    });
    await expectNoAxeViolations(container);
  });

  it('inv-expired shows the expired screen', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const { container } = rig.render((client) => <Invitation client={client} invitationId="inv-expired" />);
    await user.type(screen.getByLabelText('Access code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('VerifiedUserUpdate', () => {
  it('vera.unverified@example.com: phone shown, an empty phone is refused, then a phone saves', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect(
      (await rig.client.signIn({ username: 'vera.unverified@example.com', password: PASSWORD })).ok,
    ).toBe(true);
    const onDone = vi.fn();
    const { container } = rig.render((client) => <VerifiedUserUpdate client={client} onDone={onDone} />);
    const phone = await screen.findByLabelText(
      'Mobile phone number',
      { selector: 'input' },
      { timeout: 10_000 },
    );
    expect(screen.queryByLabelText('First name')).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectInlineErrorOnly(phone, /phone number/i);
    await user.type(phone, '650-555-0143');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Your info is up to date' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith('done');
  });

  it('vera.unverified@example.com: Skip is recorded and the screen reports it', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect(
      (await rig.client.signIn({ username: 'vera.unverified@example.com', password: PASSWORD })).ok,
    ).toBe(true);
    const onDone = vi.fn();
    rig.render((client) => <VerifiedUserUpdate client={client} onDone={onDone} />);
    await screen.findByLabelText('Mobile phone number', { selector: 'input' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('skipped'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
