// Contract: partner auth with google (seed 000 §4.5, §7.3).
import { beforeEach, describe, expect, it } from 'vitest';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

let r: Rig;
beforeEach(async () => {
  r = await rig('contract-partner');
});

describe('partner auth', () => {
  it('begin gives the partner URI; the token links to alex and getData returns the user names', async () => {
    const begun = data(
      await r.client.partnerAuthBegin({
        partnerUid: 'google',
        signInLink: '/sign-in',
        state: 'p-1',
        offeringId: '50000003',
      }),
    );
    const page = await r.playground.fetch(begun.uris[0] ?? '', { redirect: 'manual' });
    const token = new URL(page.headers.get('location') ?? '').searchParams.get('response_token') ?? '';
    expect(data(await r.client.partnerAuthGetData({ responseToken: token })).product.userNames).toEqual([]);
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    expect(data(await r.client.partnerAuthLink({ responseToken: token })).responseToken).toBe(token);
    expect(data(await r.client.partnerAuthGetData({ responseToken: token })).product.userNames).toEqual([
      'alex.rivera',
    ]);
    const linked = data(await r.client.getLinkedIdentities({}));
    const paTokenId = linked.linkedIdentities[0]?.paTokenId ?? '';
    expect((await r.client.delinkPartner({ paTokenId })).ok).toBe(true);
  });

  it('a forged token fails with partner_auth_access_denied', async () => {
    expect(failure(await r.client.partnerAuthGetData({ responseToken: 'prt_forged' })).code).toBe(
      'partner_auth_access_denied',
    );
  });
});
