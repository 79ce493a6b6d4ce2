// The OAuth hand-off of the demo page (issue 5 §2, seed 000 §4.6, §8.3), in Chromium against the HTTP
// playground: success redirects to the client's /callback with the code and the byte-exact state; a
// failure that means the client or its address is not trusted, or an answer that cannot be read, stays on
// the sign-in page with the sign-in link and never navigates; other failures go back to the client with
// error, error_description and state. Answers the playground never gives (unauthorized_client,
// x_invalid_app_token, overall_redirect_uri_too_long, unreadable bodies) are served by intercepting the
// authorize call in the browser, the way a real service could answer.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { describeOAuthError } from '../../../catalogue';
import { launchBrowser } from '../support/chromium';
import { EXPECTED_4XX, startDemo, type RunningDemo } from '../support/demo';
import { runJourney, SIGNED_IN, signIn } from './steps';

const demoDir = inject('demoDir');
/** A state with every character class a client might use: kept byte for byte, never re-encoded. */
const STATE = 'xyz a+b/c?d=e&f%20g~h.é';
const ERROR_TITLE = "We couldn't finish signing you in";

let browser: Browser | undefined;
let demo: RunningDemo | undefined;

beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo(demoDir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()]);
});

function origin(): string {
  if (demo === undefined) {
    throw new Error('The playground did not start (see beforeAll).');
  }
  return demo.origin;
}

/** The demo page's address with OAuth parameters (seed 000 §2.5). */
function oauthUrl(params: Record<string, string>): string {
  return `${origin()}/?${new URLSearchParams(params).toString()}`;
}

const callback = (): string => `${origin()}/callback`;

/** Every top-level navigation and every request to the client's redirect address, for "never navigates". */
function watchNavigation(page: Page): { readonly documents: string[]; readonly toCallback: string[] } {
  const documents: string[] = [];
  const toCallback: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
    if (request.url().startsWith(callback())) {
      toCallback.push(request.url());
    }
  });
  return { documents, toCallback };
}

/** Answers the authorize call with `status` and `body` instead of the playground. */
async function answerAuthorize(page: Page, status: number, body: string, contentType = 'application/json'): Promise<void> {
  await page.route('**/oauth2/v1/authorize?**', (route) =>
    route.fulfill({ status, body, contentType, headers: { 'access-control-allow-origin': origin() } }),
  );
}

/** Signs in as alex and expects the OAuth error on the page, with the sign-in link, and no navigation. */
async function expectErrorOnPage(page: Page, expectedCode: string): Promise<void> {
  const navigation = watchNavigation(page);
  const address = page.url();
  await signIn(page, 'alex@example.com');
  await page.getByRole('heading', { name: ERROR_TITLE, exact: true }).waitFor();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  // The catalogue's words for the code (never the server's description).
  expect((await alert.innerText()).trim()).toBe(describeOAuthError(expectedCode, { locale: 'en-US' }).message);
  const back = page.locator('[data-action="sign-in"]');
  expect(await back.innerText()).toBe('Back to sign in');
  expect(await back.isVisible()).toBe(true);
  expect(page.url(), 'still on the sign-in page').toBe(address);
  expect(navigation.documents, 'no navigation').toEqual([]);
  expect(navigation.toCallback, 'nothing sent to the redirect address').toEqual([]);
  expect(await page.getByRole('heading', { name: SIGNED_IN }).count()).toBe(0);
}

