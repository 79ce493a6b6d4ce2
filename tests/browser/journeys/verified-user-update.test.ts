// Verified-user update (seed 000 §4.7) for vera.unverified@example.com through the demo page, in Chromium:
// what the step shows (phone, full name, Skip) under the offering switches the demo reads from its address
// (playground/demo/config.ts). sign-in.test.ts saves vera's phone with the default switches; these journeys
// check the display rules themselves and the Skip path:
// - phone is asked (the service says a phone update is required);
// - full name is not asked while the phone step is pending (and vera has a name);
// - Skip is offered only when the name is not asked and the phone is neither forced nor required.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';

import { fieldByLabel } from '../support/demo';
import { expectNoAxeViolations } from './account-steps';
import { expectFocusedHeading, demoJourneys, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const VERA = 'vera.unverified@example.com';
const VUU_TITLE = 'Keep your account secure';

const journey = demoJourneys(demoDir);

/** What the step shows: which fields, and whether Skip is offered. */
async function shown(
  page: Page,
): Promise<{ phone: boolean; firstName: boolean; lastName: boolean; skip: boolean }> {
  return {
    phone: (await fieldByLabel(page, 'Mobile phone number').count()) > 0,
    firstName: (await fieldByLabel(page, 'First name').count()) > 0,
    lastName: (await fieldByLabel(page, 'Last name').count()) > 0,
    skip: (await page.getByRole('button', { name: 'Skip for now', exact: true }).count()) > 0,
  };
}

describe.concurrent('verified-user update for vera.unverified', () => {
  test('offering defaults: phone asked, no name, Skip offered; Skip signs in', async () => {
    await journey('/', async ({ page }) => {
      await signIn(page, VERA);
      await expectFocusedHeading(page, VUU_TITLE);
      expect(await shown(page)).toEqual({ phone: true, firstName: false, lastName: false, skip: true });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Skip for now', exact: true }).click();
      await expectFocusedHeading(page, SIGNED_IN);
    });
  });

  for (const option of ['isPhoneRequired', 'forcePhoneVerification'] as const) {
    test(`${option}: phone asked, no Skip; an empty phone is refused, a number signs in`, async () => {
      await journey(`/?${option}=true`, async ({ page }) => {
        await signIn(page, VERA);
        await expectFocusedHeading(page, VUU_TITLE);
        expect(await shown(page)).toEqual({ phone: true, firstName: false, lastName: false, skip: false });
        await page.getByRole('button', { name: 'Save and continue', exact: true }).click();
        // Client check on submit: the missing phone's inline error (one error: no summary).
        await page.locator('.ik-field-error', { hasText: 'Enter your phone number.' }).waitFor();
        await expectNoAxeViolations(page);
        await fieldByLabel(page, 'Mobile phone number').fill('+1 650 555 0143');
        await page.getByRole('button', { name: 'Save and continue', exact: true }).click();
        await expectFocusedHeading(page, SIGNED_IN);
      });
    });
  }

  test('isFullnameRequired: the name still waits while the phone step is pending (vera has a name anyway)', async () => {
    await journey('/?isFullnameRequired=true', async ({ page }) => {
      await signIn(page, VERA);
      await expectFocusedHeading(page, VUU_TITLE);
      expect(await shown(page)).toEqual({ phone: true, firstName: false, lastName: false, skip: true });
    });
  });
});
