// The emailed confirmation link (issue 22; seed 000 §2.1 v2 "email-confirmation", seed 001 §4, §7): alex signs
// in, the playground emails a confirmation link (LINK is the default confirm type), alex opens it from the
// outbox and confirms; the one-time code leaves the address bar as soon as the page has read it.
import { describe, expect, inject, test } from 'vitest';
import { readOutbox } from '../support/playground';
import { expectNoAxeViolations } from './account-steps';
import { demoJourneys, expectFocusedHeading, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);

describe('email confirmation link through the demo page', () => {
  test('alex opens the emailed link, confirms, and the code leaves the address bar', async () => {
    await journey('/', async (j, origin) => {
      const { page } = j;
      await signIn(page, 'alex@example.com');
      await expectFocusedHeading(page, SIGNED_IN);
      // Ask for a link the way the kit's client does (session cookie, double-submit CSRF header).
      const status = await page.evaluate(async () => {
        const csrf = document.cookie
          .split('; ')
          .find((cookie) => cookie.startsWith('ik_csrf='))
          ?.slice('ik_csrf='.length);
        const response = await fetch('/ius_proxy/v1/users/me/confirmations', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'ik-csrf-token': csrf ?? '' },
          body: JSON.stringify({ channelType: 'EMAIL', address: 'alex@example.com' }),
        });
        return response.status;
      });
      expect(status).toBe(200);
      const link = (await readOutbox(origin)).find((message) =>
        message.link?.startsWith('/email-confirmation?'),
      );
      expect(link?.link).toBeDefined();
      const code = new URL(link?.link ?? '', origin).searchParams.get('code') ?? '';
      expect(code).not.toBe('');

      await page.goto(`${origin}${link?.link ?? ''}`);
      await page.getByRole('heading', { name: 'Confirm your email address', exact: true }).waitFor();
      // Read, then stripped (QUALITY.md security 3): the address keeps the user id and email only.
      expect(page.url()).not.toContain(code);
      expect(new URL(page.url()).searchParams.get('confirmation_id')).toBeNull();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Confirm email address', exact: true }).click();
      await expectFocusedHeading(page, 'Your email address is verified');
      await expectNoAxeViolations(page);
    });
  });
});
