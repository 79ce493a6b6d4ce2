// The challenge fixtures the playground answers through its real evaluate path, through the demo page in
// Chromium (seed 000 §2.2 challenge screens):
// - gil.govid: the government-id hand-off goes to the address the service sent with the GOVID challenge; the
//   playground's "ID check" page verifies it, and signing in again completes;
// - pia.phone: phone collection, then the code texted to the new number (read from the outbox, a canary);
// - eli.noemail: email collection, then the code emailed to the new address.
import { describe, inject, test } from 'vitest';
import { fieldByLabel } from '../support/demo';
import { enterCodeFromOutbox, expectNoAxeViolations } from './account-steps';
import { demoJourneys, expectFocusedHeading, SIGNED_IN, signIn } from './steps';

const journey = demoJourneys(inject('demoDir'));
const ENTER_CODE = 'Enter your verification code';

describe.concurrent('challenge fixtures', () => {
  test('gil.govid: the ID check page the service named, then sign in again', async () => {
    await journey('/', async ({ page }) => {
      await signIn(page, 'gil.govid@example.com');
      await expectFocusedHeading(page, 'Verify with your government ID');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Start the photo ID check', exact: true }).click();
      await page.getByRole('heading', { name: 'Your ID is verified', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Back to sign in', exact: true }).click();
      await signIn(page, 'gil.govid@example.com');
      await expectFocusedHeading(page, SIGNED_IN);
    });
  });

  test('pia.phone: adds a mobile number, then the texted code signs in', async () => {
    await journey('/', async (session, origin) => {
      const { page } = session;
      await signIn(page, 'pia.phone@example.com');
      await expectFocusedHeading(page, 'Add your mobile number');
      await page.getByRole('button', { name: 'Send code', exact: true }).click();
      // One error: the field says so, no summary (issue 18 §3).
      await page.locator('.ik-field-error', { hasText: 'Enter your phone number.' }).waitFor();
      await expectNoAxeViolations(page);
      await fieldByLabel(page, 'Mobile phone number').fill('+1 650 555 0177');
      await page.getByRole('button', { name: 'Send code', exact: true }).click();
      await expectFocusedHeading(page, ENTER_CODE);
      await enterCodeFromOutbox(session, origin, '+16505550177');
      await expectFocusedHeading(page, SIGNED_IN);
    });
  });

  test('eli.noemail: adds an email address, then the emailed code signs in', async () => {
    await journey('/', async (session, origin) => {
      const { page } = session;
      await signIn(page, 'eli.noemail');
      await expectFocusedHeading(page, 'Add your email address');
      await fieldByLabel(page, 'Email address').fill('eli.new@example.com');
      await page.getByRole('button', { name: 'Send code', exact: true }).click();
      await expectFocusedHeading(page, ENTER_CODE);
      await expectNoAxeViolations(page);
      await enterCodeFromOutbox(session, origin, 'eli.new@example.com');
      await expectFocusedHeading(page, SIGNED_IN);
    });
  });
});
