// The better-account offer after sign-in (issue 22; offering setting enableBestAccountCheck, seed 000 §9) on the
// demo page in Chromium: bea.old and bea.best share an email; the demo turns the check on with ?betterAccount=true.
import { expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from './account-steps';
import { demoJourneys, expectFocusedHeading, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);

test('the offer fades in; bea accepts it and ends signed in as bea.best', async () => {
  await journey('/?betterAccount=true', async ({ page }, _origin, demo) => {
    // The journeys' contexts ask for reduced motion (which stills the fade); this one shows it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await signIn(page, 'bea.old');
    await expectFocusedHeading(page, 'We found a better account for you');
    await page.getByText(/You also have the account bea\.best/).waitFor();
    // Seed 000 §9: the offer fades in over 600 ms.
    const fade = await page
      .locator('[style*="ik-fade-in"]')
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(fade).toBe('0.6s');
    // Back to reduced motion, so axe sees the settled colours, not a half-faded text.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Use bea.best', exact: true }).click();
    await expectFocusedHeading(page, SIGNED_IN);
    const sessions = [...demo.playground.service.store.sessions.values()].map((session) => session.userId);
    expect(sessions).toContain('bea.best');
  });
});
