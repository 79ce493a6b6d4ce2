// Property: whatever JSON a caller sends to any route, signed in or not, the service answers with a status
// below 500 and a JSON body (an error body carries a string responseCode or an OAuth error). Nothing crashes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import { signIn } from './helpers';

const pg = createPlayground({ seed: 'fuzz' });
const routes = pg.routes().filter((route) => !route.path.startsWith('/__playground/partner'));

describe('fuzzing every route', () => {
  it.each(routes.map((route) => [route.method, route.path] as const))(
    '%s %s survives arbitrary JSON',
    async (method, pattern) => {
      await signIn(pg, 'alex.rivera');
      const path = pattern.replace(/\{[^}]+\}/g, 'x');
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (body, withBody) => {
          const init: RequestInit = { method, headers: { 'content-type': 'application/json' } };
          if (withBody && method !== 'GET') {
            init.body = JSON.stringify(body);
          }
          const response = await pg.fetch(
            `http://127.0.0.1:4400${path}?operation=${method === 'GET' ? 'x' : 'activate'}`,
            init,
          );
          expect(response.status).toBeLessThan(500);
          const text = await response.text();
          if (text !== '' && response.headers.get('content-type')?.includes('application/json') === true) {
            const parsed = JSON.parse(text) as Record<string, unknown>;
            if (response.status >= 400) {
              expect(typeof parsed['responseCode'] === 'string' || typeof parsed['error'] === 'string').toBe(
                true,
              );
            }
          }
        }),
        { numRuns: 8, seed: 4 },
      );
    },
  );
});
