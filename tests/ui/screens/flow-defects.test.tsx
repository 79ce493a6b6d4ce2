// Issue 18 §3: the flow defects a new user hit, one test (or a few) per bullet, each failing before its fix.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createIdentityClient, IdentityProvider } from '../../../headless';
import { addEntries, DEFAULT_REGISTRY, resolveConfig, type OfferingConfig } from '../../../offerings';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../../playground';
import { SignIn } from '../../../ui';
import { sameRealmBody } from '../../headless/harness';
import { PASSWORD } from './harness';

vi.setConfig({ testTimeout: 20_000 });

const SIGN_IN_OFFERING = '50000003';
const RECOVERY_HREF = 'https://help.acme.example/recover';

function offeringWith(options: Record<string, unknown>): OfferingConfig {
  const registry = addEntries(DEFAULT_REGISTRY, [{ offeringIds: [SIGN_IN_OFFERING], options }]);
  return resolveConfig({ offeringId: SIGN_IN_OFFERING, registry });
}

function renderSignIn(offering: OfferingConfig): void {
  const playground = createPlayground({ seed: 7 });
  const client = createIdentityClient({
    offeringId: SIGN_IN_OFFERING,
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => sameRealmBody(await playground.fetch(url, init)),
  });
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
