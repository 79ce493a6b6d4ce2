// Contract: invitations (seed 000 §4.4, §7.3; seed 001 §7).
import { beforeEach, describe, expect, it } from 'vitest';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

let r: Rig;
beforeEach(async () => {
  r = await rig('contract-invitations');
});

describe('invitations', () => {
  it('attributes, verify PENDING, accept after sign-in, then the invitation is ACCEPTED', async () => {
    expect(data(await r.client.getInvitationAttributes({ invAttr: 'attr-inv-pending' })).username).toBe(
      'alex.rivera',
    );
    const verified = data(
      await r.client.verifyInviteByReceiver({
        invitationId: 'inv-pending',
        accessCode: '123456',
        offeringId: '50000003',
        offeringEnv: 'e2e',
      }),
    );
    expect(verified).toMatchObject({
      invitation: { status: { code: 'PENDING' } },
      realm: { displayName: 'Acme Books' },
    });
    expect(
      failure(await r.client.acceptInvitation({ invitationId: 'inv-pending', accessCode: '123456' })).status,
    ).toBe(401);
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    expect(
      data(await r.client.acceptInvitation({ invitationId: 'inv-pending', accessCode: '123456' })).invitation
        .status.code,
    ).toBe('ACCEPTED');
    expect(
      failure(await r.client.acceptInvitation({ invitationId: 'inv-pending', accessCode: '123456' })).code,
    ).toBe('EXPIRED_INVITATION_REQUEST');
    const listed = data(await r.client.listInvitations({ status: 'ACCEPTED' }));
    expect(listed.invitations.map((invitation) => invitation.invitationId)).toEqual(['inv-pending']);
  });

  it('expired invitation verifies as EXPIRED; wrong codes INVALID_ACCESS_CODE then MAX_LIMIT_EXCEEDED', async () => {
    expect(
      data(await r.client.verifyInviteByReceiver({ invitationId: 'inv-expired', accessCode: '654321' }))
        .invitation.status.code,
    ).toBe('EXPIRED');
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push(
        failure(await r.client.verifyInviteByReceiver({ invitationId: 'inv-pending', accessCode: '111111' }))
          .code,
      );
    }
    expect(codes.slice(0, 5).every((code) => code === 'INVALID_ACCESS_CODE')).toBe(true);
    expect(codes[5]).toBe('MAX_LIMIT_EXCEEDED');
  });

  it('activates a new account by invitation', async () => {
    const activated = data(
      await r.client.activateInvitation({
        invitationId: 'inv-pending',
        accessCode: '123456',
        user: { username: 'acme.helper', password: 'Ledger-Lines-5' },
      }),
    );
    expect(activated.invitation.status.code).toBe('ACCEPTED');
    expect(data(await r.client.getUser({})).userId).toBe('acme.helper');
  });
});
