// The kit's client echoes the service's double-submit cookie (`ik_csrf`, readable) in `ik-csrf-token` by
// default (issue 21 §2: "the client sends what the service needs"), read on every call so a rotated token
// follows. jsdom gives the page a real `document.cookie`.
import { afterEach, describe, expect, it } from 'vitest';
import { createIdentityClient, type FetchLike } from '../../headless';

const PASS = {
  action: 'PASS',
  challenge: [],
  iamTicket: { userId: 'alex.rivera', authenticationLevel: '20' },
};

function recording(): { fetch: FetchLike; sent: Headers[] } {
  const sent: Headers[] = [];
  return {
    sent,
    fetch: (_url, init) => {
      sent.push(new Headers(init.headers));
      return Promise.resolve(Response.json(PASS));
    },
  };
}

afterEach(() => {
  document.cookie = 'ik_csrf=; max-age=0; path=/';
  document.cookie = 'acme_csrf=; max-age=0; path=/';
});

describe('CSRF token from the ik_csrf cookie', () => {
  it('sends the cookie value on each call, following a rotated cookie', async () => {
    const { fetch, sent } = recording();
    const client = createIdentityClient({ offeringId: 'o', baseUrl: location.origin, fetch });
    document.cookie = 'ik_csrf=first%20token; path=/';
    await client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' });
    document.cookie = 'ik_csrf=second; path=/';
    await client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' });
    expect(sent.map((headers) => headers.get('ik-csrf-token'))).toEqual(['first token', 'second']);
  });

  it('follows the header prefix, and sends nothing without the cookie', async () => {
    const { fetch, sent } = recording();
    const client = createIdentityClient({
      offeringId: 'o',
      baseUrl: location.origin,
      fetch,
      headerPrefix: 'acme',
    });
    await client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' });
    document.cookie = 'ik_csrf=not-ours; path=/';
    document.cookie = 'acme_csrf=ours; path=/';
    await client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' });
    expect(sent.map((headers) => headers.get('acme-csrf-token'))).toEqual([null, 'ours']);
  });

  it('an explicit csrfToken option wins', async () => {
    const { fetch, sent } = recording();
    document.cookie = 'ik_csrf=cookie; path=/';
    const client = createIdentityClient({
      offeringId: 'o',
      baseUrl: location.origin,
      fetch,
      csrfToken: 'given',
    });
    await client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' });
    expect(sent[0]?.get('ik-csrf-token')).toBe('given');
  });
});
