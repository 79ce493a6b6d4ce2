// Login CSRF against the playground (issue 21 §2; QUALITY.md security 13). A page on another site can post
// an HTML form to the playground's sign-in: `enctype="text/plain"` carrying JSON, or a plain urlencoded form.
// Before the gate (playground/http/guard.ts) either one signed the visitor in to the attacker's account.
// Each request here is what Chromium sends for such a form, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayground, startPlaygroundServer, type PlaygroundServer } from '../../playground';
import { httpJar, type HttpJar } from '../http-jar';

const ATTACKER = 'https://attacker.example';
const CREDENTIALS = { username: 'alex.rivera', password: 'Correct-Horse-7' };

/** `<form enctype="text/plain">` with one field named `{"username":…,"pad":"` and value `"}`: valid JSON. */
const TEXT_PLAIN_JSON = `${JSON.stringify({ ...CREDENTIALS, pad: '' }).slice(0, -2)}=" }`;

/** Headers Chromium sends with a top-level cross-site form POST. */
const CROSS_SITE_FORM = {
  origin: ATTACKER,
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

let server: PlaygroundServer;
let jar: HttpJar;

beforeAll(async () => {
  server = await startPlaygroundServer({ port: 0, seed: 'csrf' });
  jar = httpJar();
  await jar.prime(server.url);
});

afterAll(async () => {
  await server.close();
});

async function signIn(init: { headers: Record<string, string>; body: string }): Promise<Response> {
  return fetch(`${server.url}/access_client/sign_in`, { method: 'POST', redirect: 'manual', ...init });
}

/** A refusal: 403 or 415, the service's JSON error body, and no session cookie (nobody was signed in). */
async function expectRefused(response: Response, status: 403 | 415): Promise<void> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body['responseCode']).toBe(status === 415 ? 'INVALID_ARGUMENT' : 'ACCESS_DENIED');
  expect(body).not.toHaveProperty('iamTicket');
  expect(response.headers.getSetCookie().some((line) => line.startsWith('ik_session='))).toBe(false);
}

