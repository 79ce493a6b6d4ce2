// Account recovery through the demo's `/recovery` page (issue 6 §3, seed 001 §4 order): the identifier, the
// identity challenge, the recovery option, the email code read from `GET /__playground/outbox`, a new
// password (the old one refused as PREVIOUSLY_USED_PASSWORD), the done screen, then sign-in with the new
// password on `/`. One isolated context per journey; passwords and codes are canaries.
import { describe, inject, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';

import { EXPECTED_4XX, fieldByLabel } from '../support/demo';
import {
  choosePassword,
  enterCodeFromOutbox,
  expectNoAxeViolations,
  recoverWithEmailCode,
} from './account-steps';
import { expectFocusedHeading, demoJourneys, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const NEW_PASSWORD = 'Recovered-Pw-8830!';

const journey = demoJourneys(demoDir);

describe.concurrent('account recovery through the demo page', () => {
  test('lee.locked: recovery to a new password (the old one refused), then sign-in with it', async () => {
    await journey(
      '/recovery',
      async (j, origin) => {
        const { page } = j;
        await recoverWithEmailCode(
          j,
          origin,
          { identifier: 'lee.locked@example.com', lastName: 'Lund', password: NEW_PASSWORD },
          {
            each: () => expectNoAxeViolations(page),
            // The current password again: the service refuses it (seed 001 §4 PREVIOUSLY_USED_PASSWORD).
            beforeNewPassword: async () => {
              await choosePassword(page, FIXTURE_PASSWORD);
              await page
                .getByRole('alert')
                .filter({ hasText: "You've used this password before." })
                .waitFor();
              await expectNoAxeViolations(page);
            },
          },
        );
        // The recovery also unlocked the account (lee.locked was LOCKED_OUT).
        await signIn(page, 'lee.locked@example.com', NEW_PASSWORD);
        await expectFocusedHeading(page, SIGNED_IN);
      },
      { canaries: [NEW_PASSWORD], allowedErrors: EXPECTED_4XX },
    );
    // A time limit (not a timed assertion): a dozen steps with axe on each, on shared cores.
  }, 120_000);

  test('alex: a wrong last name is refused on the challenge step, the right one moves on', async () => {
    await journey(
      '/recovery',
      async ({ page }) => {
        await fieldByLabel(page, 'Email, phone or user ID').fill('alex@example.com');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await expectFocusedHeading(page, "Confirm it's you");
        await fieldByLabel(page, 'Last name').fill('Smith');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByRole('alert').filter({ hasText: "We couldn't verify your identity." }).waitFor();
        await expectNoAxeViolations(page);
        await fieldByLabel(page, 'Last name').fill('Rivera');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await expectFocusedHeading(page, "Choose how to verify it's you");
      },
      { allowedErrors: EXPECTED_4XX },
    );
  });

  test('forgot user id (two.accounts): the same steps end with both user ids, then sign-in', async () => {
    await journey('/recovery?mode=userId', async (j, origin) => {
      const { page } = j;
      await page.getByRole('heading', { name: 'Forgot your user ID?', exact: true }).waitFor();
      await fieldByLabel(page, 'Email, phone or user ID').fill('two.accounts@example.com');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectFocusedHeading(page, "Confirm it's you");
      await fieldByLabel(page, 'Last name').fill('Two');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectFocusedHeading(page, "Choose how to verify it's you");
      await page.getByRole('radio', { name: /Email a code to me/ }).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectFocusedHeading(page, 'Enter your verification code');
      await enterCodeFromOutbox(j, origin, 'two.accounts@example.com');
      await expectFocusedHeading(page, 'Your user IDs');
      await page.getByText('two.personal', { exact: true }).waitFor();
      await page.getByText('two.business', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
      await signIn(page, 'two.business');
      await expectFocusedHeading(page, SIGNED_IN);
    });
  });
});
