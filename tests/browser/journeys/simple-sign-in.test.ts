// Simple sign-in (issue 22; seed 000 §2.1 v4 widget, seed 001 §2 namespace `simple-sign-in`): the playground's
// `/embed/simple-sign-in` page mounts the simple-sign-in widget through the script-tag loader. The
// playground's server configuration gives the namespace its own section (one form, where the offering's
// sign-in is identifier-first), so the widget asks user id and password together and signs the visitor in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { launchBrowser } from '../support/chromium';
import { fieldByLabel, startDemo, unexpectedErrors, type RunningDemo } from '../support/demo';
import { watchPageErrors } from '../support/page-errors';
import { watchSecrets } from '../support/secrets';
import { expectFocusedHeading, SIGNED_IN } from './steps';

const demoDir = inject('demoDir');
let browser: Browser | undefined;
let demo: RunningDemo | undefined;

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()]);
});

describe('simple sign-in widget', () => {
  test('one form from its namespace: user id and password, then signed in', async () => {
    if (browser === undefined || demo === undefined) {
      throw new Error('Chromium or the playground did not start (see beforeAll).');
    }
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const secrets = watchSecrets(context, [FIXTURE_PASSWORD]);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    try {
      await page.goto(`${demo.origin}/embed/simple-sign-in`);
      const widget = page.locator('#ik-simple-sign-in-widget');
      await widget.locator('form[data-step=password]').waitFor();
      await fieldByLabel(page, 'Email or user ID').fill('alex@example.com');
      await fieldByLabel(page, 'Password').fill(FIXTURE_PASSWORD);
      await widget.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The embedded offering (identity global) offers passkey registration after sign-in; declined.
      await expectFocusedHeading(page, 'Sign in faster next time');
      await widget.getByRole('button', { name: 'Not now', exact: true }).click();
      await expectFocusedHeading(page, SIGNED_IN);
      await secrets.assertNoLeaks([page]);
      expect(unexpectedErrors(errors.messages), 'page errors').toEqual([]);
    } finally {
      errors.stop();
      await context.close();
    }
  }, 120_000);
});
