// Account management through the demo's `/account` page (issue 20 §3): alex signs in on `/`, adds a phone
// verified with the SMS code from the playground outbox; then changes the password after a step-up (the
// kit's MFA screens inside the section, the email code from the outbox) and signs in with the new one.
// Then (session 16) a stale answer after leaving the name form does not land; an authenticator app is added
// with a code computed from the shown key; a passkey is registered with Chromium's virtual authenticator
// after a step-up, then removed (seed 000 §3.3 dereg). Session 17: alex removes his address with the keyboard
// alone, through the confirmation. One isolated context per journey; the fixture password,
// the new password and every code are canaries.
import { describe, expect, inject, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { EXPECTED_4XX, fieldByLabel, unexpectedErrors } from '../support/demo';
import { gotoPlayground, latestCode } from '../support/playground';
import { codeFromOutbox, enterCodeFromOutbox, expectNoAxeViolations } from './account-steps';
import { FIXTURE_PASSWORD, totpCode } from '../../../playground/index';
import { demoJourneys, expectFocusedHeading, passkeyJourneys, SIGNED_IN, signIn } from './steps';

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

// Session 16: the authenticator app and a stale answer on the shared demo; passkeys on their own browser.
describe('account management: stale answers and the authenticator app', () => {
  // A playground of its own: the journeys above changed alex's password; in order here, the stale answer
  // first (the authenticator app then turns two-step verification on).
  const fresh = demoJourneys(demoDir);

  test('stale answer: the name saved, then Cancel before the answer: the late answer never lands', async () => {
    await fresh(
      '/',
      async (j, origin) => {
        const { page } = j;
        await openAccount(page, origin);
        const name = page.getByRole('region', { name: 'Name', exact: true });
        await name.getByText('Alex Rivera', { exact: true }).waitFor();
        // Hold the name's PUT users/me until the user has left the form.
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        let held = 0;
        await page.route('**/users/me', async (route: Route) => {
          if (route.request().method() !== 'PUT') {
            await route.continue();
            return;
          }
          held += 1;
          await gate;
          await route.continue().catch(() => undefined);
        });
        await name.getByRole('button', { name: 'Edit', exact: true }).click();
        await fieldByLabel(page, 'First name').fill('Stale');
        await name.getByRole('button', { name: 'Save', exact: true }).click();
        await expect.poll(() => held).toBe(1);
        await name.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect.poll(() => name.getAttribute('data-step')).toBe('view');
        release();
        // The server may apply the write; the section shows what it had and announces nothing.
        await page.unroute('**/users/me');
        await page
          .getByRole('region', { name: 'Phone', exact: true })
          .getByRole('button', { name: 'Add', exact: true })
          .click();
        await fieldByLabel(page, 'Mobile phone number').waitFor();
        await name.getByText('Alex Rivera', { exact: true }).waitFor();
        expect(await name.getByText('Stale Rivera').count()).toBe(0);
        expect(await name.getByRole('status').first().innerText()).not.toContain('Saved.');
      },
      // The held request is aborted by the client (Cancel).
      { allowedErrors: /ERR_ABORTED|status of 4\d\d/ },
    );
  });

  // Before the authenticator app: once alex has one, signing in asks for its code.
  test('keyboard only: alex removes his address with Tab and Enter, after the confirmation', async () => {
    await fresh('/', async (j, origin) => {
      const { page } = j;
      await openAccount(page, origin);
      const address = page.getByRole('region', { name: 'Address', exact: true });
      await address.getByRole('listitem').first().waitFor();
      /** Presses Tab until the focused element's name is `name` or starts with it (at most 60 presses). */
      const tabTo = async (name: string, exact = true): Promise<void> => {
        for (let press = 0; press < 60; press += 1) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const element = document.activeElement;
            return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
          });
          if (exact ? focused === name : focused.startsWith(name)) {
            return;
          }
        }
        throw new Error(`Tab never reached "${name}"`);
      };
      await tabTo('Remove: ', false);
      await page.keyboard.press('Enter');
      // The confirmation names the address; focus is on the section heading, the action is the next stop.
      await address.getByText(/^Remove .+ from your account\?$/).waitFor();
      await expectFocusedHeading(page, 'Address');
      await tabTo('Remove');
      await page.keyboard.press('Enter');
      await address.getByText('No address added yet.', { exact: true }).waitFor();
      expect(await address.getByRole('status').first().innerText()).toContain('Saved.');
      await expectNoAxeViolations(page);
    });
  });

  test('authenticator app: alex adds it with a code computed from the shown key', async () => {
    await fresh('/', async (j, origin, running) => {
      const { page } = j;
      await openAccount(page, origin);
      const mfa = page.getByRole('region', { name: 'Two-step verification', exact: true });
      await mfa.getByRole('button', { name: 'Set up an authenticator app', exact: true }).click();
      // The key as text next to the QR code (groups of 4 base32 characters).
      const key = mfa.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      await key.waitFor();
      await expectNoAxeViolations(page);
      const secret = (await key.innerText()).replace(/\s+/g, '');
      const code = await totpCode(secret, running.playground.now());
      j.secrets.watch(code);
      await fieldByLabel(page, 'Verification code').fill(code);
      await mfa.getByRole('button', { name: 'Verify', exact: true }).click();
      await mfa.getByText('Your authenticator app is set up.', { exact: true }).waitFor();
      await mfa.getByText('Authenticator app', { exact: true }).waitFor();
      await mfa.getByRole('button', { name: 'Remove authenticator app', exact: true }).waitFor();
      await expectNoAxeViolations(page);
    });
  });
});

