// Every HTML page the playground serves carries the strict page headers (issue 21 §4; QUALITY.md security
// 12, 13): the demo pages given as static routes (a map or a function), and the service's own pages
// (/callback, the government-id hand-off). JSON answers and other assets are left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlaygroundServer, type PlaygroundServer } from '../../playground';
import { PAGE_SECURITY_HEADERS } from '../../playground/http/guard';

const PAGE = '<!doctype html><title>demo</title>';
let server: PlaygroundServer;
let fnServer: PlaygroundServer;

beforeAll(async () => {
  [server, fnServer] = await Promise.all([
    startPlaygroundServer({
      port: 0,
      staticRoutes: {
        '/': { contentType: 'text/html; charset=utf-8', body: PAGE },
        '/signup': { contentType: 'text/html; charset=utf-8', body: PAGE },
        '/framed': {
          contentType: 'text/html',
          body: PAGE,
          headers: { 'x-frame-options': 'SAMEORIGIN', 'x-extra': 'kept' },
        },
        '/demo.js': { contentType: 'text/javascript; charset=utf-8', body: 'export {}' },
      },
    }),
    startPlaygroundServer({
      port: 0,
      staticRoutes: (request) =>
        new URL(request.url).pathname === '/page'
          ? new Response(PAGE, { headers: { 'content-type': 'text/html' } })
          : null,
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([server.close(), fnServer.close()]);
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

/** The policy, directive by directive (more may be added, none of these loosened). */
function expectStrictPage(headers: Headers, sources: "'self'" | "'none'" = "'self'"): void {
  const csp = directives(headers.get('content-security-policy'));
  expect(csp.get('default-src')).toBe(sources);
  expect(csp.get('script-src')).toBe(sources);
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('require-trusted-types-for')).toBe("'script'");
  for (const value of csp.values()) {
    expect(value).not.toMatch(/unsafe-|data:|\*|https?:/);
  }
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('page security headers', () => {
  it.each(['/', '/signup', '/?client_id=demo-client'])('static demo page %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expectStrictPage(response.headers);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // The page hands a new browser its CSRF cookie, so its first POST can echo it.
    expect(response.headers.getSetCookie().some((line) => /^ik_csrf=[0-9a-f]{64};/.test(line))).toBe(true);
  });

  it('HEAD of a demo page too', async () => {
    expectStrictPage((await fetch(`${server.url}/`, { method: 'HEAD' })).headers);
  });

  it('StaticAsset headers are sent and win over the defaults; the CSP stays', async () => {
    const response = await fetch(`${server.url}/framed`);
    expect(response.headers.get('x-extra')).toBe('kept');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expectStrictPage(response.headers);
  });

  it('a page from a static-route function', async () => {
    expectStrictPage((await fetch(`${fnServer.url}/page`)).headers);
  });

  it('the service page /callback uses the none-source policy', async () => {
    expectStrictPage((await fetch(`${server.url}/callback?code=c&state=s`)).headers, "'none'");
  });

  it('the exported policy is the one served', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-security-policy')).toBe(
      PAGE_SECURITY_HEADERS['content-security-policy'],
    );
  });

  it('a script asset and JSON answers are not pages (no page CSP), but are not sniffed as HTML', async () => {
    const script = await fetch(`${server.url}/demo.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('content-security-policy')).toBeNull();
    const json = await fetch(`${server.url}/__playground/health`);
    expect(json.headers.get('content-security-policy')).toBeNull();
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
