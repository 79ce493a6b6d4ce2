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
async function answerAuthorize(
  page: Page,
  status: number,
  body: string,
  contentType = 'application/json',
): Promise<void> {
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
  expect((await alert.innerText()).trim()).toBe(
    describeOAuthError(expectedCode, { locale: 'en-US' }).message,
  );
  const back = page.locator('[data-action="sign-in"]');
  expect(await back.innerText()).toBe('Back to sign in');
  expect(await back.isVisible()).toBe(true);
  expect(page.url(), 'still on the sign-in page').toBe(address);
  expect(navigation.documents, 'no navigation').toEqual([]);
  expect(navigation.toCallback, 'nothing sent to the redirect address').toEqual([]);
  expect(await page.getByRole('heading', { name: SIGNED_IN }).count()).toBe(0);
}

/** An answer to the authorize call the playground never gives, served in the browser instead. */
interface Answer {
  readonly status: number;
  readonly body: string;
  readonly contentType?: string;
}

/** One failure rule: how the service is made to fail, and the console errors that failure causes. */
interface FailureCase {
  readonly name: string;
  /** Address parameters replacing the defaults (demo-client, the /callback address, STATE). */
  readonly params?: (origin: string) => Readonly<Record<string, string>>;
  readonly answer?: Answer;
  readonly allowedErrors: RegExp;
}

const errorBody = (error: string, description: string, state?: string): string =>
  JSON.stringify({ error, error_description: description, ...(state !== undefined ? { state } : {}) });
const intercepted = (status: number, error: string, description = `The service says ${error}.`): Answer => ({
  status,
  body: errorBody(error, description, STATE),
});

/**
 * Issue 5 §2: the client or its address is not trusted, or the answer cannot be read. `shown` is the code
 * whose catalogue wording the page shows (never the server's description).
 */
const SHOWN_ON_PAGE: readonly (FailureCase & { readonly shown: string })[] = [
  {
    name: 'invalid_redirect_uri (address not registered)',
    params: (base) => ({ redirect_uri: `${base}/elsewhere` }),
    allowedErrors: EXPECTED_4XX,
    shown: 'invalid_redirect_uri',
  },
  {
    name: 'invalid_client (unknown client)',
    params: () => ({ client_id: 'no-such-client' }),
    allowedErrors: EXPECTED_4XX,
    shown: 'invalid_client',
  },
  ...['unauthorized_client', 'x_invalid_app_token', 'overall_redirect_uri_too_long'].map((code) => ({
    name: code,
    answer: intercepted(400, code),
    allowedErrors: EXPECTED_4XX,
    shown: code,
  })),
  {
    name: 'INVALID_CLIENT answered upper-case',
    answer: intercepted(401, 'INVALID_CLIENT'),
    allowedErrors: EXPECTED_4XX,
    shown: 'invalid_client',
  },
  {
    name: 'an unparseable answer (HTML body)',
    answer: { status: 400, body: '<html><body>Bad gateway</body></html>', contentType: 'text/html' },
    allowedErrors: EXPECTED_4XX,
    shown: 'cannot_parse_response_text',
  },
  {
    name: 'an answer with no body (502)',
    answer: { status: 502, body: '', contentType: 'text/plain' },
    allowedErrors: /Failed to load resource: the server responded with a status of 502/,
    shown: 'temporarily_unavailable',
  },
];

/** Every other OAuth error goes back to the client with the lower-case error, its description and the state. */
const REDIRECTED: readonly (FailureCase & { readonly error: string; readonly description: string })[] = [
  {
    name: 'invalid_scope (from the playground)',
    params: () => ({ scope: 'openid admin' }),
    allowedErrors: EXPECTED_4XX,
    error: 'invalid_scope',
    description: 'A requested scope is not allowed for this client.',
  },
  {
    name: 'access_denied answered upper-case',
    answer: { status: 403, body: errorBody('ACCESS_DENIED', 'The user may not use this app.') },
    allowedErrors: EXPECTED_4XX,
    error: 'access_denied',
    description: 'The user may not use this app.',
  },
  {
    // server_error stays on the page only without a body; with one it is the service's answer to the client.
    name: 'server_error with a description (500)',
    answer: intercepted(500, 'server_error', 'The service could not answer.'),
    allowedErrors: /Failed to load resource: the server responded with a status of 500/,
    error: 'server_error',
    description: 'The service could not answer.',
  },
];

/** The demo page's address for a failure case; its answer, if any, is served once the page is open. */
async function openFailure(row: FailureCase, run: (page: Page) => Promise<void>): Promise<void> {
  const params = {
    client_id: 'demo-client',
    redirect_uri: callback(),
    state: STATE,
    ...row.params?.(origin()),
  };
  await runJourney(
    browser,
    oauthUrl(params),
    async ({ page }) => {
      if (row.answer !== undefined) {
        await answerAuthorize(page, row.answer.status, row.answer.body, row.answer.contentType);
      }
      await run(page);
    },
    { allowedErrors: row.allowedErrors },
  );
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

  // Rows as [name, row]: `%s` prints the name whole (vitest quotes and shortens a `$name` taken from an object).
  test.each(SHOWN_ON_PAGE.map((row) => [row.name, row] as const))(
    '%s: error on the page with the sign-in link, no navigation',
    async (_name, row) => {
      await openFailure(row, (page) => expectErrorOnPage(page, row.shown));
    },
  );

  test.each(REDIRECTED.map((row) => [row.name, row] as const))(
    '%s: back to the client with error, error_description and state',
    async (_name, row) => {
      await openFailure(row, async (page) => {
        await signIn(page, 'alex@example.com');
        await page.waitForURL((url) => url.pathname === '/callback');
        const landed = new URL(page.url());
        expect(landed.searchParams.get('error')).toBe(row.error);
        expect(landed.searchParams.get('error_description')).toBe(row.description);
        expect(landed.searchParams.get('state')).toBe(STATE);
        expect(landed.searchParams.has('code')).toBe(false);
      });
    },
  );
});
