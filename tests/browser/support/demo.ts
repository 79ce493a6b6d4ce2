// The demo page (playground/demo, built once per run by global-setup into `demoDir`) served by an HTTP
// playground, and one isolated browser context per journey: each journey has its own cookie jar (its own
// playground session) while all of a file's journeys share one Chromium process.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { readDemo } from '../../../playground/demo/build';
import type { PlaygroundServerOptions } from '../../../playground/index';
import { watchPageErrors, type PageErrors } from './page-errors';
import { startPlayground, type RunningPlayground } from './playground';
import { watchSecrets, type SecretsWatch } from './secrets';

export type RunningDemo = RunningPlayground;

/** Starts an HTTP playground on an ephemeral port that also serves the demo page at `/`. */
export async function startDemo(
  demoDir: string,
  options: Omit<PlaygroundServerOptions, 'staticRoutes'> = {},
): Promise<RunningDemo> {
  return startPlayground({ ...options, staticRoutes: await readDemo(demoDir) });
}

/** One journey: a fresh context (cookies, storage) with one page whose console errors are recorded. */
export interface Journey {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: PageErrors;
  /** Watches URLs, headers, console (and storage on `assertNoLeaks`) for the canaries given. */
  readonly secrets: SecretsWatch;
  close(): Promise<void>;
}

/**
 * Opens `url` in a new context of `browser` and waits for the flow's first heading. Reduced motion is
 * emulated as in launchChromium, so no assertion meets a half-finished transition.
 */
export async function openJourney(
  browser: Browser,
  url: string,
  canaries: readonly string[] = [],
): Promise<Journey> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    // These journeys check flows and run axe, which the harness injects as a <script>: the demo pages'
    // Trusted Types policy would refuse it. The page policy itself is proven by journeys/csp.test.ts, which
    // runs the main journeys in contexts without this bypass.
    bypassCSP: true,
  });
  const secrets = watchSecrets(context, canaries);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(url, { waitUntil: 'load' });
  // Every demo page wraps its flow in [data-flow] (identity, sign-up, recovery, invitation).
  await page.locator('[data-flow] h1').first().waitFor();
  return {
    context,
    page,
    errors,
    secrets,
    close: async () => {
      errors.stop();
      await context.close();
    },
  };
}

/** The form field labelled exactly `label` (playwright's getByLabel matches substrings by default). */
export function fieldByLabel(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/**
 * The demo page's own `<title>` (playground/demo/build.ts): the first step of a page load leaves it as is,
 * later steps set theirs (ui/primitives/Heading.tsx).
 */
export const DEMO_TITLE = 'identity-kit playground demo';

/** The browser logs every 4xx answer as a failed resource load; journeys that expect one allow it. */
export const EXPECTED_4XX = /Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Page errors a journey must not have. A fetch the client aborted (`net::ERR_ABORTED`: a superseded attempt,
 * a deadline, the page navigating away) is the client working as designed (QUALITY.md reliability 6, 7) and
 * shows the user nothing; Chromium also reports it when the abort lands after the body was read. Journeys
 * assert the outcome on screen instead, so those lines are left out here, as are lines matching `allowed`.
 */
export function unexpectedErrors(messages: readonly string[], allowed?: RegExp): string[] {
  return messages.filter(
    (message) =>
      !/^request failed: \w+ .* \(net::ERR_ABORTED\)$/.test(message) &&
      (allowed === undefined || !allowed.test(message)),
  );
}
