// Account recovery through the demo's `/recovery` page (issue 6 §3, seed 001 §4 order): the identifier, the
// identity challenge, the recovery option, the email code read from `GET /__playground/outbox`, a new
// password (the old one refused as PREVIOUSLY_USED_PASSWORD), the done screen, then sign-in with the new
// password on `/`. One isolated context per journey; passwords and codes are canaries.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { launchBrowser } from '../support/chromium';
import { EXPECTED_4XX, fieldByLabel, startDemo, type Journey, type RunningDemo } from '../support/demo';
import { enterCodeFromOutbox, expectNoAxeViolations } from './account-steps';
import { expectFocusedHeading, runJourney, SIGNED_IN, signIn, type JourneyOptions } from './steps';

const demoDir = inject('demoDir');
const NEW_PASSWORD = 'Recovered-Pw-8830!';

let browser: Browser | undefined;
let demo: RunningDemo | undefined;

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()]);
});

function journey(
  path: string,
  run: (j: Journey, origin: string) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  const origin = demo?.origin ?? '';
  return runJourney(browser, `${origin}${path}`, (j) => run(j, origin), options);
}

/** Types the new password twice and submits the reset. */
async function choosePassword(page: Page, password: string): Promise<void> {
  await fieldByLabel(page, 'Password').fill(password);
  await fieldByLabel(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

describe.concurrent('account recovery through the demo page', () => {
  test('lee.locked: recovery to a new password (the old one refused), then sign-in with it', async () => {
    await journey(
      '/recovery',
      async (j, origin) => {
        const { page } = j;
        await expectNoAxeViolations(page);
        await fieldByLabel(page, 'Email, phone or user ID').fill('lee.locked@example.com');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await expectFocusedHeading(page, "Confirm it's you");
        await expectNoAxeViolations(page);
        await fieldByLabel(page, 'Last name').fill('Lund');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await expectFocusedHeading(page, "Choose how to verify it's you");
        await expectNoAxeViolations(page);
        await page.getByRole('radio', { name: /Email a code to me/ }).check();
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await expectFocusedHeading(page, 'Enter your verification code');
        await expectNoAxeViolations(page);
        await enterCodeFromOutbox(j, origin, 'lee.locked@example.com');
        await expectFocusedHeading(page, 'Reset your password');
        await expectNoAxeViolations(page);
        // The current password again: the service refuses it (seed 001 §4 PREVIOUSLY_USED_PASSWORD).
        await choosePassword(page, FIXTURE_PASSWORD);
        await page.getByRole('alert').filter({ hasText: "You've used this password before." }).waitFor();
        await expectNoAxeViolations(page);
        await choosePassword(page, NEW_PASSWORD);
        await expectFocusedHeading(page, 'Your password has been changed');
        await expectNoAxeViolations(page);
        await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
        await signIn(page, 'lee.locked@example.com', NEW_PASSWORD);
        await expectFocusedHeading(page, SIGNED_IN);
      },
      { canaries: [NEW_PASSWORD], allowedErrors: EXPECTED_4XX },
    );
  });
});
