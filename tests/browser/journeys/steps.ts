// Shared steps of the demo-page journeys (not a test file): open a journey in its own context, run it,
// then check its canaries and page errors; the user's actions on the identifier-first demo page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { launchBrowser, launchChromium, type LaunchedChromium } from '../support/chromium';
import {
  fieldByLabel,
  openJourney,
  startDemo,
  unexpectedErrors,
  type Journey,
  type RunningDemo,
} from '../support/demo';
import { openPage, type WatchedPage } from '../support/pages';
import { watchSecrets, type SecretsWatch } from '../support/secrets';
import { addVirtualAuthenticator, type VirtualAuthenticator } from '../support/webauthn';

export const SIGNED_IN = "You're signed in";

export interface JourneyOptions {
  /** Secrets typed in this journey besides the fixture password (always watched). */
  readonly canaries?: readonly string[];
  /** Page errors this journey expects (e.g. EXPECTED_4XX for a refused sign-in). */
  readonly allowedErrors?: RegExp;
}

/**
 * Opens `url` in a fresh context of `browser`, runs the journey, then asserts that no canary leaked
 * (URLs, headers, console, cookies, storage) and that the page logged no unexpected error. On failure the
 * error says what was on screen.
 */
export async function runJourney(
  browser: Browser | undefined,
  url: string,
  run: (journey: Journey) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  if (browser === undefined) {
    throw new Error('Chromium or the playground did not start (see beforeAll).');
  }
  const journey = await openJourney(browser, url, [FIXTURE_PASSWORD, ...(options.canaries ?? [])]);
  try {
    await run(journey).catch(async (error: unknown) => {
      const shown = await journey.page
        .locator('body')
        .innerText()
        .catch(() => '(page closed)');
      throw new Error(`${String(error)}\n--- on screen (${journey.page.url()}):\n${shown.slice(0, 1500)}`);
    });
    await journey.secrets.assertNoLeaks([journey.page]);
    expect(unexpectedErrors(journey.errors.messages, options.allowedErrors), 'page errors').toEqual([]);
  } finally {
    await journey.close();
  }
}

/** The demo page is identifier first: the identifier, then Continue. */
export async function enterIdentifier(page: Page, identifier: string): Promise<void> {
  await fieldByLabel(page, 'Email or user ID').fill(identifier);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function enterPassword(page: Page, password: string): Promise<void> {
  await fieldByLabel(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(page: Page, identifier: string, password = FIXTURE_PASSWORD): Promise<void> {
  await enterIdentifier(page, identifier);
  await enterPassword(page, password);
}

/**
 * The step's heading appears and the step took focus (issue 18 §3): its first field when the step is a form
 * (the form named by the heading, so the title is still announced), else the heading itself.
 */
export async function expectFocusedHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).waitFor();
  await page.waitForFunction(
    (text) => {
      const active = document.activeElement;
      if (active?.textContent === text) {
        return true;
      }
      const form =
        active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active.form : null;
      return form?.getAttribute('aria-label') === text;
    },
    name,
    { timeout: 5_000 },
  );
}

/** Runs one journey from a path of the demo (`/`, `/signup?flow=pin`, …), given the demo's origin and playground. */
export type DemoJourney = (
  path: string,
  run: (journey: Journey, origin: string, demo: RunningDemo) => Promise<void>,
  options?: JourneyOptions,
) => Promise<void>;

/**
 * The set-up every journey file shares: one Chromium and one HTTP playground serving the demo for the file
 * (registered as beforeAll/afterAll), and a runner that opens each journey in its own context.
 */
export function demoJourneys(demoDir: string): DemoJourney {
  let browser: Browser | undefined;
  let demo: RunningDemo | undefined;
  beforeAll(async () => {
    [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), demo?.close()]);
  });
  return (path, run, options = {}) => {
    const running = demo;
    if (running === undefined) {
      return Promise.reject(new Error('The playground did not start (see beforeAll).'));
    }
    return runJourney(
      browser,
      `${running.origin}${path}`,
      (journey) => run(journey, running.origin, running),
      options,
    );
  };
}

/** What a passkey journey works with: its page and that page's errors, the canary watch, the authenticator. */
export interface PasskeyJourney extends WatchedPage {
  /** The demo, on `demo.localhostOrigin` (WebAuthn needs a domain origin, not 127.0.0.1). */
  readonly demo: RunningDemo;
  /** Watches the fixture password; a journey adds the codes it types. */
  readonly secrets: SecretsWatch;
  readonly authenticator: VirtualAuthenticator;
}

/**
 * The set-up of the passkey journeys (registered as beforeAll/afterAll): a browser of their own, since
 * Chromium runs a WebAuthn ceremony only in a focused page (launchChromium, one page at a time), and a demo.
 * The runner opens a page with Chromium's virtual authenticator, runs the journey, then unplugs the
 * authenticator and closes the page; the journey asserts its canaries and page errors itself.
 */
export function passkeyJourneys(
  demoDir: string,
): (run: (journey: PasskeyJourney) => Promise<void>) => Promise<void> {
  let chromium: LaunchedChromium | undefined;
  let demo: RunningDemo | undefined;
  beforeAll(async () => {
    [chromium, demo] = await Promise.all([launchChromium(), startDemo(demoDir)]);
  });
  afterAll(async () => {
    await Promise.all([chromium?.close(), demo?.close()]);
  });
  return async (run) => {
    if (!chromium || !demo) {
      throw new Error('Chromium or the playground did not start (see beforeAll).');
    }
    const secrets = watchSecrets(chromium.context, [FIXTURE_PASSWORD]);
    const { page, errors } = await openPage(chromium.context);
    const authenticator = await addVirtualAuthenticator(page);
    try {
      await run({ page, errors, demo, secrets, authenticator });
    } finally {
      errors.stop();
      await authenticator.remove().catch(() => undefined);
      await page.close();
    }
  };
}
