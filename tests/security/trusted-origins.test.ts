// The playground trusts exactly its own base URL and its loopback twin (issue 21 §3): run on another port it
// must not accept the fixture port's callback, return a partner sign-in there, or answer CORS for it.
// Open-redirect forms (payloads/open-redirects.ts) go against the redirect-URI check and the partner-return
// check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayground, startPlaygroundServer, type PlaygroundServer } from '../../playground';
import { httpJar, type HttpJar } from '../http-jar';
import { fillForm, OPEN_REDIRECT_FORMS } from './payloads/open-redirects';

let server: PlaygroundServer;
let jar: HttpJar;
let twin: string;

beforeAll(async () => {
  server = await startPlaygroundServer({ port: 0, seed: 'origins' });
  twin = `http://localhost:${server.port}`;
  jar = httpJar();
  await jar.prime(server.url);
  const signedIn = await jar.fetch(`${server.url}/access_client/sign_in`, {
    method: 'POST',
    headers: jar.jsonHeaders(),
    body: JSON.stringify({ username: 'alex.rivera', password: 'Correct-Horse-7' }),
  });
  expect(signedIn.status).toBe(200);
});

afterAll(async () => {
  await server.close();
});

/** POST /oauth2/v1/authorize for demo-client with `redirectUri`, as the signed-in page. */
async function authorize(redirectUri: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const query = new URLSearchParams({ client_id: 'demo-client', redirect_uri: redirectUri, state: 's' });
  const response = await jar.fetch(`${server.url}/oauth2/v1/authorize?${query.toString()}`, {
    method: 'POST',
    headers: jar.jsonHeaders(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Where the partner hand-off would finally send the browser for a `sign_in_link`. */
async function partnerReturn(link: string): Promise<string> {
  const query = new URLSearchParams({ partner_uid: 'google', sign_in_link: link });
  const begin = await jar.fetch(`${server.url}/partner_auth_client/v1/initiate_sso?${query.toString()}`, {
    method: 'GET',
  });
  expect(begin.status).toBe(200);
  const { uris } = (await begin.json()) as { uris: string[] };
  const page = await jar.fetch(uris[0] ?? '', { method: 'GET', redirect: 'manual' });
  expect(page.status).toBe(302);
  return page.headers.get('location') ?? '';
}

describe('a playground on another port', () => {
  it('trusts exactly its base URL and its loopback twin', () => {
    expect(createPlayground({ baseUrl: 'http://127.0.0.1:5123' }).service.config.origins).toEqual([
      'http://127.0.0.1:5123',
      'http://localhost:5123',
    ]);
    expect(createPlayground({ baseUrl: 'https://id.example.test/' }).service.config.origins).toEqual([
      'https://id.example.test',
    ]);
    expect(server.playground.service.config.origins).toEqual([server.url, twin]);
  });

  it('registers its own /callback for demo-client, not 127.0.0.1:4400', async () => {
    expect(server.port).not.toBe(4400);
    expect((await authorize('http://127.0.0.1:4400/callback')).body['error']).toBe('invalid_redirect_uri');
    expect((await authorize('http://localhost:4400/callback')).body['error']).toBe('invalid_redirect_uri');
    expect((await authorize(`${server.url}/callback`)).body['code']).toEqual(expect.any(String));
    expect((await authorize(`${twin}/callback`)).body['code']).toEqual(expect.any(String));
  });

  it('answers CORS for its own origins only', async () => {
    const cors = async (origin: string) =>
      (await fetch(`${server.url}/__playground/health`, { headers: { origin } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await cors('http://127.0.0.1:4400')).toBeNull();
    expect(await cors('http://localhost:4400')).toBeNull();
    expect(await cors('https://attacker.example')).toBeNull();
    expect(await cors(server.url)).toBe(server.url);
    expect(await cors(twin)).toBe(twin);
  });

  it('returns a partner sign-in to its own origin, never to the fixture port', async () => {
    expect(new URL(await partnerReturn('http://127.0.0.1:4400/')).origin).toBe(server.url);
    expect(new URL(await partnerReturn(`${twin}/?x=1`)).origin).toBe(twin);
  });
});

describe.each(OPEN_REDIRECT_FORMS.map((form) => [JSON.stringify(form), form] as const))(
  'open-redirect form %s',
  (_label, form) => {
    it('is not an accepted redirect URI', async () => {
      const { body } = await authorize(fillForm(form, server.url));
      expect(body['code']).toBeUndefined();
      expect(body['error']).toBe('invalid_redirect_uri');
    });

    it('sends a partner return only to the server itself', async () => {
      const target = new URL(await partnerReturn(fillForm(form, server.url)));
      expect([server.url, twin]).toContain(target.origin);
    });
  },
);
