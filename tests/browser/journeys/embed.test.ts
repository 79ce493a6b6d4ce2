// The script-tag loader on plain HTML pages (issue 17 §2, §4): the playground's `/embed` page (the stub
// snippet, then /embed/loader.js) and pages written here with `page.route` for the failure cases. Each test
// runs in its own browser context; the fixture password is watched as a canary (URLs, headers, console,
// cookies, storage) and the playground's logger records are checked for it too (QUALITY.md security 4).
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../../../playground/index';
import { STUB_SNIPPET } from '../../../embed/rules/queue';
import { launchBrowser } from '../support/chromium';
import { startDemo, unexpectedErrors, type RunningDemo } from '../support/demo';
import { watchPageErrors } from '../support/page-errors';
import { watchSecrets } from '../support/secrets';
import { expectFocusedHeading, signIn, SIGNED_IN } from './steps';

const demoDir = inject('demoDir');
let browser: Browser | undefined;
let demo: RunningDemo | undefined;

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()]);
});

interface Run {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly origin: string;
  readonly warnings: string[];
  readonly errors: readonly string[];
}

/** Runs `body` in a fresh context; afterwards no canary leaked and only `allowed` errors were logged. */
async function withPage(body: (run: Run) => Promise<void>, allowed?: RegExp): Promise<void> {
  if (browser === undefined || demo === undefined) {
    throw new Error('Chromium or the playground did not start (see beforeAll).');
  }
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const secrets = watchSecrets(context, [FIXTURE_PASSWORD]);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') {
      warnings.push(m.text());
    }
  });
  try {
    await body({ page, context, origin: demo.origin, warnings, errors: errors.messages });
    await secrets.assertNoLeaks([page]);
    expect(unexpectedErrors(errors.messages, allowed), 'page errors').toEqual([]);
  } finally {
    errors.stop();
    await context.close();
  }
}

/** A plain host page with the stub, the given setup calls and the given mount points. */
function hostPage(
  setups: readonly Record<string, unknown>[],
  mountPoints: readonly string[],
  extra = '',
): string {
  const calls = setups.map((s) => `identityKit('setup',${JSON.stringify(s)});`).join('');
  return (
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>host</title>' +
    `<link rel="icon" href="data:,"><script>${STUB_SNIPPET}${calls}${extra}</script>` +
    '<script async src="/embed/loader.js"></script></head><body>' +
    mountPoints.map((id) => `<div id="${id}"></div>`).join('') +
    '</body></html>'
  );
}

const SIGN_IN = { widget: 'sign-in', offeringId: '50000003', offeringEnv: 'e2e', offeringZone: 'ssz' };

interface LogRecord {
  readonly context: unknown;
  readonly entries: readonly {
    readonly event: string;
    readonly widget?: string;
    readonly generation?: string;
  }[];
}

async function telemetryLogs(origin: string): Promise<LogRecord[]> {
  const response = await fetch(`${origin}/__playground/telemetry`);
  const body = (await response.json()) as { logs: LogRecord[] };
  return body.logs;
}

describe.concurrent('embed loader on a plain HTML page', () => {
  test('calls queued by the stub before the script loads are replayed; sign-in mounts and completes', async ({
    expect,
  }) => {
    await withPage(async ({ page, origin }) => {
      // Hold the loader until the page has queued its setup, so the replay is what mounts the widget.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/embed/loader.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${origin}/embed`, { waitUntil: 'domcontentloaded' });
      const queued = await page.evaluate(() => {
        const global = (window as unknown as { identityKit?: { q?: ArrayLike<unknown>[]; loaded?: boolean } })
          .identityKit;
        return {
          length: global?.q?.length ?? 0,
          first: Array.from(global?.q?.[0] ?? []).slice(0, 1),
          loaded: global?.loaded ?? false,
        };
      });
      expect(queued).toEqual({ length: 1, first: ['setup'], loaded: false });
      release();
      await page.locator('#ik-sign-in-widget [data-flow] h1').first().waitFor();
      expect(
        await page.evaluate(
          () => (window as unknown as { identityKit: { loaded?: boolean } }).identityKit.loaded,
        ),
      ).toBe(true);
      await signIn(page, 'alex@example.com', FIXTURE_PASSWORD);
      await expectFocusedHeading(page, SIGNED_IN);
      // The logger's batches reach the playground (flushed every 3 s) and report the chosen generation.
      await expect
        .poll(async () =>
          (await telemetryLogs(origin)).some((batch) =>
            batch.entries.some(
              (e) => e.event === 'generation' && e.widget === 'sign-in' && e.generation === 'v4',
            ),
          ),
        )
        .toBe(true);
      const text = JSON.stringify(await telemetryLogs(origin));
      expect(text).not.toContain(FIXTURE_PASSWORD);
      expect(text).not.toContain('alex@example.com');
    });
  });

  test('a missing mount point warns and aborts that mount; the other widget still mounts', async () => {
    await withPage(async ({ page, origin, warnings }) => {
      await page.route('**/embed/host-missing', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: hostPage([{ ...SIGN_IN, widget: 'account-recovery' }, SIGN_IN], ['ik-sign-in-widget']),
        }),
      );
      await page.goto(`${origin}/embed/host-missing`);
      await page.locator('#ik-sign-in-widget [data-flow] h1').first().waitFor();
      expect(warnings).toContain(
        'Failed to mount account-recovery: the mount point ik-choose-new-password-section is not yet available.',
      );
    });
  });

  test('a widget chunk failing 5 times calls onLoadFailure once, after the 4 retries', async () => {
    await withPage(async ({ page, origin }) => {
      const requests: { url: string; at: number }[] = [];
      await page.route('**/embed/chunks/sign-in.js*', (route, request: Request) => {
        requests.push({ url: request.url(), at: Date.now() });
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
      });
      await page.route('**/embed/host-failing', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: hostPage(
            [SIGN_IN],
            ['ik-sign-in-widget'],
            // onLoadFailure is a page function: a JSON setup cannot carry it, so this one is written out.
            'window.__failures=[];identityKit.q[0][1].onLoadFailure=function(f){window.__failures.push({f:f,at:Date.now()})};',
          ),
        }),
      );
      await page.goto(`${origin}/embed/host-failing`);
      await page.waitForFunction(
        () => (window as unknown as { __failures: unknown[] }).__failures.length > 0,
        null,
        {
          timeout: 20_000,
        },
      );
      const failures = await page.evaluate(
        () => (window as unknown as { __failures: { f: Record<string, string>; at: number }[] }).__failures,
      );
      expect(failures).toHaveLength(1);
      expect(failures[0]?.f).toMatchObject({ widget: 'sign-in', generation: 'v4', reason: 'chunk' });
      expect(failures[0]?.f['message']).toBe('Failed to load sign-in after 5 attempts.');
      // The first attempt, then retries 1..4 (each a new address: browsers cache a failed module fetch).
      expect(requests.map((r) => new URL(r.url).searchParams.get('ik_retry'))).toEqual([
        null,
        '1',
        '2',
        '3',
        '4',
      ]);
      // Read from the requests: each retry came after the previous attempt, and the failure after the last.
      const times = requests.map((r) => r.at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(failures[0]?.at ?? 0).toBeGreaterThanOrEqual(times[4] ?? Infinity);
      await page.waitForTimeout(1500);
      expect(requests).toHaveLength(5);
    }, /Failed to load sign-in after 5 attempts|status of 503|Failed to fetch dynamically imported module/);
  });
});
