// The demo pages under the playground's strict page policy (issue 21 §4; QUALITY.md security 12): the main
// sign-in journeys run in Chromium with `default-src 'self'; script-src 'self'; …; frame-ancestors 'none';
// require-trusted-types-for 'script'` as sent by the server, and the page reports zero CSP or Trusted Types
// violations (every `securitypolicyviolation` event is recorded from before the first script runs, and
// console lines about the policy are errors too). A probe first proves the recorder sees a violation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { PAGE_SECURITY_HEADERS } from '../../../playground/http/guard';
import { launchBrowser } from '../support/chromium';
import { startDemo, type RunningDemo } from '../support/demo';
import { watchPageErrors } from '../support/page-errors';
import { latestCode } from '../support/playground';
import { expectFocusedHeading, signIn, SIGNED_IN } from './steps';

const demoDir = inject('demoDir');
const SAM_PHONE = '+16505550100';

let browser: Browser | undefined;
let demo: RunningDemo | undefined;

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()]);
});

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

/** Violations reported by any document of a context (kept across navigations, e.g. to /callback). */
const reported = new WeakMap<BrowserContext, Violation[]>();

/** A context whose pages report every CSP violation from the first script on (init scripts bypass CSP). */
async function recordingContext(): Promise<BrowserContext> {
  if (browser === undefined) {
    throw new Error('Chromium did not start (see beforeAll).');
  }
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const violations: Violation[] = [];
  reported.set(context, violations);
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: object) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.documentURI} ${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return context;
}

/** Runs `journey` on `path` of the demo and asserts the policy was served and nothing violated it. */
async function underPolicy(
  path: string,
  journey: (page: Page, origin: string) => Promise<void>,
): Promise<void> {
  const origin = demo?.origin ?? '';
  const context = await recordingContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const policyLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type|Refused to/i.test(message.text())) {
      policyLines.push(message.text());
    }
  });
  try {
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toBe(
      PAGE_SECURITY_HEADERS['content-security-policy'],
    );
    await page.locator('[data-flow] h1').first().waitFor();
    await journey(page, origin);
    expect(reported.get(context), 'CSP violations').toEqual([]);
    expect(policyLines, 'console lines about the policy').toEqual([]);
    expect(
      errors.messages.filter((line) => !/\(net::ERR_ABORTED\)$/.test(line)),
      'page errors',
    ).toEqual([]);
  } finally {
    errors.stop();
    await context.close();
  }
}

describe.concurrent('the demo pages under the strict page policy', () => {
  test('the recorder sees a policy violation (probe)', async () => {
    const context = await recordingContext();
    const page = await context.newPage();
    try {
      await page.goto(`${demo?.origin ?? ''}/`, { waitUntil: 'load' });
      await page.locator('[data-flow] h1').first().waitFor();
      // An image from another origin breaks `default-src 'self'` without writing code into any sink: Trusted
      // Types violations arrive through the same securitypolicyviolation event the recorder listens to.
      await page.evaluate(() => {
        new Image().src = 'http://127.0.0.2:9/probe.png';
      });
      await expect
        .poll(() => (reported.get(context) ?? []).map((violation) => violation.directive))
        .toContain('img-src');
    } finally {
      await context.close();
    }
  });

  test('alex: identifier, password, signed in', async () => {
    await underPolicy('/', async (page) => {
      await signIn(page, 'alex@example.com', FIXTURE_PASSWORD);
      await expectFocusedHeading(page, SIGNED_IN);
    });
  });

  test('sam.sms: SMS code screen and verify', async () => {
    await underPolicy('/', async (page, origin) => {
      await signIn(page, 'sam.sms@example.com', FIXTURE_PASSWORD);
      await expectFocusedHeading(page, "Choose how to verify it's you");
      await page.getByRole('radio', { name: 'Text a code to my phone' }).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectFocusedHeading(page, 'Enter your verification code');
      await page.getByLabel('Verification code', { exact: true }).fill(await latestCode(origin, SAM_PHONE));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectFocusedHeading(page, SIGNED_IN);
    });
  });

  test('OAuth hand-off: secrets and hints leave the address bar, /callback is reached under its policy', async () => {
    const origin = demo?.origin ?? '';
    const query = new URLSearchParams({
      client_id: 'demo-client',
      redirect_uri: `${origin}/callback`,
      state: 'st-csp',
      scope: 'openid',
      nonce: 'n-csp-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      login_hint: 'alex@example.com',
    });
    await underPolicy(`/?${query.toString()}`, async (page) => {
      const shown = new URL(page.url());
      for (const name of ['state', 'nonce', 'code_challenge', 'login_hint']) {
        expect(shown.searchParams.has(name), name).toBe(false);
      }
      expect(shown.searchParams.get('client_id')).toBe('demo-client');
      await signIn(page, 'alex@example.com', FIXTURE_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/callback');
      await page.getByText('st-csp', { exact: true }).waitFor();
    });
  });

  test('the sign-up, recovery and invitation pages load without a violation', async () => {
    for (const path of ['/signup', '/recovery', '/invitation?invitation_id=inv-pending']) {
      await underPolicy(path, async (page) => {
        await page.waitForLoadState('networkidle');
      });
    }
  });
});
