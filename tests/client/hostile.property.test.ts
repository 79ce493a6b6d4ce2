// Property test (QUALITY.md 5): whatever the server sends, every call resolves (never throws) to a typed
// result; success only for a 2xx with a JSON object or array; Object.prototype is never touched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIdentityError } from '../../headless/client';
import { callByName, clientWith } from './fake-fetch';

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

const bodyArb = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{"__proto__":{"polluted":true},"action":"PASS","challenge":[]}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '<html><script>alert(1)</script></html>',
    '{"responseCode":"X","responseMessage":"' + 'z'.repeat(5000) + '"}',
    '',
  ),
);

describe('hostile answers, generated', () => {
  it('always resolve to a typed result and never pollute Object.prototype', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 599 }),
        bodyArb,
        fc.constantFrom('application/json', 'text/html', 'application/problem+json', 'text/plain'),
        fc.constantFrom(
          'evaluateAuth',
          'getUser',
          'signOut',
          'lookupUsernames',
          'exchangeTicketForAuthCode',
          'getCountryCodes',
        ),
        async (status, body, contentType, name) => {
          const { client } = clientWith(
            () =>
              new Response(NULL_BODY_STATUSES.has(status) ? null : body, {
                status,
                headers: { 'content-type': contentType },
              }),
            { retryLimit: 0 },
          );
          const result = await callByName(client, name, {
            clientId: 'c',
            redirectUri: 'https://a.example.com/cb',
            identifier: 'x',
          });
          if (result.ok) {
            expect(status).toBeGreaterThanOrEqual(200);
            expect(status).toBeLessThan(300);
          } else {
            expect(isIdentityError(result.error)).toBe(true);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
  });
});
