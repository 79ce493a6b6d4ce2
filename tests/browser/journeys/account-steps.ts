// Steps of the sign-up, recovery and invitation journeys (not a test file): one-time codes read from the
// playground outbox (and watched as canaries from then on), the sign-up form, axe on the current state.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatViolations, runAxe } from '../support/axe';
import { fieldByLabel, type Journey } from '../support/demo';
import { latestCode } from '../support/playground';
import { expectFocusedHeading } from './steps';

/**
 * The newest code the playground sent to `recipient` (`GET /__playground/outbox`). The code is watched as a
 * canary from here on, and against everything the journey recorded before it was known.
 */
export async function codeFromOutbox(journey: Journey, origin: string, recipient: string): Promise<string> {
  const code = await latestCode(origin, recipient);
  journey.secrets.watch(code);
  return code;
}

/** Types the code from the outbox into "Verification code" and submits with Verify. */
export async function enterCodeFromOutbox(
  journey: Journey,
  origin: string,
  recipient: string,
): Promise<void> {
  const code = await codeFromOutbox(journey, origin, recipient);
  const input = fieldByLabel(journey.page, 'Verification code');
  expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
  await input.fill(code);
  await journey.page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Zero axe violations (WCAG 2.2 AA tags, as the stories) in the page's current state. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page);
  expect(violations.length, `axe violations:\n${formatViolations(violations)}`).toBe(0);
}

/** What a sign-up form is filled with; fields left out are not typed. */
export interface SignUpEntry {
  readonly email: string;
  readonly confirmEmail?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly password?: string;
  readonly pin?: string;
  /** As typed (national US format); the outbox names it in E.164. */
  readonly phone?: string;
}

/** Fills the `/signup` form and submits it with "Create an account". */
export async function submitSignUp(page: Page, entry: SignUpEntry): Promise<void> {
  // The form is the page's first step: its heading is there, focus stays where the page load left it.
  await page.getByRole('heading', { name: 'Create an account', exact: true }).waitFor();
  const fill = async (label: string, value: string | undefined): Promise<void> => {
    if (value !== undefined) {
      await fieldByLabel(page, label).fill(value);
    }
  };
  await fill('Email address', entry.email);
  await fill('Confirm email address', entry.confirmEmail);
  await fill('First name (optional)', entry.firstName);
  await fill('Last name (optional)', entry.lastName);
  await fill('Password', entry.password);
  await fill('PIN', entry.pin);
  await fill('Mobile phone number', entry.phone);
  await page.getByRole('button', { name: 'Create an account', exact: true }).click();
}

/** Types the new password twice and submits the reset (recovery's new-password step). */
export async function choosePassword(page: Page, password: string): Promise<void> {
  await fieldByLabel(page, 'Password').fill(password);
  await fieldByLabel(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** One recovery answered: the identifier, the last-name challenge, the email option. */
export interface RecoveryEntry {
  readonly identifier: string;
  readonly lastName: string;
  readonly email?: string;
  readonly password: string;
}

/**
 * `/recovery` from its first step to the sign-in page: identifier, last-name challenge, email code (from the
 * outbox), the new password, the done screen's "Sign in". `beforeNewPassword` runs on the new-password step
 * first (e.g. a refused password); `each` after every step (e.g. axe).
 */
export async function recoverWithEmailCode(
  journey: Journey,
  origin: string,
  entry: RecoveryEntry,
  hooks: { readonly beforeNewPassword?: () => Promise<void>; readonly each?: () => Promise<void> } = {},
): Promise<void> {
  const { page } = journey;
  const each = hooks.each ?? (() => Promise.resolve());
  await page.getByRole('heading', { name: 'Forgot your user ID or password?', exact: true }).waitFor();
  await each();
  await fieldByLabel(page, 'Email, phone or user ID').fill(entry.identifier);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectFocusedHeading(page, "Confirm it's you");
  await each();
  await fieldByLabel(page, 'Last name').fill(entry.lastName);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectFocusedHeading(page, "Choose how to verify it's you");
  await each();
  await page.getByRole('radio', { name: /Email a code to me/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectFocusedHeading(page, 'Enter your verification code');
  await each();
  await enterCodeFromOutbox(journey, origin, entry.email ?? entry.identifier);
  await expectFocusedHeading(page, 'Reset your password');
  await each();
  await hooks.beforeNewPassword?.();
  await choosePassword(page, entry.password);
  await expectFocusedHeading(page, 'Your password has been changed');
  await each();
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
}
