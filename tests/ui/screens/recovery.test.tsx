// AccountRecovery against the real client and the in-memory playground (issue 6 §3; seed 001 §4 order).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { AccountRecovery, SignIn } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig, type FlowRig } from './flow-harness';
import { warmLazySteps } from './lazy-chunks';
import { expectStepFocus } from './step-focus';
import { PLAYGROUND_SPEC_OFFERING_ID } from '../../../playground';
import { expectInlineErrorOnly } from './harness';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(warmLazySteps, 60_000);

const OLD_PASSWORD = 'Correct-Horse-7';
const NEW_PASSWORD = 'Fresh-Canary-93!';

function stepOf(container: HTMLElement): string | null {
  return container.querySelector('form[data-step], section[data-step]')?.getAttribute('data-step') ?? null;
}

/** A reset variant's recovery up to its new-password step, the playground's requests watched. */
async function variantToNewPassword(variant: 'legal' | 'csr') {
  const user = userEvent.setup();
  const rig = createFlowRig();
  const fetched = vi.spyOn(rig.playground, 'fetch');
  const { container } = rig.render((client) => (
    <AccountRecovery client={client} config={{ variant }} shell={{ year: 2026 }} />
  ));
  await toNewPassword(user, rig, container);
  return { user, fetched, container };
}

