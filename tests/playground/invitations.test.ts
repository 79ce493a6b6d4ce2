import { beforeEach, describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import type { Playground } from '../../playground';
import { call, signIn } from './helpers';

let pg: Playground;
beforeEach(() => {
  pg = createPlayground({ seed: 'invitations' });
});

describe('invitations', () => {
  it('inv-pending: attributes prefill alex, verify answers PENDING, accept joins the realm once', async () => {
    expect(
      (await call(pg, 'GET', '/ius_proxy/v1/invitations/get_attributes?inv_attr=attr-inv-pending')).body,
    ).toEqual({ invitationId: 'inv-pending', username: 'alex.rivera' });
    const verified = await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-pending/verify', {
      accessCode: '123456',
      offeringId: '50000003',
      offeringEnv: 'e2e',
    });
    expect(verified.body).toMatchObject({
      invitation: { invitationId: 'inv-pending', status: { code: 'PENDING' } },
      realm: { displayName: 'Acme Books' },
      user: { userId: 'alex.rivera' },
    });
    expect(
      (await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-pending/accept', { accessCode: '123456' }))
        .status,
    ).toBe(401);
    await signIn(pg, 'alex.rivera');
    const accepted = await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-pending/accept', {
      accessCode: '123456',
    });
    expect(accepted.body).toMatchObject({ invitation: { status: { code: 'ACCEPTED' } } });
    expect(pg.users.find((user) => user.userId === 'alex.rivera')?.realmIds).toContain('realm-acme');
    const again = await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-pending/accept', {
      accessCode: '123456',
    });
    expect(again.body['responseCode']).toBe('EXPIRED_INVITATION_REQUEST');
    expect(
      (await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-pending/verify', { accessCode: '123456' })).body,
    ).toMatchObject({ invitation: { status: { code: 'ACCEPTED' } } });
  });

  it('inv-expired: verify answers EXPIRED, accept refuses it', async () => {
    expect(
      (await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-expired/verify', { accessCode: '654321' })).body,
    ).toMatchObject({ invitation: { status: { code: 'EXPIRED' } } });
    await signIn(pg, 'alex.rivera');
    expect(
      (await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-expired/accept', { accessCode: '654321' })).body[
        'responseCode'
      ],
    ).toBe('EXPIRED_INVITATION_REQUEST');
  });

  it('wrong access codes are refused, then limited', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push(
        (await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-pending/verify', { accessCode: '000000' }))
          .body['responseCode'],
      );
    }
    expect(codes).toEqual([
      'INVALID_ACCESS_CODE',
      'INVALID_ACCESS_CODE',
      'INVALID_ACCESS_CODE',
      'INVALID_ACCESS_CODE',
      'INVALID_ACCESS_CODE',
      'MAX_LIMIT_EXCEEDED',
    ]);
    expect(
      (await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-pending/verify', { accessCode: '123456' })).body[
        'responseCode'
      ],
    ).toBe('MAX_LIMIT_EXCEEDED');
    expect(
      (await call(pg, 'POST', '/ius_proxy/v1/invitations/inv-nope/verify', { accessCode: '123456' })).status,
    ).toBe(404);
  });

  it('activates a new account from an invitation with operation=activate', async () => {
    const reply = await call(pg, 'PUT', '/ius_proxy/v1/invitations/inv-pending?operation=activate', {
      accessCode: '123456',
      user: { username: 'acme.bookkeeper', password: 'Ledger-Lines-5' },
    });
    expect(reply.body).toMatchObject({ invitation: { status: { code: 'ACCEPTED' } } });
    expect(pg.users.find((user) => user.userId === 'acme.bookkeeper')?.realmIds).toEqual(['realm-acme']);
  });
});
