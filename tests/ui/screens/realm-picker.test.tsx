// The realm (company) picker after sign-in (seed 000 §4.3 "then choose a realm", issue 22) against the real
// client and the in-memory playground: cory.companies works in two companies.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityFlow } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { expectInlineErrorOnly, renderFlow, signInWithPassword, stepOf } from './harness';

// Whole journeys with axe on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

describe('realm picker (cory.companies@example.com)', () => {
  it('lists both companies; Continue without a choice says so at the list; the chosen one scopes the ticket', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: { enableRealmPicker: true } });
    await signInWithPassword(user, 'cory.companies@example.com');
    await screen.findByRole('heading', { name: 'Choose a company' });
    expect(stepOf(rig.container)).toBe('realmPicker');
    const books = screen.getByRole('radio', { name: /Cory Books/ });
    expect(screen.getByRole('radio', { name: /Cory Garden Shop/ })).toBeVisible();
    await expectNoAxeViolations(rig.container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectInlineErrorOnly(
      screen.getAllByRole('radio')[0] as HTMLElement,
      'Choose a company to continue.',
      screen.getByRole('group'),
    );
    expect(rig.count('/create_ticket_with_user_realm')).toBe(0);

    await user.click(books);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.count('/create_ticket_with_user_realm')).toBe(1);
    // The service's session is now scoped to the chosen company.
    const realms = [...rig.playground.service.store.sessions.values()].map((session) => session.realmId);
    expect(realms).toContain('realm-cory-books');
  }, 30_000);

  it('one company: nothing to choose, signed in straight away', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: { enableRealmPicker: true } });
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.count('/me/realms')).toBe(1);
    expect(rig.count('/create_ticket_with_user_realm')).toBe(0);
  }, 30_000);
});
