import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CODES, OAUTH_ERROR_CODES } from '../../catalogue';
import { SERVICE_CODES, OAUTH_SERVICE_ERRORS } from '../../playground/core/codes';
import { createPlayground, startPlaygroundServer, FIXTURE_ACCOUNTS } from '../../playground';
import type { PlaygroundServer } from '../../playground';
import { call, signIn } from './helpers';
import { httpJar } from '../http-jar';

describe('codes', () => {
  it('every code the service sends is a catalogue code', () => {
    expect(SERVICE_CODES.filter((code) => !(RESPONSE_CODES as readonly string[]).includes(code))).toEqual([]);
  });
  it('every OAuth error it sends is one of seed 000 §8.3', () => {
    expect(
      OAUTH_SERVICE_ERRORS.filter((code) => !(OAUTH_ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });
});

describe('bad input never crashes the service', () => {
  const pg = createPlayground({ seed: 'errors' });

  it('unknown paths get 404 JSON and wrong methods 405 JSON', async () => {
    const missing = await call(pg, 'GET', '/no/such/path');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    expect(missing.body).toMatchObject({ responseCode: 'CONFIGURATION_ERROR', responseDetail: 'NOT_FOUND' });
    const method = await call(pg, 'GET', '/access_client/sign_in');
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['invalid JSON', '{"username":', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['numbers for strings', '{"username":1,"password":2}', 'application/json'],
    ['a __proto__ key', '{"__proto__":{"polluted":true},"username":"alex.rivera"}', 'application/json'],
    ['nested junk', '{"username":{"$gt":""},"password":["x"]}', 'application/json'],
  ])('sign-in with %s answers 400 INVALID_ARGUMENT', async (_name, body, type) => {
    const response = await pg.fetch(
      new Request('http://127.0.0.1:4400/access_client/sign_in', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { responseCode: string }).responseCode).toBe('INVALID_ARGUMENT');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const response = await pg.fetch(
      new Request('http://127.0.0.1:4400/access_client/sign_in', {
        method: 'POST',
        body: JSON.stringify({ username: 'x'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(response.status).toBe(413);
  });

  it.each([
    ['POST', '/access_client/verify_totp', { verificationCode: [] }],
    ['POST', '/access_client/send_sign_in_confirmation', { channelType: 'PIGEON' }],
    ['POST', '/access_client/evaluate_auth', { targetAAL: 'high' }],
    ['PUT', '/ius_proxy/v1/users/me', { email: 42 }],
    ['POST', '/ius_proxy/v1/invitations/%E0%A4%A/verify', { accessCode: '1' }],
    ['POST', '/ius_proxy/v1/users/get_account_recovery_challenges', { challengeToken: 'nope' }],
    ['POST', '/fido2/authentication/verify', { credential: { id: 1 } }],
    ['GET', '/ius_proxy/v1/fetch_otp_token', undefined],
  ])('%s %s with junk answers a 4xx JSON error', async (method, path, body) => {
    const reply = await call(pg, method, path, body);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(typeof reply.body['responseCode']).toBe('string');
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      pg.fetch('/access_client/verify_ticket', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('outbox and reset', () => {
  it('lists messages newest first over HTTP and in memory; reset restores the fixtures', async () => {
    const pg = createPlayground({ seed: 'outbox' });
    await signIn(pg, 'alex.rivera');
    await call(pg, 'POST', '/access_client/upgrade_aal', { targetAAL: 25 });
    await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'EMAIL' });
    await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'EMAIL' });
    const listed = await pg.fetch('/__playground/outbox');
    const messages = (await listed.json()) as { id: string; code: string }[];
    expect(messages.map((message) => message.id)).toEqual(pg.outbox.map((message) => message.id));
    expect(messages).toHaveLength(2);
    const filtered = (await (
      await pg.fetch('/__playground/outbox?recipient=nobody%40example.com')
    ).json()) as unknown[];
    expect(filtered).toEqual([]);
    expect(pg.lastCode('alex@example.com')).toBe(messages[0]?.code);
    await call(pg, 'PUT', '/ius_proxy/v1/users/me', { username: 'alex.renamed' });
    await pg.reset();
    expect(pg.outbox).toEqual([]);
    expect(pg.users.map((user) => user.userId)).toEqual(FIXTURE_ACCOUNTS.map((account) => account.userId));
    expect((await call(pg, 'GET', '/access_client/verify_ticket')).status).toBe(401);
  });

  it('puts the newest message first, with recipient, channel, code and time (SMS, voice, email)', async () => {
    const pg = createPlayground({ seed: 'outbox-order', now: () => Date.UTC(2026, 0, 1) });
    await signIn(pg, 'sam.sms');
    await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'SMS' });
    pg.advanceTime(1000);
    await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'VOICE' });
    pg.advanceTime(1000);
    await signIn(pg, 'alex.rivera');
    await call(pg, 'POST', '/access_client/upgrade_aal', { targetAAL: 25 });
    await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'EMAIL' });
    const overHttp = (await (await pg.fetch('/__playground/outbox')).json()) as {
      channel: string;
      recipient: string;
      code: string | null;
      sentAt: string;
    }[];
    const view = (list: readonly { channel: string; recipient: string; sentAt: string }[]) =>
      list.map((m) => [m.channel, m.recipient, m.sentAt]);
    expect(view(overHttp)).toEqual(view(pg.outbox));
    expect(view(overHttp)).toEqual([
      ['EMAIL', 'alex@example.com', '2026-01-01T00:00:02.000Z'],
      ['VOICE', '+16505550100', '2026-01-01T00:00:01.000Z'],
      ['SMS', '+16505550100', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(overHttp.every((m) => /^\d{6}$/.test(m.code ?? ''))).toBe(true);
  });

  it('forgets expired sessions and codes on later requests', async () => {
    const pg = createPlayground({ seed: 'prune' });
    await signIn(pg, 'sam.sms');
    await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'SMS' });
    expect(pg.service.store.sessions.size).toBe(1);
    expect(pg.service.store.codes.size).toBe(1);
    pg.advanceTime(2 * 24 * 60 * 60_000);
    await call(pg, 'GET', '/__playground/health');
    expect(pg.service.store.sessions.size).toBe(0);
    expect(pg.service.store.codes.size).toBe(0);
  });

  it('gives the same codes for the same seed', async () => {
    const codes = async () => {
      const pg = createPlayground({ seed: 42, now: () => 1_800_000_000_000 });
      await signIn(pg, 'sam.sms');
      await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'SMS' });
      return pg.lastCode();
    };
    expect(await codes()).toBe(await codes());
  });
});

describe('startPlaygroundServer', () => {
  let server: PlaygroundServer;
  beforeAll(async () => {
    server = await startPlaygroundServer({
      port: 0,
      seed: 'server',
      staticRoutes: {
        '/demo.html': { contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>demo</title>' },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The Set-Cookie line of `name` (the server also sets ik_csrf for a caller without one). */
  const setCookieOf = (response: Response, name: string): string =>
    response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

  it('serves the SMS journey over real HTTP with Set-Cookie', async () => {
    const jar = httpJar();
    await jar.prime(server.url);
    const signInReply = await jar.fetch(`${server.url}/access_client/sign_in`, {
      method: 'POST',
      headers: jar.jsonHeaders(),
      body: JSON.stringify({ username: 'sam.sms@example.com', password: 'Correct-Horse-7' }),
    });
    expect(setCookieOf(signInReply, 'ik_session')).toMatch(
      /^ik_session=sid_\w+; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    const cookie = setCookieOf(signInReply, 'ik_session').split(';')[0] ?? '';
    expect(((await signInReply.json()) as { action: string }).action).toBe('CHALLENGE');
    await jar.fetch(`${server.url}/access_client/send_sign_in_confirmation`, {
      method: 'POST',
      headers: jar.jsonHeaders(),
      body: JSON.stringify({ channelType: 'SMS' }),
    });
    const outbox = (await (await fetch(`${server.url}/__playground/outbox`)).json()) as {
      code: string;
      recipient: string;
    }[];
    expect(outbox[0]?.recipient).toBe('+16505550100');
    const verified = await jar.fetch(`${server.url}/access_client/verify_sign_in_confirmation`, {
      method: 'POST',
      headers: jar.jsonHeaders(),
      body: JSON.stringify({ challengeToken: [{ type: 'SMS_OTP', value: outbox[0]?.code }] }),
    });
    const newCookie = setCookieOf(verified, 'ik_session').split(';')[0] ?? '';
    expect(newCookie).not.toBe(cookie);
    expect(((await verified.json()) as { action: string }).action).toBe('PASS');
    const ticket = await fetch(`${server.url}/access_client/verify_ticket?authn_level=25`, {
      headers: { cookie: newCookie },
    });
    expect(ticket.status).toBe(200);
    expect((await fetch(`${server.url}/access_client/verify_ticket`, { headers: { cookie } })).status).toBe(
      401,
    );
  });

  it('stay signed in (persistent_cookie=true) makes the session cookie persistent for 30 days', async () => {
    const jar = httpJar();
    await jar.prime(server.url);
    const reply = await jar.fetch(`${server.url}/access_client/sign_in?persistent_cookie=true`, {
      method: 'POST',
      headers: jar.jsonHeaders(),
      body: JSON.stringify({ username: 'alex.rivera', password: 'Correct-Horse-7' }),
    });
    expect(setCookieOf(reply, 'ik_session')).toMatch(/; Max-Age=2592000; HttpOnly$/);
  });

  it('registers its own /callback for demo-client and serves it with escaped values', async () => {
    const jar = httpJar();
    await jar.prime(server.url);
    const signInReply = await jar.fetch(`${server.url}/access_client/sign_in`, {
      method: 'POST',
      headers: jar.jsonHeaders(),
      body: JSON.stringify({ username: 'alex.rivera', password: 'Correct-Horse-7' }),
    });
    expect(signInReply.status).toBe(200);
    const query = new URLSearchParams({
      client_id: 'demo-client',
      redirect_uri: `${server.url}/callback`,
      state: '<s>',
    });
    const code = await jar.fetch(`${server.url}/oauth2/v1/authorize?${query.toString()}`, {
      method: 'POST',
      headers: jar.jsonHeaders(),
    });
    expect(code.status).toBe(200);
    const page = await fetch(
      `${server.url}/callback?code=abc&state=${encodeURIComponent('<script>x</script>')}`,
    );
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('serves static routes and 404 JSON for the rest', async () => {
    const page = await fetch(`${server.url}/demo.html`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<title>demo</title>');
    const missing = await fetch(`${server.url}/missing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { responseCode: string }).responseCode).toBe('CONFIGURATION_ERROR');
  });
});