describe.concurrent('OAuth hand-off from the demo page', () => {
  test('success: redirect to /callback with response_type, code and the byte-exact state', async () => {
    await runJourney(
      browser,
      oauthUrl({ client_id: 'demo-client', redirect_uri: callback(), state: STATE, scope: 'openid profile' }),
      async ({ page }) => {
        // One-time parameters leave the address bar once read (QUALITY.md security 3).
        const shown = new URL(page.url());
        expect(shown.searchParams.has('state')).toBe(false);
        expect(shown.searchParams.get('client_id')).toBe('demo-client');
        await signIn(page, 'alex@example.com');
        await page.waitForURL((url) => url.pathname === '/callback');
        const landed = new URL(page.url());
        expect(landed.origin + landed.pathname).toBe(callback());
        expect(landed.searchParams.get('response_type')).toBe('code');
        expect(landed.searchParams.get('code')).toMatch(/^code_\w+$/);
        expect(landed.searchParams.get('state')).toBe(STATE);
        expect(landed.searchParams.has('error')).toBe(false);
        // The playground's callback page shows what the client received.
        await page.getByText(STATE, { exact: true }).waitFor();
      },
    );
  });

  test('invalid_redirect_uri (address not registered): error on the page, no navigation', async () => {
    await runJourney(
      browser,
      oauthUrl({ client_id: 'demo-client', redirect_uri: `${origin()}/elsewhere`, state: STATE }),
      ({ page }) => expectErrorOnPage(page, 'invalid_redirect_uri'),
      { allowedErrors: EXPECTED_4XX },
    );
  });

  test('invalid_client (unknown client): error on the page, no navigation', async () => {
    await runJourney(
      browser,
      oauthUrl({ client_id: 'no-such-client', redirect_uri: callback(), state: STATE }),
      ({ page }) => expectErrorOnPage(page, 'invalid_client'),
      { allowedErrors: EXPECTED_4XX },
    );
  });

  for (const code of ['unauthorized_client', 'x_invalid_app_token', 'overall_redirect_uri_too_long']) {
    test(`${code}: error on the page, no navigation`, async () => {
      await runJourney(
        browser,
        oauthUrl({ client_id: 'demo-client', redirect_uri: callback(), state: STATE }),
        async ({ page }) => {
          await answerAuthorize(
            page,
            400,
            JSON.stringify({ error: code, error_description: `The service says ${code}.`, state: STATE }),
          );
          await expectErrorOnPage(page, code);
        },
        { allowedErrors: EXPECTED_4XX },
      );
    });
  }

  test('an unparseable answer (HTML body): error on the page, no navigation', async () => {
    await runJourney(
      browser,
      oauthUrl({ client_id: 'demo-client', redirect_uri: callback(), state: STATE }),
      async ({ page }) => {
        await answerAuthorize(page, 400, '<html><body>Bad gateway</body></html>', 'text/html');
        await expectErrorOnPage(page, 'cannot_parse_response_text');
      },
      { allowedErrors: EXPECTED_4XX },
    );
  });

  test('an answer with no body (502): error on the page, no navigation', async () => {
    await runJourney(
      browser,
      oauthUrl({ client_id: 'demo-client', redirect_uri: callback(), state: STATE }),
      async ({ page }) => {
        await answerAuthorize(page, 502, '', 'text/plain');
        await expectErrorOnPage(page, 'temporarily_unavailable');
      },
      { allowedErrors: /Failed to load resource: the server responded with a status of 502/ },
    );
  });

  test('invalid_scope (other errors): back to the client with error, error_description and state', async () => {
    await runJourney(
      browser,
      oauthUrl({ client_id: 'demo-client', redirect_uri: callback(), state: STATE, scope: 'openid admin' }),
      async ({ page }) => {
        await signIn(page, 'alex@example.com');
        await page.waitForURL((url) => url.pathname === '/callback');
        const landed = new URL(page.url());
        expect(landed.searchParams.get('error')).toBe('invalid_scope');
        expect(landed.searchParams.get('error_description')).toBe(
          'A requested scope is not allowed for this client.',
        );
        expect(landed.searchParams.get('state')).toBe(STATE);
        expect(landed.searchParams.has('code')).toBe(false);
      },
      { allowedErrors: EXPECTED_4XX },
    );
  });

  test('access_denied answered upper-case: redirected with the lower-case error and the state', async () => {
    await runJourney(
      browser,
      oauthUrl({ client_id: 'demo-client', redirect_uri: callback(), state: STATE }),
      async ({ page }) => {
        await answerAuthorize(
          page,
          403,
          JSON.stringify({ error: 'ACCESS_DENIED', error_description: 'The user may not use this app.' }),
        );
        await signIn(page, 'alex@example.com');
        await page.waitForURL((url) => url.pathname === '/callback');
        const landed = new URL(page.url());
        expect(landed.searchParams.get('error')).toBe('access_denied');
        expect(landed.searchParams.get('error_description')).toBe('The user may not use this app.');
        expect(landed.searchParams.get('state')).toBe(STATE);
      },
      { allowedErrors: EXPECTED_4XX },
    );
  });
});