describe('cross-site forms cannot sign anyone in', () => {
  it('the JSON body really is valid JSON (the attack would work on a lenient parser)', () => {
    expect(JSON.parse(TEXT_PLAIN_JSON.replace('=', ''))).toMatchObject(CREDENTIALS);
    expect(JSON.parse(TEXT_PLAIN_JSON)).toMatchObject(CREDENTIALS);
  });

  it('enctype="text/plain" carrying JSON, from another site', async () => {
    const response = await signIn({
      headers: { ...CROSS_SITE_FORM, 'content-type': 'text/plain' },
      body: TEXT_PLAIN_JSON,
    });
    await expectRefused(response, 403);
  });

  it('an urlencoded form, from another site', async () => {
    const response = await signIn({
      headers: { ...CROSS_SITE_FORM, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CREDENTIALS).toString(),
    });
    await expectRefused(response, 403);
  });

  it('a multipart form, from another site', async () => {
    const form = new FormData();
    form.set('username', CREDENTIALS.username);
    form.set('password', CREDENTIALS.password);
    const response = await fetch(`${server.url}/access_client/sign_in`, {
      method: 'POST',
      headers: CROSS_SITE_FORM,
      body: form,
    });
    await expectRefused(response, 403);
  });

  // A proxy or an old browser may drop Origin and Fetch Metadata: the content type and token still refuse.
  it.each([
    ['text/plain', TEXT_PLAIN_JSON],
    ['application/x-www-form-urlencoded', new URLSearchParams(CREDENTIALS).toString()],
  ])('the same %s form with no Origin or Sec-Fetch-Site', async (type, body) => {
    await expectRefused(await signIn({ headers: { 'content-type': type }, body }), 415);
  });

  it('even with the victim’s own cookies and a stolen-looking token, another origin is refused', async () => {
    const response = await signIn({
      headers: { ...jar.jsonHeaders(), origin: ATTACKER, 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(CREDENTIALS),
    });
    await expectRefused(response, 403);
  });
});

describe('each gate on its own (same-origin JSON with the token is the control that passes)', () => {
  const own = (): Record<string, string> => ({
    ...jar.jsonHeaders(),
    origin: server.url,
    'sec-fetch-site': 'same-origin',
  });

  it('control: the page’s own JSON call with the token signs in', async () => {
    const response = await signIn({ headers: own(), body: JSON.stringify(CREDENTIALS) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { action: string }).action).toBe('PASS');
  });

  it('control: the localhost twin is the same server', async () => {
    const twin = `http://localhost:${server.port}`;
    const response = await signIn({
      headers: { ...own(), origin: twin, 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(CREDENTIALS),
    });
    expect(response.status).toBe(200);
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/json',
  ])('415 for %s even from the page itself', async (type) => {
    const response = await signIn({
      headers: { ...own(), 'content-type': type },
      body: JSON.stringify(CREDENTIALS),
    });
    await expectRefused(response, 415);
  });

  it.each([ATTACKER, 'null', 'http://127.0.0.1:4400', 'http://127.0.0.1.evil.example'])(
    '403 for Origin %s',
    async (origin) => {
      const response = await signIn({ headers: { ...own(), origin }, body: JSON.stringify(CREDENTIALS) });
      await expectRefused(response, 403);
    },
  );

  it.each(['cross-site', 'same-site'])('403 for Sec-Fetch-Site %s without an Origin', async (site) => {
    const headers = { ...own(), 'sec-fetch-site': site };
    delete (headers as Partial<Record<string, string>>)['origin'];
    await expectRefused(await signIn({ headers, body: JSON.stringify(CREDENTIALS) }), 403);
  });

  it('403 without the CSRF header, with a wrong one, and with a session but no CSRF cookie', async () => {
    const body = JSON.stringify(CREDENTIALS);
    const { ['ik-csrf-token']: _token, ...noHeader } = own();
    await expectRefused(await signIn({ headers: noHeader, body }), 403);
    await expectRefused(await signIn({ headers: { ...own(), 'ik-csrf-token': 'f'.repeat(64) }, body }), 403);
    // A session cookie without the CSRF cookie: the token cannot match anything.
    const sessionOnly = { ...own(), cookie: 'ik_session=sid_x' };
    await expectRefused(await signIn({ headers: sessionOnly, body }), 403);
  });

  it('DELETE and PUT are gated like POST; GET is not', async () => {
    const del = await fetch(`${server.url}/access_client/sign_out`, {
      method: 'DELETE',
      headers: CROSS_SITE_FORM,
    });
    expect([403, 405]).toContain(del.status);
    const put = await fetch(`${server.url}/ius_proxy/v1/users/me/confirmations`, {
      method: 'PUT',
      headers: { ...CROSS_SITE_FORM, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(put.status).toBe(403);
    const get = await fetch(`${server.url}/__playground/health`, { headers: CROSS_SITE_FORM });
    expect(get.status).toBe(200);
  });

  it('a browser without the CSRF cookie gets one (readable, SameSite=Strict) with any answer', async () => {
    const response = await fetch(`${server.url}/__playground/health`);
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ik_csrf=')) ?? '';
    expect(line).toMatch(/^ik_csrf=[0-9a-f]{64}; Path=\/; SameSite=Strict$/);
    const again = await fetch(`${server.url}/__playground/health`, {
      headers: { cookie: jar.cookieHeader() },
    });
    expect(again.headers.getSetCookie().some((cookie) => cookie.startsWith('ik_csrf='))).toBe(false);
  });
});

describe('the in-memory playground.fetch', () => {
  const pg = createPlayground({ seed: 'csrf-memory' });

  it('refuses non-JSON and foreign origins too (no CSRF cookie: nothing outside the process can call it)', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      pg.fetch('/access_client/sign_in', { method: 'POST', headers, body });
    expect((await post({ 'content-type': 'text/plain' }, TEXT_PLAIN_JSON)).status).toBe(415);
    expect(
      (
        await post(
          { 'content-type': 'application/x-www-form-urlencoded' },
          new URLSearchParams(CREDENTIALS).toString(),
        )
      ).status,
    ).toBe(415);
    expect(
      (await post({ 'content-type': 'application/json', origin: ATTACKER }, JSON.stringify(CREDENTIALS)))
        .status,
    ).toBe(403);
    expect((await post({ 'content-type': 'application/json' }, JSON.stringify(CREDENTIALS))).status).toBe(
      200,
    );
  });
});
