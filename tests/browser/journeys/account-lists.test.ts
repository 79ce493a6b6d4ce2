// Account management's list sections through the demo's `/account` page (issue 20 §3): alex invites a person
// to the household with a personal message and sees the pending invitation (the playground outbox has the
// email with the message); then removes an app's access and it is gone from the list; then links a google
// account through the playground's partner page and back (the `response_token` round trip). One demo per
// file.
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fieldByLabel } from '../support/demo';
import { gotoPlayground } from '../support/playground';
import { expectNoAxeViolations } from './account-steps';
import { demoJourneys, expectFocusedHeading, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);

/** Signs alex in on `/`, then opens `/account`. */
async function openAccount(page: Page, origin: string): Promise<void> {
  await signIn(page, 'alex@example.com');
  await expectFocusedHeading(page, SIGNED_IN);
  await gotoPlayground(page, origin, '/account');
  await page.getByRole('heading', { level: 1, name: 'Your account', exact: true }).waitFor();
}

describe('account lists through the demo page', () => {
  test('household: alex invites a person with a message and sees the pending invitation', async () => {
    await journey('/', async (j, origin) => {
      const { page } = j;
      await openAccount(page, origin);
      const household = page.getByRole('region', { name: 'Household', exact: true });
      await household.getByText('jordan@example.com, invited as Member', { exact: true }).waitFor();
      await household.getByRole('button', { name: 'Invite someone', exact: true }).click();
      await fieldByLabel(page, 'Their email address').fill('casey@example.com');
      await fieldByLabel(page, 'Personal message').fill('Join our household budget');
      await expectNoAxeViolations(page);
      await household.getByRole('button', { name: 'Send invitation', exact: true }).click();
      await household.getByText('casey@example.com, invited as Member', { exact: true }).waitFor();
      expect(await household.getByRole('status').first().innerText()).toContain('Invitation sent.');
      const outbox = await fetch(`${origin}/__playground/outbox?recipient=casey%40example.com`);
      const sent = ((await outbox.json()) as { text: string }[])[0];
      expect(sent?.text).toContain('Join our household budget');
      await expectNoAxeViolations(page);
    });
  });

  test('apps with access: alex removes budget-planner after the confirmation', async () => {
    await journey('/', async (j, origin) => {
      const { page } = j;
      await openAccount(page, origin);
      const apps = page.getByRole('region', { name: 'Apps with access', exact: true });
      await apps.getByText('budget-planner', { exact: true }).waitFor();
      await apps.getByRole('button', { name: 'Remove access: budget-planner', exact: true }).click();
      await apps.getByText(/Remove access for budget-planner\?/).waitFor();
      await expectNoAxeViolations(page);
      await apps.getByRole('button', { name: 'Remove access', exact: true }).click();
      await apps.getByText('Access removed.', { exact: true }).waitFor();
      expect(await apps.getByText('budget-planner', { exact: true }).count()).toBe(0);
      await apps.getByText('receipt-scanner', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
    });
  });

  test('linked sign-ins: alex links a google account; back on /account it is listed and the token left the address', async () => {
    await journey('/', async (j, origin) => {
      const { page } = j;
      await openAccount(page, origin);
      const linked = page.getByRole('region', { name: 'Linked sign-ins', exact: true });
      const items = linked.getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBe(1);
      // The partner page answers at once with a redirect back to /account?response_token=…
      await linked.getByRole('button', { name: 'Link a Google account', exact: true }).click();
      // Back on /account (a new page load), the section links the token once and lists the new sign-in.
      await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(2);
      await linked.getByText('Google: pat.google@example.com', { exact: true }).waitFor();
      expect(page.url()).not.toContain('response_token');
      await expectNoAxeViolations(page);
    });
  });
});
