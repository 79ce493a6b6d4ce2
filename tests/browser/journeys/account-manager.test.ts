// Account management through the demo's `/account` page (issue 20 §3): alex signs in on `/`, adds a phone
// verified with the SMS code from the playground outbox; then changes the password after a step-up (the
// kit's MFA screens inside the section, the email code from the outbox) and signs in with the new one.
// One isolated context per journey; the fixture password, the new password and every code are canaries.
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { EXPECTED_4XX, fieldByLabel } from '../support/demo';
import { gotoPlayground } from '../support/playground';
import { codeFromOutbox, enterCodeFromOutbox, expectNoAxeViolations } from './account-steps';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { demoJourneys, expectFocusedHeading, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);
const NEW_PASSWORD = 'Stepped-Up-42';

/** Signs alex in on `/`, then opens `/account`. */
async function openAccount(page: Page, origin: string): Promise<void> {
  await signIn(page, 'alex@example.com');
  await expectFocusedHeading(page, SIGNED_IN);
  await gotoPlayground(page, origin, '/account');
  await page.getByRole('heading', { level: 1, name: 'Your account', exact: true }).waitFor();
  expect(await page.title()).toBe('Your account');
}

// In order, on one playground: the password journey signs alex's other sessions out.
describe('account management through the demo page', () => {
  test('phone: alex adds a number and verifies it with the SMS code', async () => {
    await journey('/', async (j, origin) => {
      const { page } = j;
      await openAccount(page, origin);
      const phone = page.getByRole('region', { name: 'Phone', exact: true });
      await phone.getByRole('button', { name: 'Add', exact: true }).click();
      await expectNoAxeViolations(page);
      await fieldByLabel(page, 'Mobile phone number').fill('(650) 555-0142');
      await phone.getByRole('button', { name: 'Save', exact: true }).click();
      await phone.getByText('Enter the 6-digit code we sent to +16505550142.').waitFor();
      await expectNoAxeViolations(page);
      await enterCodeFromOutbox(j, origin, '+16505550142');
      await phone.getByText('+16505550142', { exact: true }).waitFor();
      expect(await phone.getByText('Verified').count()).toBe(1);
      expect(await phone.getByRole('status').first().innerText()).toContain('Saved.');
      await expectNoAxeViolations(page);
    });
  });

  test('password: a step-up (email code) first, the typed passwords kept, then sign-in with the new one', async () => {
    await journey(
      '/',
      async (j, origin) => {
        const { page } = j;
        await openAccount(page, origin);
        const section = page.getByRole('region', { name: 'Password', exact: true });
        await section.getByRole('button', { name: 'Change password', exact: true }).click();
        await fieldByLabel(page, 'Current password').fill(FIXTURE_PASSWORD);
        await fieldByLabel(page, 'New password').fill(NEW_PASSWORD);
        await fieldByLabel(page, 'Confirm new password').fill(NEW_PASSWORD);
        await section.getByRole('button', { name: 'Save', exact: true }).click();
        await section.getByText('Confirm it’s you').waitFor();
        await expectNoAxeViolations(page);
        await section.getByRole('button', { name: 'Continue', exact: true }).click();
        // The kit's challenge picker inside the section: alex now has a verified phone (the journey before)
        // and an email; the email code is chosen, and the code screen sends it.
        await page.getByText('Email a code to me', { exact: true }).click();
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        const code = fieldByLabel(page, 'Verification code');
        await code.waitFor();
        await expect
          .poll(() => codeFromOutbox(j, origin, 'alex@example.com').catch(() => ''), { timeout: 10_000 })
          .not.toBe('');
        await enterCodeFromOutbox(j, origin, 'alex@example.com');
        await section
          .getByText('Your password was changed and your other devices were signed out.', { exact: true })
          .waitFor();
        await expectNoAxeViolations(page);
        await gotoPlayground(page, origin, '/');
        await signIn(page, 'alex@example.com', NEW_PASSWORD);
        await expectFocusedHeading(page, SIGNED_IN);
      },
      // The ticket check at level 25 answers 403 INSUFFICIENT_AUTHENTICATION_LEVEL before the step-up.
      { canaries: [NEW_PASSWORD], allowedErrors: EXPECTED_4XX },
    );
  });
});
