// Account recovery through the demo's `/recovery` page (issue 6 §3, seed 001 §4 order): the identifier, the
// identity challenge, the recovery option, the email code read from `GET /__playground/outbox`, a new
// password (the old one refused as PREVIOUSLY_USED_PASSWORD), the done screen, then sign-in with the new
// password on `/`. One isolated context per journey; passwords and codes are canaries.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { launchBrowser } from '../support/chromium';
import { EXPECTED_4XX, startDemo, type Journey, type RunningDemo } from '../support/demo';
import { choosePassword, expectNoAxeViolations, recoverWithEmailCode } from './account-steps';
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
});