async function toNewPassword(user: UserEvent, rig: FlowRig, container: HTMLElement): Promise<string> {
  await user.type(screen.getByLabelText('Email, phone or user ID'), 'alex@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const lastName = await screen.findByLabelText('Last name');
  // A form step: focus on its first field, the form named by the step title.
  await waitFor(() => expect(lastName).toHaveFocus());
  expect(lastName.closest('form')).toHaveAccessibleName(
    screen.getByRole('heading', { level: 1 }).textContent ?? '',
  );
  await expectNoAxeViolations(container);
  await user.type(lastName, 'Wrongname');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.clear(lastName);
  await user.type(lastName, 'Rivera');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(stepOf(container)).toBe('options'));
  await expectNoAxeViolations(container);
  // The choices' group asks its own question; it does not repeat the step's title right under it (issue 18).
  expect(screen.getByRole('group', { name: 'Where should we send your code?' })).toBeInTheDocument();
  expect(screen.getAllByText("Choose how to verify it's you")).toHaveLength(1);
  await user.click(screen.getByRole('radio', { name: /Email/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(stepOf(container)).toBe('code'));
  await waitFor(() =>
    expect(rig.playground.outbox.some((m) => m.recipient === 'alex@example.com' && m.code !== null)).toBe(
      true,
    ),
  );
  const message = rig.playground.outbox.find((m) => m.recipient === 'alex@example.com' && m.code !== null);
  const code = message?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const input = screen.getByLabelText('Verification code');
  expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(container);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(stepOf(container)).toBe('newPassword'));
  return code;
}

describe('AccountRecovery', () => {
  it('alex@example.com recovers to a new password (code from the outbox), PREVIOUSLY_USED_PASSWORD shows its message, then signs in with it', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const { container } = rig.render((client) => (
      <AccountRecovery client={client} onEvent={rig.onEvent} shell={{ year: 2026 }} />
    ));
    expect(stepOf(container)).toBe('username');
    await expectNoAxeViolations(container);
    const code = await toNewPassword(user, rig, container);
    await expectStepFocus('Reset your password', 'Password');
    expect(document.title).toBe('Reset your password');
    await expectNoAxeViolations(container);

    const password = screen.getByLabelText('Password', { selector: 'input' });
    const confirm = screen.getByLabelText('Confirm password', { selector: 'input' });
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, OLD_PASSWORD);
    await user.type(confirm, OLD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'PREVIOUSLY_USED_PASSWORD');
    expect(alert.textContent).not.toBe('');

    await user.clear(password);
    await user.clear(confirm);
    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, 'something-else');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText(/match/i).length).toBeGreaterThan(0));

    await user.clear(confirm);
    await user.type(confirm, NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepOf(container)).toBe('done'));
    expect(screen.getByRole('heading', { name: 'Your password has been changed' })).toHaveFocus();
    await expectNoAxeViolations(container);
    expect(JSON.stringify(rig.events)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(rig.events)).not.toContain(code);
    cleanup();

    // Sign in with the new password through SignIn (same playground and client).
    const signIn = rig.render(() => <SignIn />);
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
    signIn.unmount();
  });

  it('the legal variant ends the reset with PUT users/{userId}/reset_password_end (legal-password-reset, seed 000 §3.3)', async () => {
    const { user, fetched, container } = await variantToNewPassword('legal');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepOf(container)).toBe('done'));
    const urls = fetched.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => /\/users\/[^/]+\/reset_password_end$/.test(url))).toBe(true);
    expect(urls.some((url) => /\/reset_password$/.test(url))).toBe(false);
  });

  it('the CSR variant ends the reset with PUT csr/reset_password: newPassword, confirmationId, challengeQuestionAnswer (seed 000 §3.3)', async () => {
    const { user, fetched, container } = await variantToNewPassword('csr');
    expect(
      screen.getByText(
        'A support agent asked you to set a new password. Answer your security question again to confirm.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), NEW_PASSWORD);
    // The answer is required with the new password in this variant.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectInlineErrorOnly(screen.getByLabelText('Your answer'), /answer/i);
    const question = screen.getByLabelText<HTMLSelectElement>('Security question');
    await user.type(screen.getByLabelText('Your answer'), 'Ms. Alvarez');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepOf(container)).toBe('done'));
    const resets = fetched.mock.calls.filter(([url]) => /\/csr\/reset_password$/.test(String(url)));
    expect(resets).toHaveLength(1);
    const body: unknown = JSON.parse(String(resets[0]?.[1]?.body));
    expect(body).toEqual({
      newPassword: NEW_PASSWORD,
      confirmationId: expect.stringMatching(/.+/),
      challengeQuestionAnswer: { question: question.value, answer: 'Ms. Alvarez' },
    });
    // Neither the standard nor the legal reset call went out.
    const paths = fetched.mock.calls.map(([url]) => new URL(String(url)).pathname);
    expect(paths.filter((path) => path.includes('reset_password') && !path.includes('/csr/'))).toEqual([]);
  });

  it('forgot user id lists the accounts', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const { container } = rig.render((client) => <AccountRecovery client={client} />);
    await user.click(screen.getByRole('button', { name: 'Forgot your user ID?' }));
    await expectStepFocus('Forgot your user ID?', 'Email, phone or user ID');
    await toNewPassword(user, rig, container).catch(() => undefined);
    await waitFor(() => expect(stepOf(container)).toBe('userIds'));
    expect(screen.getByText('alex.rivera')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('an empty identifier shows the inline error; off: an unknown user a server alert', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig(PLAYGROUND_SPEC_OFFERING_ID);
    rig.render((client) => <AccountRecovery client={client} config={{ userEnumeration: 'off' }} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectInlineErrorOnly(
      screen.getByLabelText('Email, phone or user ID'),
      'Enter your email, phone or user ID.',
    );
    await user.type(screen.getByLabelText('Email, phone or user ID'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveAttribute('data-code');
  });

  it('a link older than 24 hours shows the expired screen', async () => {
    const rig = createFlowRig();
    const now = Date.UTC(2026, 0, 2, 12);
    const { container } = rig.render((client) => (
      <AccountRecovery client={client} now={() => now} linkIssuedAt={now - 25 * 3_600_000} />
    ));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText('The link in the email works for 24 hours.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('fr-CA renders French', async () => {
    await loadLocale('fr-CA');
    const rig = createFlowRig();
    rig.render((client) => <AccountRecovery client={client} />, 'fr-CA');
    expect(await screen.findByLabelText('Courriel, téléphone ou identifiant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Identifiant oublié?' })).toBeInTheDocument();
  });
});
