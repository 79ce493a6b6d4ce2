// Sign-up through the demo's `/signup` page (issue 6 §3), each variant of seed 001 §4, in Chromium against
// the HTTP playground: the form, the SMS and email codes read from `GET /__playground/outbox`, the done
// screen, then sign-in with the new account on `/`. One isolated context per journey; every password, PIN
// and code typed is watched as a canary (QUALITY.md security 4).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from '../support/chromium';
import { fieldByLabel, startDemo, type Journey, type RunningDemo } from '../support/demo';
import { enterCodeFromOutbox, expectNoAxeViolations, submitSignUp } from './account-steps';
import { expectFocusedHeading, runJourney, SIGNED_IN, signIn, type JourneyOptions } from './steps';

const demoDir = inject('demoDir');
const NEW_PASSWORD = 'Signup-Pw-5521!';
const NEW_PIN = '4829';

let browser: Browser | undefined;
let demo: RunningDemo | undefined;

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()]);
});

/** Runs one journey from `path` of the demo. */
function journey(
  path: string,
  run: (j: Journey, origin: string) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  const origin = demo?.origin ?? '';
  return runJourney(browser, `${origin}${path}`, (j) => run(j, origin), options);
}

/** The done screen, then its "Sign in" link back to the sign-in page. */
async function finishAndGoToSignIn(j: Journey): Promise<void> {
  await expectFocusedHeading(j.page, 'Your account is ready');
  await j.page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await j.page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
}

describe.concurrent('sign-up through the demo page', () => {
  test('ecosystem (default): generated username, phone required, SMS then email code, axe on each step', async () => {
    await journey('/signup', async (j, origin) => {
      const { page } = j;
      expect(await page.title()).toBe('Create an account');
      // The ecosystem variant has no password and no user id field: the service generates the username.
      expect(await fieldByLabel(page, 'Password').count()).toBe(0);
      await expectNoAxeViolations(page);
      await submitSignUp(page, { email: 'eco.new@example.com', firstName: 'Eco', lastName: 'Newman' });
      // Phone is required in this variant: the form stays, naming the field.
      await page.getByRole('alert').first().waitFor();
      await expectNoAxeViolations(page);
      await fieldByLabel(page, 'Mobile phone number').fill('650 555 0123');
      await page.getByRole('button', { name: 'Create an account', exact: true }).click();
      await expectFocusedHeading(page, 'Verify your mobile number');
      await expectNoAxeViolations(page);
      await enterCodeFromOutbox(j, origin, '+16505550123');
      await expectFocusedHeading(page, 'Confirm your email address');
      await expectNoAxeViolations(page);
      await enterCodeFromOutbox(j, origin, 'eco.new@example.com');
      await expectFocusedHeading(page, 'Your account is ready');
      await expectNoAxeViolations(page);
    });
  });

  test('password-signup: password, no phone, email code, then sign-in with the new password', async () => {
    await journey(
      '/signup?flow=password-signup',
      async (j, origin) => {
        const { page } = j;
        expect(await fieldByLabel(page, 'Mobile phone number').count()).toBe(0);
        await submitSignUp(page, { email: 'pat.password@example.com', password: NEW_PASSWORD });
        await expectFocusedHeading(page, 'Confirm your email address');
        await enterCodeFromOutbox(j, origin, 'pat.password@example.com');
        await finishAndGoToSignIn(j);
        await signIn(page, 'pat.password@example.com', NEW_PASSWORD);
        await expectFocusedHeading(page, SIGNED_IN);
      },
      { canaries: [NEW_PASSWORD] },
    );
  });

  test('PIN flow: PIN and phone, SMS then email code, then sign-in with the PIN', async () => {
    await journey(
      '/signup?flow=pin',
      async (j, origin) => {
        const { page } = j;
        await submitSignUp(page, { email: 'pia.pin@example.com', pin: NEW_PIN, phone: '650 555 0124' });
        await expectFocusedHeading(page, 'Verify your mobile number');
        await enterCodeFromOutbox(j, origin, '+16505550124');
        await expectFocusedHeading(page, 'Confirm your email address');
        await enterCodeFromOutbox(j, origin, 'pia.pin@example.com');
        await finishAndGoToSignIn(j);
        await signIn(page, 'pia.pin@example.com', NEW_PIN);
        await expectFocusedHeading(page, SIGNED_IN);
      },
      { canaries: [NEW_PIN] },
    );
  });

  test('confirm-email field: a mismatch is refused, the matching pair signs up', async () => {
    await journey(
      '/signup?flow=password-signup&confirm_email=true',
      async (j, origin) => {
        const { page } = j;
        await expectNoAxeViolations(page);
        await submitSignUp(page, {
          email: 'cora.confirm@example.com',
          confirmEmail: 'cora.confirn@example.com',
          password: NEW_PASSWORD,
        });
        await page.getByRole('alert').first().waitFor();
        await expectNoAxeViolations(page);
        await fieldByLabel(page, 'Confirm email address').fill('cora.confirm@example.com');
        await fieldByLabel(page, 'Password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Create an account', exact: true }).click();
        await expectFocusedHeading(page, 'Confirm your email address');
        await enterCodeFromOutbox(j, origin, 'cora.confirm@example.com');
        await finishAndGoToSignIn(j);
        await signIn(page, 'cora.confirm@example.com', NEW_PASSWORD);
        await expectFocusedHeading(page, SIGNED_IN);
      },
      { canaries: [NEW_PASSWORD] },
    );
  });
});
