// Simple sign-in (issue 22; seed 000 §2.1 v4 widget, seed 001 §2 namespace `simple-sign-in`): the playground's
// `/embed/simple-sign-in` page mounts the simple-sign-in widget through the script-tag loader. The
// playground's server configuration gives the namespace its own section (one form, where the offering's
// sign-in is identifier-first), so the widget asks user id and password together and signs the visitor in.
import { inject, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { fieldByLabel } from '../support/demo';
import { demoJourneys, expectFocusedHeading, SIGNED_IN } from './steps';

const demoDir = inject('demoDir');
const journey = demoJourneys(demoDir);

test('one form from its namespace: user id and password, then signed in', async () => {
  await journey('/embed/simple-sign-in', async ({ page }) => {
    const widget = page.locator('#ik-simple-sign-in-widget');
    await widget.locator('form[data-step=password]').waitFor();
    await fieldByLabel(page, 'Email or user ID').fill('alex@example.com');
    await fieldByLabel(page, 'Password').fill(FIXTURE_PASSWORD);
    await widget.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The embedded offering (identity global) offers passkey registration after sign-in; declined.
    await expectFocusedHeading(page, 'Sign in faster next time');
    await widget.getByRole('button', { name: 'Not now', exact: true }).click();
    await expectFocusedHeading(page, SIGNED_IN);
  });
}, 120_000);
