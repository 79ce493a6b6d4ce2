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
import { latestCode } from '../support/playground';
import { watchSecrets, type SecretsWatch } from '../support/secrets';
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
  /** Watches more canaries (e.g. a one-time code once the outbox shows it). */
  readonly secrets: SecretsWatch;
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
    await body({ page, context, origin: demo.origin, warnings, errors: errors.messages, secrets });
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

/**
 * The embedded offering (identity global, 50000003) turns passkey registration on (offerings/units), so after
 * a password sign-in the post-auth step offers a passkey first (issue 17: the widget runs the offering's
 * configuration); the journeys decline it.
 */
async function declinePasskeyOffer(page: Page): Promise<void> {
  await expectFocusedHeading(page, 'Sign in faster next time');
  await page.getByRole('button', { name: 'Not now', exact: true }).click();
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
      await declinePasskeyOffer(page);
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

  test('the script twice on one page: the second copy warns once and the first keeps the one mount', async () => {
    await withPage(async ({ page, origin, warnings }) => {
      await page.route('**/embed/host-twice', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: hostPage([SIGN_IN], ['ik-sign-in-widget']).replace(
            '</body>',
            '<script src="/embed/loader.js"></script></body>',
          ),
        }),
      );
      await page.goto(`${origin}/embed/host-twice`);
      await page.locator('#ik-sign-in-widget [data-flow] h1').first().waitFor();
      expect(await page.locator('#ik-sign-in-widget [data-flow]').count()).toBe(1);
      expect(warnings.filter((w) => w.includes('are both on this page'))).toEqual([
        'The legacy identity script and the newer identity plugin are both on this page. Load only one.',
      ]);
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

  test('mount, unmount and re-mount are idempotent; two widgets of one offering share one store', async ({
    expect,
  }) => {
    await withPage(async ({ page, origin }) => {
      await page.route('**/embed/host-shared', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: hostPage(
            [SIGN_IN, SIGN_IN, { ...SIGN_IN, parentId: 'second-widget' }],
            ['ik-sign-in-widget', 'second-widget'],
          ),
        }),
      );
      await page.goto(`${origin}/embed/host-shared`);
      const first = page.locator('#ik-sign-in-widget');
      const second = page.locator('#second-widget');
      await first.locator('[data-flow] h1').first().waitFor();
      await second.locator('[data-flow] h1').first().waitFor();
      // The same setup twice mounted one flow.
      expect(await first.locator('[data-flow]').count()).toBe(1);
      // One store: the identifier entered in one widget moves both to the password step.
      await first.getByLabel('Email or user ID', { exact: true }).fill('alex@example.com');
      await first.getByRole('button', { name: 'Continue', exact: true }).click();
      await first.getByLabel('Password', { exact: true }).waitFor();
      await second.getByLabel('Password', { exact: true }).waitFor();
      await page.evaluate(() => {
        const kit = (window as unknown as { identityKit: (...args: unknown[]) => void }).identityKit;
        kit('unmount', { widget: 'sign-in', parentId: 'second-widget' });
        kit('unmount', { widget: 'sign-in', parentId: 'second-widget' });
      });
      await expect.poll(() => second.locator('[data-flow]').count()).toBe(0);
      expect(await first.locator('[data-flow]').count()).toBe(1);
      await page.evaluate(
        (setup) => {
          (window as unknown as { identityKit: (...args: unknown[]) => void }).identityKit('setup', setup);
        },
        { ...SIGN_IN, parentId: 'second-widget' },
      );
      await second.getByLabel('Password', { exact: true }).waitFor();
    });
  });

  test('address overrides choose the generation in e2e; a prd page refuses them with a setup warning', async () => {
    await withPage(async ({ page, origin, warnings }) => {
      for (const env of ['e2e', 'prd']) {
        await page.route(`**/embed/host-${env}*`, (route) =>
          route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: hostPage(
              [{ ...SIGN_IN, offeringEnv: env }],
              ['ik-sign-in-widget'],
              'window.__failures=[];identityKit.q[0][1].onLoadFailure=function(f){window.__failures.push(f)};',
            ),
          }),
        );
      }
      // e2e: iux_v2=true sends sign-in to v2, which this kit does not ship and no plugin provides.
      await page.goto(`${origin}/embed/host-e2e?iux_v2=true`);
      await page.waitForFunction(
        () => (window as unknown as { __failures: unknown[] }).__failures.length > 0,
      );
      expect(await page.evaluate(() => (window as unknown as { __failures: unknown[] }).__failures)).toEqual([
        {
          widget: 'sign-in',
          generation: 'v2',
          reason: 'plugin',
          message: 'Deferred load failure for v2 widget sign-in.',
        },
      ]);
      // prd: the same address is refused (the offering does not allow it) and sign-in mounts as v4.
      await page.goto(`${origin}/embed/host-prd?iux_v2=true`);
      await page.locator('#ik-sign-in-widget [data-flow] h1').first().waitFor();
      expect(
        warnings.some((w) =>
          w.startsWith('Setup warning: address parameter iux_v2 ignored for offering 50000003'),
        ),
      ).toBe(true);
    }, /Deferred load failure for v2 widget sign-in/);
  });

  test('visitor identity: cookies with their attributes, persist_cookies, the sandboxed frame; beacons carry no secret', async ({
    expect,
  }) => {
    await withPage(async ({ page, context, origin }) => {
      await page.route('**/embed/host-beacons', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: hostPage(
            [
              {
                ...SIGN_IN,
                beacons: {
                  segment: { url: `${origin}/__playground/beacons` },
                  adobe: { url: `${origin}/__playground/beacons/pixel` },
                },
              },
            ],
            ['ik-sign-in-widget'],
          ),
        }),
      );
      await page.addInitScript(() => {
        const seen: Record<string, string>[] = [];
        (window as unknown as { __frames: Record<string, string>[] }).__frames = seen;
        new MutationObserver((records) => {
          for (const node of records.flatMap((r) => [...r.addedNodes])) {
            if (node instanceof HTMLIFrameElement) {
              seen.push(Object.fromEntries([...node.attributes].map((a) => [a.name, a.value])));
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const frameRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/visitor_id');
      await page.goto(`${origin}/embed/host-beacons`);
      const frameUrl = new URL((await frameRequest).url());
      expect(frameUrl.origin).toBe(origin);
      expect([...frameUrl.searchParams.keys()]).toEqual([
        'ivid_b',
        'ivid',
        'query_string_ivid',
        'samesite_support',
        'parent_origin',
      ]);
      // The frame leaves once it has answered: its attributes were recorded when it was added (init script).
      const frames = await page.evaluate(
        () => (window as unknown as { __frames: Record<string, string>[] }).__frames,
      );
      expect(frames).toEqual([
        expect.objectContaining({
          sandbox: 'allow-scripts allow-same-origin',
          'aria-hidden': 'true',
          tabindex: '-1',
          referrerpolicy: 'no-referrer',
          src: frameUrl.href,
        }),
      ]);
      await expect
        .poll(async () => (await context.cookies()).some((c) => c.name === 'ivid_synced'))
        .toBe(true);
      const cookies = await context.cookies(origin);
      const byName = new Map(cookies.map((c) => [c.name, c]));
      const now = Date.now() / 1000;
      for (const name of ['ivid', 'ivid_b', 'cdc_vid', 'flags', 'ivid_synced']) {
        const cookie = byName.get(name);
        expect(cookie, name).toBeDefined();
        expect(cookie?.sameSite, name).toBe('Lax');
        expect(cookie?.path, name).toBe('/');
        expect(cookie?.httpOnly, name).toBe(false);
      }
      for (const name of ['ivid_b', 'cdc_vid', 'flags', 'ivid_synced']) {
        // Written by the page's script: Secure (Chromium treats loopback as a secure context).
        expect(byName.get(name)?.secure, name).toBe(true);
      }
      const days = (name: string): number => ((byName.get(name)?.expires ?? 0) - now) / 86_400;
      // The page writes 1826 days (tests/embed/cookies.test.ts reads the attribute); Chromium stores at most
      // 400 days (RFC 6265bis caps Expires), so the long-lived cookies sit at that cap here.
      expect(days('ivid_b')).toBeGreaterThan(399);
      expect(days('cdc_vid')).toBeGreaterThan(399);
      expect(days('flags') * 24 * 60).toBeGreaterThan(19);
      expect(days('flags') * 24 * 60).toBeLessThanOrEqual(20);
      // The visit's identifier lands in the page and the persisted copy is the one the identity host keeps.
      const telemetry = async (): Promise<{ beacons: { kind: string }[]; cookies: { name: string }[] }> =>
        (await (await fetch(`${origin}/__playground/telemetry`)).json()) as never;
      expect((await telemetry()).cookies.some((c) => c.name === 'ivid')).toBe(true);
      // Seed 001 §7.1: the widget's calls carry the page's visitor id (the ivid cookie) in their header.
      const visitorHeaders: (string | undefined)[] = [];
      page.on('request', (request) => {
        // The identity client's calls are the requests that name the offering in their header.
        const headers = request.headers();
        if (headers['ik-offering-id'] !== undefined) {
          visitorHeaders.push(headers['ik-visitor-id']);
        }
      });
      await signIn(page, 'alex@example.com', FIXTURE_PASSWORD);
      await declinePasskeyOffer(page);
      await expectFocusedHeading(page, SIGNED_IN);
      const ivid = (await context.cookies()).find((c) => c.name === 'ivid')?.value;
      expect(ivid).toBeTruthy();
      expect(visitorHeaders.length).toBeGreaterThan(0);
      expect(new Set(visitorHeaders)).toEqual(new Set([ivid]));
      await expect.poll(async () => new Set((await telemetry()).beacons.map((b) => b.kind)).size).toBe(2);
      const text = JSON.stringify(await telemetry());
      expect(text).not.toContain(FIXTURE_PASSWORD);
      expect(text).not.toContain('alex@example.com');
    });
  });

  test('a server configuration that never answers times out after 5 s: defaults apply, the address still counts', async () => {
    await withPage(async ({ page, origin, warnings }) => {
      const asked: number[] = [];
      await page.route('**/configuration/widgets_json*', (route) => {
        asked.push(Date.now());
        // Never answered: the loader's own 5 s time-out must end the wait (seed 000 §3.2, §9).
        void route;
      });
      await page.route('**/embed/host-slow*', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: hostPage([SIGN_IN], ['ik-sign-in-widget']),
        }),
      );
      // Without the server's lists sign-in is not in e2e's default v4 set; iux_v4 puts it there.
      await page.goto(`${origin}/embed/host-slow?iux_v4=sign-in`);
      await page.locator('#ik-sign-in-widget [data-flow] h1').first().waitFor({ timeout: 20_000 });
      expect(asked).toHaveLength(1);
      expect(warnings).toContain('Server config timeout after 5000 ms.');
      // Legacy global helpers still work and warn once each (seed 001 §1, seed 000 §8.4).
      await page.evaluate(() => {
        const kit = (window as unknown as { identityKit: { trackEvent(name: string): void } }).identityKit;
        kit.trackEvent('a');
        kit.trackEvent('b');
      });
      expect(
        warnings.filter((w) => w.startsWith('Deprecated: legacy analytics call trackEvent')),
      ).toHaveLength(1);
    }, /widgets_json.*ERR_ABORTED|ERR_ABORTED.*widgets_json/);
  });

  test('/embed/signup: a visitor signs up through the snippet (form, SMS and email codes, account ready), ', async () => {
    await withPage(
      async ({ page, origin, secrets }) => {
        await page.goto(`${origin}/embed/signup`);
        const widget = page.locator('#ik-create-user-id-wrapper');
        await widget.getByRole('heading', { name: 'Create an account', exact: true }).waitFor();
        // The embedded offering (identity global) uses the ecosystem sign-up: no password, phone required.
        await widget.getByLabel('Email address', { exact: true }).fill('embed.new@example.com');
        await widget.getByLabel('First name (optional)', { exact: true }).fill('Em');
        await widget.getByLabel('Last name (optional)', { exact: true }).fill('Bedder');
        await widget.getByLabel('Mobile phone number', { exact: true }).fill('650 555 0177');
        await widget.getByRole('button', { name: 'Create an account', exact: true }).click();
        for (const [heading, recipient] of [
          ['Verify your mobile number', '+16505550177'],
          ['Confirm your email address', 'embed.new@example.com'],
        ] as const) {
          await expectFocusedHeading(page, heading);
          const code = await latestCode(origin, recipient);
          secrets.watch(code);
          await widget.getByLabel('Verification code', { exact: true }).fill(code);
          await widget.getByRole('button', { name: 'Verify', exact: true }).click();
        }
        await expectFocusedHeading(page, 'Your account is ready');
        // The account exists at the service with both channels confirmed.
        expect(demo?.playground.users.find((user) => user.email === 'embed.new@example.com')).toMatchObject({
          emailStatus: 'CONFIRMED',
          phones: ['+16505550177'],
        });
      },
      // The email collision check's 404 (user not found = available) is logged by Chromium as a failed load.
      /status of 404 \(Not Found\) \(\S+\/access_client\/user_public_info/,
    );
  }, 120_000);
});
