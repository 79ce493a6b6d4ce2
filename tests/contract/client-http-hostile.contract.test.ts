// The client over real HTTP (node:http on 127.0.0.1) against answers a real network can give: HTML, a
// redirect, invalid JSON, `__proto__` keys, a huge body, a slow service (deadline and abort), and a flaky
// one (only GETs retry, bounded). The hostile answers come from the playground server's own static-route
// hook, so the bytes really cross a socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityClient } from '../../headless';
import type { IdentityClientOptions } from '../../headless';
import type { PathFamily } from '../../headless/advanced';
import { startPlaygroundServer, type PlaygroundServer } from '../../playground';
import { httpJar } from '../http-jar';

const hits = new Map<string, number>();
const count = (path: string): number => {
  const n = (hits.get(path) ?? 0) + 1;
  hits.set(path, n);
  return n;
};

/** Hostile answers under /hostile/<kind>/..., and a service that fails twice under /flaky. */
function hostile(request: Request): Response | null {
  const path = new URL(request.url).pathname;
  const kind = /^\/hostile\/([\w-]+)\//.exec(path)?.[1];
  if (path.startsWith('/flaky/')) {
    return count(`${request.method} ${path}`) <= 2
      ? Response.json({ responseCode: 'SERVICE_UNAVAILABLE', responseMessage: 'try later' }, { status: 503 })
      : Response.json({
          iamTicket: { userId: 'alex.rivera', authenticationLevel: '20' },
          action: 'PASS',
          challenge: [],
        });
  }
  switch (kind) {
    case 'html':
      return new Response('<html><body>Sign in</body></html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      });
    case 'redirect':
      return new Response(null, { status: 302, headers: { location: 'https://evil.example.net/' } });
    case 'invalid-json':
      return new Response('{"action": "PASS",', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    case 'proto':
      return new Response(
        '{"action":"PASS","challenge":[],"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    case 'huge':
      return new Response(`{"action":"PASS","challenge":[],"pad":"${'x'.repeat(2_000_000)}"}`, {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    default:
      return null;
  }
}

let server: PlaygroundServer;
let slow: PlaygroundServer;

beforeAll(async () => {
  server = await startPlaygroundServer({ port: 0, seed: 'hostile', staticRoutes: hostile });
  slow = await startPlaygroundServer({ port: 0, seed: 'slow', latencyMs: 400 });
});

afterAll(async () => {
  await Promise.all([server.close(), slow.close()]);
});

const clientAt = (
  baseUrl: string,
  family: PathFamily,
  base: string,
  extra: Partial<IdentityClientOptions> = {},
) =>
  createIdentityClient({ offeringId: 'o', baseUrl, baseUrls: { [family]: base }, retryBaseMs: 1, ...extra });

describe('hostile answers over a socket end as typed failures', () => {
  it.each(['html', 'redirect', 'invalid-json', 'huge'])('%s is INVALID_RESPONSE', async (kind) => {
    const result = await clientAt(server.url, 'access', `/hostile/${kind}`).evaluateAuth({});
    expect(result.ok ? null : { kind: result.error.kind, code: result.error.code }).toEqual({
      kind: 'invalid-response',
      code: 'INVALID_RESPONSE',
    });
  });

  it('__proto__ and constructor keys are dropped; Object.prototype stays clean', async () => {
    const result = await clientAt(server.url, 'access', '/hostile/proto').evaluateAuth({});
    expect(result.ok).toBe(true);
    expect(result.ok && Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect(result.ok && Object.prototype.hasOwnProperty.call(result.data, 'constructor')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('deadline and abort against a slow service (400 ms per call)', () => {
  it('fails with TIMEOUT after the deadline', async () => {
    const client = createIdentityClient({
      offeringId: 'o',
      baseUrl: slow.url,
      timeoutMs: 100,
      retryLimit: 0,
    });
    // TIMEOUT (not a late success) proves the deadline fired before the 400 ms answer; no wall-clock
    // bound is asserted because the test machine is shared and timers may run late.
    const result = await client.signIn({ username: 'alex@example.com', password: 'Correct-Horse-7' });
    expect(result.ok ? null : result.error.code).toBe('TIMEOUT');
  });

  it('fails with ABORTED when the caller aborts mid-flight', async () => {
    const client = createIdentityClient({ offeringId: 'o', baseUrl: slow.url });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const result = await client.signIn(
      { username: 'alex@example.com', password: 'Correct-Horse-7' },
      { signal: controller.signal },
    );
    expect(result.ok ? null : result.error.kind).toBe('aborted');
  });

  it('succeeds within the default 5000 ms deadline', async () => {
    // A state-changing call that should succeed carries the playground's CSRF cookie and token.
    const jar = httpJar();
    await jar.prime(slow.url);
    const client = createIdentityClient({
      offeringId: 'o',
      baseUrl: slow.url,
      fetch: jar.fetch,
      csrfToken: jar.csrfToken,
    });
    const result = await client.signIn({ username: 'alex@example.com', password: 'Correct-Horse-7' });
    expect(result.ok && result.data.action).toBe('PASS');
  });
});

describe('retries over a socket', () => {
  it('a GET retries through two 503s and succeeds on the third attempt', async () => {
    const result = await clientAt(server.url, 'access', '/flaky').verifyTicket({});
    expect(result.ok).toBe(true);
    expect(hits.get('GET /flaky/verify_ticket')).toBe(3);
  });

  it('a POST is sent once and reports the 503', async () => {
    const result = await clientAt(server.url, 'access', '/flaky').evaluateAuth({});
    expect(result.ok ? null : { code: result.error.code, status: result.error.status }).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
    expect(hits.get('POST /flaky/evaluate_auth')).toBe(1);
  });
});
