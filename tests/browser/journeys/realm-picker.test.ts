// The realm (company) picker after sign-in (seed 000 §4.3 "then choose a realm", issue 22) on the demo page
// in Chromium: cory.companies works in two companies; the demo turns the picker on with ?realmPicker=true.
import { expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from './account-steps';
import { demoJourneys, expectFocusedHeading, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);

test('cory chooses a company after signing in; the session is scoped to it', async () => {
  await journey('/?realmPicker=true', async ({ page }, _origin, demo) => {
    await signIn(page, 'cory.companies@example.com');
    await expectFocusedHeading(page, 'Choose a company');
    const books = page.getByRole('radio', { name: /Cory Books/ });
    const shop = page.getByRole('radio', { name: /Cory Garden Shop/ });
    expect([await books.count(), await shop.count()]).toEqual([1, 1]);
    await expectNoAxeViolations(page);

    // Continue with nothing chosen: the inline error (one error: no summary, issue 18 §3), nothing sent.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.locator('.ik-field-error', { hasText: 'Choose a company to continue.' }).waitFor();

    await shop.check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectFocusedHeading(page, SIGNED_IN);
    const scoped = [...demo.playground.service.store.sessions.values()].map((session) => session.realmId);
    expect(scoped).toContain('realm-cory-shop');
  });
});
