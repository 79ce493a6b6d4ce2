// The better-account offer after sign-in (issue 22; offering setting enableBestAccountCheck, seed 000 §9) against
// the real client and the in-memory playground: bea.old's best-account check also finds bea.best.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityFlow } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { renderFlow, signInWithPassword } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const OFFER = { enablePostAuthBestAccountCheck: true, enableBestAccountCheck: true };
const TITLE = 'We found a better account for you';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('better-account offer (bea.old)', () => {
  it('offers bea.best; accepting switches the session to it', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: OFFER });
    await signInWithPassword(user, 'bea.old');
    await screen.findByRole('heading', { name: TITLE });
    expect(screen.getByText(/You also have the account bea\.best/)).toBeVisible();
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Use bea.best' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.count('/me/select_accounts')).toBe(1);
    const sessionUsers = [...rig.playground.service.store.sessions.values()].map((session) => session.userId);
    expect(sessionUsers).toContain('bea.best');
  }, 30_000);

  it('"Continue with this account" keeps bea.old', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: OFFER });
    await signInWithPassword(user, 'bea.old');
    await screen.findByRole('heading', { name: TITLE });
    await user.click(screen.getByRole('button', { name: 'Continue with this account' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.count('/me/select_accounts')).toBe(0);
  }, 30_000);

  it('a window narrower than 480 px gets no offer (seed 000 §9)', async () => {
    vi.stubGlobal('innerWidth', 400);
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: OFFER });
    await signInWithPassword(user, 'bea.old');
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
    expect(rig.count('/me/select_accounts')).toBe(0);
  }, 30_000);

  it('without enableBestAccountCheck the check runs but nothing is offered', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      config: { enablePostAuthBestAccountCheck: true },
    });
    await signInWithPassword(user, 'bea.old');
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.count('/select_account')).toBe(1);
  }, 30_000);
});
