// Hostile bodies to every route of the playground's router table (issue 21 security suite), through the
// HTTP entry (`playground.handle`, as the server calls it) with a valid CSRF cookie and token, so the
// bodies reach the routes. Also: every state-changing route refuses a cross-site text/plain form.
// The route x body matrix is sampled per run (SAMPLE bodies per route); the seed is printed so a failure can
// be replayed with SECURITY_SEED=<seed>.
import { afterAll, describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import { HOSTILE_BODIES } from './payloads/hostile-bodies';

const SEED = Number(process.env['SECURITY_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const SAMPLE = 10;
console.info(`tests/security/hostile-bodies: SECURITY_SEED=${SEED}`);

/** mulberry32: a small seeded generator, so a run's sample can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(SEED);
const pg = createPlayground({ seed: 'hostile' });
const ORIGIN = 'http://127.0.0.1:4400';
const TOKEN = 'a'.repeat(64);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routes = pg.routes();
const stateChanging = routes.filter((route) => STATE_CHANGING.has(route.method));

/** `size` distinct indexes of HOSTILE_BODIES. */
function sample(size: number): number[] {
  const all = HOSTILE_BODIES.map((_, index) => index);
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j] ?? 0, all[i] ?? 0];
  }
  return all.slice(0, size);
}

const pathOf = (pattern: string): string => pattern.replace(/\{[^}]+\}/g, 'x');

afterAll(() => {
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
});

describe('the router table', () => {
  it('has state-changing routes to check', () => {
    expect(stateChanging.length).toBeGreaterThan(50);
  });
});

describe.each(stateChanging.map((route) => [route.method, route.path] as const))(
  '%s %s',
  (method, pattern) => {
    const url = `${ORIGIN}${pathOf(pattern)}`;

    it('refuses a cross-site text/plain form and a same-origin call without the CSRF token', async () => {
      const form = await pg.handle(
        new Request(url, {
          method,
          headers: {
            origin: 'https://attacker.example',
            'sec-fetch-site': 'cross-site',
            'content-type': 'text/plain',
          },
          body: '{"username":"alex.rivera","pad":"="}',
        }),
      );
      expect(form.status).toBe(403);
      const noToken = await pg.handle(
        new Request(url, {
          method,
          headers: { 'content-type': 'application/json', cookie: `ik_csrf=${TOKEN}` },
          body: '{}',
        }),
      );
      expect(noToken.status).toBe(403);
    });

    it(`survives ${SAMPLE} sampled hostile bodies`, async () => {
      for (const index of sample(SAMPLE)) {
        const [name, body, type] = HOSTILE_BODIES[index] ?? ['', '', ''];
        const response = await pg.handle(
          new Request(url, {
            method,
            headers: { 'content-type': type, cookie: `ik_csrf=${TOKEN}`, 'ik-csrf-token': TOKEN },
            body,
          }),
        );
        const label = `${name} (SECURITY_SEED=${SEED})`;
        expect(response.status, label).toBeLessThan(500);
        if (!type.startsWith('application/json')) {
          expect(response.status, label).toBe(415);
        }
        const text = await response.text();
        if (response.status >= 400 && text !== '') {
          const parsed = JSON.parse(text) as Record<string, unknown>;
          expect(
            typeof parsed['responseCode'] === 'string' || typeof parsed['error'] === 'string',
            label,
          ).toBe(true);
          // Messages never quote what was sent (README "Messages never quote secrets").
          expect(text, label).not.toContain('Correct-Horse-7');
        }
        expect(({} as Record<string, unknown>)['polluted'], label).toBeUndefined();
      }
    });
  },
);

/** Query strings a caller may send to any GET route: script, huge, control characters, broken escapes. */
const HOSTILE_QUERIES: readonly string[] = [
  'state=%3Cscript%3Ealert(1)%3C%2Fscript%3E&code=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  'recipient=%00%01%02&fields=user_names',
  'authn_level=1e999&operation=__proto__',
  '__proto__%5Bpolluted%5D=yes&constructor%5Bprototype%5D%5Bpolluted%5D=yes',
  'token=%E0%A4%A&return_to=%ZZ',
  `x=${'a'.repeat(8000)}`,
  'a=1&a=2&a=%5B%5D',
];

const getRoutes = routes.filter((route) => route.method === 'GET');

describe.each(getRoutes.map((route) => [route.path] as const))('GET %s', (pattern) => {
  it('survives hostile query strings; an HTML answer never echoes markup', async () => {
    for (const query of HOSTILE_QUERIES) {
      const response = await pg.handle(new Request(`${ORIGIN}${pathOf(pattern)}?${query}`));
      expect(response.status, query.slice(0, 80)).toBeLessThan(500);
      const text = await response.text();
      if (response.headers.get('content-type')?.startsWith('text/html') === true) {
        expect(text).not.toMatch(/<script>|<img /i);
      }
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    }
  });
});
