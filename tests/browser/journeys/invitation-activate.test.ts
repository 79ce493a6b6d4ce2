// A new account from an invitation link through the demo's `/invitation` page (issue 22; seed 001 §4.3,
// §7.5.1): morgan@example.com has no account. The link carries the access code, as the playground emails it;
// the page reads it and strips it from the address, the service's verify answer (no `user`) makes the screen
// show the activate form by itself, and the new account then signs in on `/`. The expired link of the same
// inviter names whom to ask for a new invitation and offers a way on (issue 18 §3).
import { describe, expect, inject, test } from 'vitest';
import { FIXTURE_NEW_ACCOUNT_INVITATION_CODE } from '../../../playground/index';
import { invitationLink } from '../../../playground/routes/invitations';
import { EXPECTED_4XX, fieldByLabel } from '../support/demo';
import { expectNoAxeViolations } from './account-steps';
import { demoJourneys, expectFocusedHeading, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);

/** The new account's password: a canary (never in a URL, header, console, cookie or storage). */
const NEW_PASSWORD = 'Quiet-Lantern-4821';

describe.concurrent('an invitation link for a person without an account', () => {
  test('morgan opens the emailed link, sees who invited, creates the account, then signs in with it', async () => {
    const code = FIXTURE_NEW_ACCOUNT_INVITATION_CODE;
    const link = invitationLink({
      invitationId: 'inv-acme-morgan',
      attributesToken: 'attr-inv-acme-morgan',
      accessCode: code,
    });
    await journey(
      link,
      async (j) => {
        const { page } = j;
        await page.getByRole('heading', { name: 'Create your account', exact: true }).waitFor();
        // Read, then stripped (QUALITY.md security 3): the address keeps the invitation id only.
        expect(page.url()).not.toContain(code);
        expect(page.url()).not.toContain('inv_attr');
        await page.getByText('Sam Lee invited you to join Acme Books.', { exact: true }).waitFor();
        expect(await fieldByLabel(page, 'Access code').inputValue()).toBe(code);
        await expectNoAxeViolations(page);

        await fieldByLabel(page, 'User ID').fill('morgan.new');
        await fieldByLabel(page, 'Password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Create an account', exact: true }).click();
        await expectFocusedHeading(page, 'Your account is ready');
        await expectNoAxeViolations(page);

        // The demo's way on is the sign-in page, where the new account signs in like any other.
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await signIn(page, 'morgan.new', NEW_PASSWORD);
        // The activate call sets no name, so the verified-user update asks for it once (post-auth).
        await expectFocusedHeading(page, 'Keep your account secure');
        await fieldByLabel(page, 'First name').fill('Morgan');
        await fieldByLabel(page, 'Last name').fill('Reyes');
        await page.getByRole('button', { name: 'Save and continue', exact: true }).click();
        await expectFocusedHeading(page, SIGNED_IN);
      },
      { canaries: [NEW_PASSWORD] },
    );
  });

  test('the expired link names the inviter to ask and leads on to sign-in', async () => {
    const link = invitationLink({
      invitationId: 'inv-expired-sam',
      attributesToken: 'attr-inv-expired-sam',
      accessCode: '864200',
    });
    await journey(
      link,
      async (j) => {
        const { page } = j;
        await page
          .getByRole('heading', { name: 'This invitation is no longer valid', exact: true })
          .waitFor();
        await page.getByText('Ask Sam Lee to send you a new invitation.', { exact: true }).waitFor();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByLabel('Email or user ID', { exact: true }).waitFor();
      },
      { allowedErrors: EXPECTED_4XX },
    );
  });
});
