import { beforeEach, describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import type { Playground } from '../../playground';
import { call, signIn } from './helpers';

let pg: Playground;
beforeEach(() => {
  pg = createPlayground({ seed: 'partner' });
});

describe('partner auth (google)', () => {
  it('begin, partner page, link and getData', async () => {
    const begun = await call(
      pg,
      'GET',
      '/partner_auth_client/v1/initiate_sso?partner_uid=google&sign_in_link=%2Fsign-in&state=s-1',
    );
    const uri = (begun.body['uris'] as string[])[0] ?? '';
    expect(uri).toMatch(/^http:\/\/127\.0\.0\.1:4400\/__playground\/partner\/google\?/);
    const page = await pg.fetch(new Request(uri, { redirect: 'manual' }));
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get('location') ?? '');
    expect(back.pathname).toBe('/sign-in');
    expect(back.searchParams.get('partner_uid')).toBe('google');
    expect(back.searchParams.get('state')).toBe('s-1');
    const token = back.searchParams.get('response_token') ?? '';

    const before = await call(pg, 'GET', '/partner_auth_client/v1/user_info?fields=user_names', undefined, {
      'ik-partner-response-token': token,
    });
    expect(before.body).toEqual({ product: { userNames: [] } });
    await signIn(pg, 'alex.rivera');
    expect(
      (await call(pg, 'PUT', '/partner_auth_client/v1/link_user', { responseToken: token })).body,
    ).toEqual({ responseToken: token });
    const after = await call(pg, 'GET', '/partner_auth_client/v1/user_info?fields=user_names', undefined, {
      'ik-partner-response-token': token,
    });
    expect(after.body).toEqual({ product: { userNames: ['alex.rivera'] } });
    const linked = await call(pg, 'GET', '/partner_auth_client/v1/linked_identities');
    // alex's fixture link (issue 20) plus the new one, with the playground partner's address.
    expect(linked.body['linkedIdentities']).toEqual([
      expect.objectContaining({ paTokenId: 'pat-alex-google', partnerUid: 'google' }),
      expect.objectContaining({ partnerUid: 'google', email: 'pat.google@example.com' }),
    ]);
  });

  it('refuses other partners, unknown tokens and open redirects', async () => {
    expect(
      (await call(pg, 'GET', '/partner_auth_client/v1/initiate_sso?partner_uid=facebook')).body[
        'responseCode'
      ],
    ).toBe('INVALID_ARGUMENT');
    expect(
      (
        await call(pg, 'GET', '/partner_auth_client/v1/user_info?fields=user_names', undefined, {
          'ik-partner-response-token': 'prt_forged',
        })
      ).body['responseCode'],
    ).toBe('partner_auth_access_denied');
    const begun = await call(
      pg,
      'GET',
      '/partner_auth_client/v1/initiate_sso?partner_uid=google&sign_in_link=https%3A%2F%2Fevil.example%2Fsteal',
    );
    const page = await pg.fetch(
      new Request((begun.body['uris'] as string[])[0] ?? '', { redirect: 'manual' }),
    );
    expect(new URL(page.headers.get('location') ?? '').origin).toBe('http://127.0.0.1:4400');
  });
});
