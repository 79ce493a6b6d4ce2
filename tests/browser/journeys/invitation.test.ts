// Invitation accept and expired through the demo's `/invitation` page (issue 6 §3, seed 000 §4.4): alex
// signs in on `/`, then accepts inv-pending with its access code; inv-expired shows the expired screen.
// One isolated context per journey; the fixture password and the access codes are canaries.
import { describe, expect, inject, test } from 'vitest';
import { FIXTURE_INVITATION_CODE } from '../../../playground/index';

import { EXPECTED_4XX, fieldByLabel, type Journey } from '../support/demo';
import { gotoPlayground } from '../support/playground';
import { expectNoAxeViolations } from './account-steps';
import { expectFocusedHeading, demoJourneys, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
/** The fixture inv-expired's access code (playground/README.md). */
const EXPIRED_INVITATION_CODE = '654321';

const journey = demoJourneys(demoDir);

/** Types the access code and accepts. */
async function enterAccessCode(j: Journey, code: string): Promise<void> {
  await fieldByLabel(j.page, 'Access code').fill(code);
  await j.page.getByRole('button', { name: 'Accept', exact: true }).click();
}

describe.concurrent('invitations through the demo page', () => {
  test('inv-pending: alex signs in, then accepts with the access code and joins Acme Books', async () => {
    await journey(
      '/',
      async (j, origin) => {
        const { page } = j;
        await signIn(page, 'alex@example.com');
        await expectFocusedHeading(page, SIGNED_IN);
        await gotoPlayground(page, origin, '/invitation?invitation_id=inv-pending');
        await page.getByRole('heading', { name: 'Accept your invitation', exact: true }).waitFor();
        expect(await page.title()).toBe('Accept your invitation');
        await expectNoAxeViolations(page);
        await enterAccessCode(j, FIXTURE_INVITATION_CODE);
        await expectFocusedHeading(page, "You've joined Acme Books");
        await expectNoAxeViolations(page);
      },
      { canaries: [FIXTURE_INVITATION_CODE] },
    );
  });

  test('inv-expired: the expired screen, no way to accept', async () => {
    await journey(
      '/invitation?invitation_id=inv-expired',
      async (j) => {
        const { page } = j;
        await enterAccessCode(j, EXPIRED_INVITATION_CODE);
        await expectFocusedHeading(page, 'This invitation is no longer valid');
        expect(await page.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
        await expectNoAxeViolations(page);
      },
      { canaries: [EXPIRED_INVITATION_CODE], allowedErrors: EXPECTED_4XX },
    );
  });
});
