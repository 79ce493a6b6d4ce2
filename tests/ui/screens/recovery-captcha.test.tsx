// AccountRecovery's first step against the playground: the captcha the service asks of casey.captcha (seed 000
// §4.3 captcha rules) and strict user enumeration (QUALITY.md security 10).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_CAPTCHA_TOKEN, PLAYGROUND_SPEC_OFFERING_ID } from '../../../playground';
import { AccountRecovery } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

function stepOf(container: HTMLElement): string | null {
  return container.querySelector('form[data-step], section[data-step]')?.getAttribute('data-step') ?? null;
}

describe('AccountRecovery captcha', () => {
  it('casey.captcha: the captcha appears, an unsolved one is an inline error, a solved one moves on', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const { container } = rig.render((client) => (
      <AccountRecovery client={client} onEvent={rig.onEvent} shell={false} />
    ));
    expect(screen.queryByLabelText('Security check')).toBeNull();
    await user.type(screen.getByLabelText('Email, phone or user ID'), 'casey.captcha@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const captcha = await screen.findByLabelText('Security check');
    expect(await screen.findByRole('alert')).toHaveAttribute('data-code', 'CAPTCHA_REQUIRED');
    expect(rig.events).toContainEqual({ type: 'view', view: 'recaptcha' });
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Complete the security check.')).not.toHaveLength(0);
    expect(stepOf(container)).toBe('username');

    await user.type(captcha, FIXTURE_CAPTCHA_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepOf(container)).toBe('challenges'));
    expect(rig.bodies.some((body) => body.includes(FIXTURE_CAPTCHA_TOKEN))).toBe(true);
  });

  it('a wrong token after the captcha request is CAPTCHA_REJECTED', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    rig.render((client) => <AccountRecovery client={client} shell={false} />);
    await user.type(screen.getByLabelText('Email, phone or user ID'), 'casey.captcha@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Security check'), 'not-the-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-code', 'CAPTCHA_REJECTED'));
  });
});

describe('AccountRecovery strict user enumeration', () => {
  async function answerWrongly(
    identifier: string,
    strict: boolean,
  ): Promise<{ step: string | null; code: string | null; heading: string | null }> {
    const user = userEvent.setup();
    // off runs against an offering the playground answers as the spec.
    const rig = createFlowRig(strict ? undefined : PLAYGROUND_SPEC_OFFERING_ID);
    const { container, unmount } = rig.render((client) => (
      <AccountRecovery
        client={client}
        shell={false}
        config={{ userEnumeration: strict ? 'strict' : 'off' }}
      />
    ));
    await user.type(screen.getByLabelText('Email, phone or user ID'), identifier);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.queryByRole('alert') ?? screen.queryByLabelText('Last name')).not.toBeNull(),
    );
    const lastName = screen.queryByLabelText('Last name');
    if (lastName === null) {
      const result = {
        step: stepOf(container),
        code: screen.getByRole('alert').getAttribute('data-code'),
        heading: null,
      };
      unmount();
      return result;
    }
    const heading = screen.getByRole('heading', { level: 1 }).textContent;
    await user.type(lastName, 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    const result = { step: stepOf(container), code: alert.getAttribute('data-code'), heading };
    unmount();
    return result;
  }

  it('off: an unknown account is told apart at the first step', async () => {
    expect(await answerWrongly('nobody@example.com', false)).toMatchObject({
      step: 'username',
      code: 'USER_NOT_FOUND',
    });
  });

  it('strict: an unknown account and a known one with wrong answers look the same', async () => {
    const unknown = await answerWrongly('nobody@example.com', true);
    const known = await answerWrongly('alex@example.com', true);
    expect(unknown).toEqual(known);
    expect(unknown).toMatchObject({ step: 'challenges', code: 'IDP_USER_DENIED' });
  });
});