// No axe here: this browser keeps the demo's Trusted Types policy (axe is injected as a script tag); the
// same section's states are checked by axe in the stories and the screen tests.
describe('account management: passkeys (own browser: WebAuthn needs focus and a domain origin)', () => {
  const passkeyJourney = passkeyJourneys(demoDir);

  test('passkeys: alex registers one with the virtual authenticator after a step-up, then removes it', async () => {
    await passkeyJourney(async ({ page, errors, demo, secrets, authenticator }) => {
      const origin = demo.localhostOrigin;
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await signIn(page, 'alex@example.com');
      // On a domain origin the post-sign-in prompt offers a passkey first: not now.
      await page.getByRole('button', { name: 'Not now', exact: true }).click();
      await expectFocusedHeading(page, SIGNED_IN);
      await gotoPlayground(page, origin, '/account');
      const section = page.getByRole('region', { name: 'Passkeys', exact: true });
      await section.getByText(/No passkeys yet/).waitFor();
      await section.getByRole('button', { name: 'Create a passkey', exact: true }).click();
      // The confirmation's button says what it does, like the one that opened it.
      await section.locator('form').getByRole('button', { name: 'Create a passkey', exact: true }).click();
      // alex signed in with a password (level 20): confirm it's you with an email code first.
      await section.getByText('Confirm it’s you').waitFor();
      await section.getByRole('button', { name: 'Continue', exact: true }).click();
      const emailChoice = page.getByText('Email a code to me', { exact: true });
      const codeField = fieldByLabel(page, 'Verification code');
      await emailChoice.or(codeField).first().waitFor();
      if (await emailChoice.isVisible()) {
        await emailChoice.click();
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
      }
      await codeField.waitFor();
      // With one channel (email) the code screen shows at once and sends on request ("Send a code").
      const send = page.getByRole('button', { name: 'Send a code', exact: true });
      if (await send.isVisible()) {
        await send.click();
      }
      await expect
        .poll(() => latestCode(origin, 'alex@example.com').catch(() => ''), { timeout: 10_000 })
        .not.toBe('');
      const code = await latestCode(origin, 'alex@example.com');
      secrets.watch(code);
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      // The held registration resumes: the virtual authenticator creates the passkey.
      await section.getByText('Passkey 1').waitFor();
      expect(await authenticator.credentials()).toHaveLength(1);
      expect(await section.getByRole('status').first().innerText()).toContain('Your passkey is ready.');
      expect(await page.evaluate(() => document.cookie)).toContain('iux_webauthn_reg=3');
      await section.getByRole('button', { name: 'Remove passkeys', exact: true }).click();
      await section.locator('form').getByRole('button', { name: 'Remove passkeys', exact: true }).click();
      await section.getByText(/No passkeys yet/).waitFor();
      expect(await section.getByRole('status').first().innerText()).toContain('Your passkeys were removed.');
      expect(await page.evaluate(() => document.cookie)).toContain('iux_webauthn_reg=0');
      await secrets.assertNoLeaks([page]);
      expect(unexpectedErrors(errors.messages, EXPECTED_4XX), 'page errors').toEqual([]);
    });
  });
});
