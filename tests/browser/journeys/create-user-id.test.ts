// Create user id at sign-up (issue 22; seed 000 §4.8 availability check, seed 001 §5 user-id rule) on the demo's
// `/signup?flow=password-signup` page in Chromium: the service does not generate the username in this flow, so
// the form offers an optional user-id field; a taken id (the fixture bea.old) is flagged, a free one is kept.
import { expect, inject, test } from 'vitest';
import { fieldByLabel } from '../support/demo';
import { enterCodeFromOutbox, expectNoAxeViolations, submitSignUp } from './account-steps';
import { demoJourneys, expectFocusedHeading } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);
const NEW_PASSWORD = 'Chosen-Id-Pw-7731!';
/** The availability checks answer 404 for a free id or email; Chromium logs each 4xx as a failed load. */
const LOOKUP_404 = /status of 404 \(Not Found\)/;

test('a taken user id is flagged; a free one is available and becomes the account username', async () => {
  await journey(
    '/signup?flow=password-signup',
    async (j, origin, demo) => {
      const { page } = j;
      await page.getByRole('heading', { name: 'Create an account', exact: true }).waitFor();
      const userId = fieldByLabel(page, 'User ID (optional)');
      await userId.fill('bea.old');
      await fieldByLabel(page, 'Email address').focus();
      await page.getByRole('button', { name: 'Choose a different user ID', exact: true }).click();
      expect(await userId.inputValue()).toBe('');

      await userId.fill('pat.chooser');
      await fieldByLabel(page, 'Email address').focus();
      await page.getByText('That user ID is available.', { exact: true }).waitFor();
      await expectNoAxeViolations(page);

      await submitSignUp(page, { email: 'pat.chooser@example.com', password: NEW_PASSWORD });
      await expectFocusedHeading(page, 'Confirm your email address');
      await enterCodeFromOutbox(j, origin, 'pat.chooser@example.com');
      await expectFocusedHeading(page, 'Your account is ready');
      const usernames = [...demo.playground.service.store.users.values()].map((user) => user.username);
      expect(usernames).toContain('pat.chooser');
    },
    { canaries: [NEW_PASSWORD], allowedErrors: LOOKUP_404 },
  );
}, 150_000);
