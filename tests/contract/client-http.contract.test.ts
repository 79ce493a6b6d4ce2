// The client over real HTTP (Node's fetch, node:http server of the playground on 127.0.0.1): header
// names, JSON bodies, status codes and response headers survive a real network stack. Node's fetch keeps
// no cookies: a small jar (tests/http-jar.ts) plays the browser's, so the double-submit CSRF token the
// playground enforces over HTTP travels as it does from a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityClient, type IdentityClient } from '../../headless';
import { startPlaygroundServer, type PlaygroundServer } from '../../playground';
import { httpJar } from '../http-jar';

const jar = httpJar();

let server: PlaygroundServer;
let client: IdentityClient;

beforeAll(async () => {
  server = await startPlaygroundServer({ port: 0, seed: 3 });
  await jar.prime(server.url);
  client = createIdentityClient({
    offeringId: 'Intuit.identity.playground',
    baseUrl: server.url,
    fetch: jar.fetch,
    csrfToken: jar.csrfToken,
  });
});

afterAll(async () => {
  await server.close();
});

describe('client over real HTTP', () => {
  it('signs alex in', async () => {
    const result = await client.signIn({ username: 'alex@example.com', password: 'Correct-Horse-7' });
    expect(result.ok && result.data.iamTicket?.userId).toBe('alex.rivera');
  });

  it('reports a wrong password with the service code and status', async () => {
    const result = await client.signIn({ username: 'alex@example.com', password: 'Wrong-Horse-7' });
    expect(result.ok ? null : result.error).toMatchObject({
      kind: 'http',
      code: 'INVALID_CREDENTIALS',
      status: 401,
    });
  });

  it('reads the captcha-required response header', async () => {
    const result = await client.signIn({
      username: 'casey.captcha@example.com',
      password: 'Correct-Horse-7',
    });
    expect(result.ok ? null : result.error.captchaRequired).toBe(true);
  });

  it('gets 404 JSON for an unknown path as a typed failure', async () => {
    const other = createIdentityClient({
      offeringId: 'o',
      baseUrl: server.url,
      baseUrls: { access: '/no_such_family' },
      fetch: jar.fetch,
      csrfToken: jar.csrfToken,
    });
    const result = await other.evaluateAuth({});
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'http', status: 404 });
  });
});
