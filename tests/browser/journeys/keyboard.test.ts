// A keyboard-only journey on the demo page (QUALITY.md accessibility 8, WCAG 2.1.1, 2.4.7, 2.4.11): Tab,
// Enter and Space only, with the harness's keyboard driver checking after every Tab that focus is on a
// control, visible, and not covered. sam.sms goes through the identifier, the password (with the show/hide
// toggle), the challenge picker (a radio chosen with Space) and the SMS code from the outbox. A form step
// starts with focus in its first field; a step without a text field (the picker, the end) at its heading.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../support/chromium';
import { startDemo, type RunningDemo } from '../support/demo';
import { keyboardDriver, type KeyboardDriver } from '../support/keyboard';
import { latestCode } from '../support/playground';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { expectFocusedHeading, runJourney, SIGNED_IN } from './steps';

/**
 * Focus is already on the named field, and visibly so (a step change put it there, not a Tab). Read once, no
 * poll: a step and its focus effect commit together (the password step is up front; a lazy step the router
 * preloaded renders at once through lazyChunk.read(), and one that suspended is awaited by
 * expectFocusedHeading, which waits for the focus its effect moves).
 */
async function expectFocusOn(keys: KeyboardDriver, name: string): Promise<void> {
  const focus = await keys.focused();
  expect({ name: focus.name, problems: focus.problems }).toEqual({ name, problems: [] });
}

/** The computed outline of the focused heading named `name`: `none` when no focus box is drawn. */
async function headingOutline(page: Page, name: string): Promise<string> {
  return page.getByRole('heading', { name, exact: true }).evaluate((heading) => {
    const style = getComputedStyle(heading);
    return style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : style.outline;
  });
}

const demoDir = inject('demoDir');

let browser: Browser | undefined;
let demo: RunningDemo | undefined;

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()]);
});

test('sam.sms signs in with the keyboard only, focus visible at every stop', async () => {
  const origin = demo?.origin ?? '';
  await runJourney(browser, `${origin}/`, async ({ page }) => {
    const keys = keyboardDriver(page);

    await keys.tabTo('Email or user ID');
    await keys.type('sam.sms@example.com');
    await keys.enter();

    await expectFocusedHeading(page, 'Sign in');
    await page.getByText('Signing in as sam.sms@example.com').waitFor();
    // A form step puts focus in its first field (issue 18 §3): the user types at once, no Tab needed.
    await expectFocusOn(keys, 'Password');
    await keys.type(FIXTURE_PASSWORD);
    const toggle = await keys.tab();
    expect(toggle.name).toBe('Show password');
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    await keys.tabTo('Sign in');
    await keys.enter();

    await expectFocusedHeading(page, "Choose how to verify it's you");
    // The step moved focus to its heading after a keyboard action, so Chromium matches :focus-visible there:
    // a reading position, drawn without the large focus box (issue 18 §3); controls keep their rings.
    expect(await headingOutline(page, "Choose how to verify it's you")).toBe('none');
    await keys.tabTo(/^Text a code to my phone/);
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Text a code to my phone' }).isChecked()).toBe(true);
    await keys.tabTo('Continue');
    await keys.enter();

    await expectFocusedHeading(page, 'Enter your verification code');
    const code = await latestCode(origin, '+16505550100');
    await expectFocusOn(keys, 'Verification code');
    await keys.type(code);
    await keys.enter();

    await expectFocusedHeading(page, SIGNED_IN);
    const focus = await keys.focused();
    expect(focus.name).toBe(SIGNED_IN);
  });
});
