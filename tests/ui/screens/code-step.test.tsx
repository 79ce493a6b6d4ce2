// The shared one-time-code step (ui/screens/code-step.tsx, issue 18 §1): the sign-up code step has the same
// hint, resend with countdown and button placement as the MFA code screens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PhoneManager, SignUp } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createUiRig } from '../fields/rig';
import { createFlowRig } from './flow-harness';
import { warmLazySteps } from './lazy-chunks';
import { expectStepFocus } from './step-focus';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(warmLazySteps, 60_000);

describe('code step layout', () => {
  it('sign-up: hint, Verify, then resend below it; a new code gives way to a countdown and focus stays in the field', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    const { container } = rig.render(
      <SignUp client={rig.client} shell={{ year: 2026 }} config={{ flow: 'password-signup' }} />,
    );
    await user.type(screen.getByLabelText('Email address'), 'code.step@example.com');
    await user.type(screen.getByLabelText('Password'), 'Maple-Syrup-Canoe-42');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await expectStepFocus('Confirm your email address', 'Verification code');

    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription(/6/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    const actions = container.querySelector('[data-part="code-actions"]');
    expect(actions).not.toBeNull();
    const resend = within(actions as HTMLElement).getByRole('button', { name: 'Send a new code' });
    // Verify comes first, the resend action after it, outside the form.
    expect(verify.compareDocumentPosition(resend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(verify.closest('form')?.contains(resend)).toBe(false);
    const firstCode = rig.playground.lastCode('code.step@example.com');

    await user.click(resend);
    expect(field).toHaveFocus();
    expect(await screen.findByRole('timer')).toHaveTextContent(/You can ask for a new code in \d:\d\d\./);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We sent you a new code.'));
    await expectNoAxeViolations(container);

    const code = rig.playground.lastCode('code.step@example.com');
    expect(code).not.toBe(firstCode);
    await user.type(field, code ?? '');
    await user.click(verify);
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  });

  it('account phone change: the same layout (hint, full-width Verify, then resend and Cancel in one column), and a new code gives way to a countdown', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
    const { container } = rig.render((client) => <PhoneManager client={client} />);
    const section = await screen.findByRole('region', { name: 'Phone' });
    await user.click(await within(section).findByRole('button', { name: 'Add' }));
    await user.type(within(section).getByLabelText(/Mobile phone number/), '6505550142{Enter}');
    const field = await within(section).findByLabelText('Verification code');
    expect(field).toHaveAccessibleDescription(/6/);
    const verify = within(section).getByRole('button', { name: 'Verify' });
    expect(verify).toHaveAttribute('data-full-width', 'true');
    const actions = section.querySelector('[data-part="code-actions"]');
    expect(actions, 'the code step column of other ways on').not.toBeNull();
    const resend = within(actions as HTMLElement).getByRole('button', { name: 'Send a new code' });
    expect(within(actions as HTMLElement).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(verify.closest('form')?.contains(resend)).toBe(false);

    await user.click(resend);
    expect(field).toHaveFocus();
    expect(await within(section).findByRole('timer')).toHaveTextContent(
      /You can ask for a new code in \d:\d\d\./,
    );
    await expectNoAxeViolations(container);
    await user.type(field, rig.playground.lastCode('+16505550142') ?? '');
    await user.click(verify);
    expect(await within(section).findByText('+16505550142')).toBeInTheDocument();
  });
});
