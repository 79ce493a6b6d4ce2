// Contract: the remaining client methods against the playground, each with a success and, where the
// service has one, a documented failure (tickets, realms, personas, SSO, security prefs, account data,
// invitations admin, OAuth 1, configuration, logger, cookie persistence, device id).
import { beforeEach, describe, expect, it } from 'vitest';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

let r: Rig;
beforeEach(async () => {
  r = await rig('contract-account');
});

const signInAlex = async () =>
  data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));

describe('sign-in variants and tickets', () => {
  it('signInMigratedUser, adaptiveSignIn (INIT then PASS), accessEvaluateAuth, verifyAuth, verifyTicketV2', async () => {
    expect(data(await r.client.adaptiveSignIn({ username: 'alex@example.com' })).action).toBe('INIT');
    expect(
      data(await r.client.accessEvaluateAuth({ identifier: 'alex@example.com', identifierType: 'email' }))
        .action,
    ).toBe('INIT');
    expect(
      data(await r.client.adaptiveSignIn({ username: 'alex@example.com', password: PASSWORD })).action,
    ).toBe('PASS');
    expect(data(await r.client.verifyAuth({ targetAAL: 20 })).action).toBe('PASS');
    expect(data(await r.client.verifyTicketV2({})).iamTicket.userId).toBe('alex.rivera');
    await r.client.signOut();
    expect(
      data(
        await r.client.signInMigratedUser({
          acquisitionId: 'acq-1',
          namespace: 'global',
          username: 'alex.rivera',
          password: PASSWORD,
        }),
      ).action,
    ).toBe('PASS');
    expect(
      failure(
        await r.client.signInMigratedUser({
          acquisitionId: 'acq-1',
          namespace: 'global',
          username: 'alex.rivera',
          password: 'Wrong-Horse-7',
        }),
      ).code,
    ).toBe('INVALID_CREDENTIALS');
  });

  it('account choices are remembered and deleteAccountChoice forgets them', async () => {
    await signInAlex();
    expect(
      data(await r.client.getWidgetsJson({ offeringId: '50000003' })).accountChoices?.map(
        (choice) => choice.identifier,
      ),
    ).toEqual(['alex.rivera']);
    expect(
      (await r.client.deleteAccountChoice({ identifier: 'alex.rivera', identifierType: 'username' })).ok,
    ).toBe(true);
    expect(data(await r.client.getWidgetsJson({ offeringId: '50000003' })).accountChoices).toEqual([]);
  });
});

describe('profile data', () => {
  it('security prefs, suggested usernames, finds, access events, test attributes, merge candidates', async () => {
    await signInAlex();
    expect(
      data(
        await r.client.updateMySecurityPrefs({
          securityPref: [{ key: 'MFA_OPT_IN_STATUS', value: 'DISABLED' }],
        }),
      ).securityPref,
    ).toContainEqual({ key: 'MFA_OPT_IN_STATUS', value: 'DISABLED' });
    expect(
      failure(
        await r.client.updateSecurityPrefs({ userId: 'sam.sms', securityPref: [{ key: 'X', value: 'Y' }] }),
      ).code,
    ).toBe('ACCESS_DENIED');
    expect(
      failure(
        await r.client.updateMySecurityPrefs({
          securityPref: [{ key: 'MFA_OPT_IN_STATUS', value: 'MAYBE' }],
        }),
      ).code,
    ).toBe('INVALID_ARGUMENT');
    expect(
      data(await r.client.getSuggestedUsernames({ firstName: 'Alex', lastName: 'Rivera' })).usernames[0],
    ).toMatch(/^alex\.rivera\.\d{4}$/);
    expect(
      data(await r.client.findUsersByEmail({ email: 'sam.sms@example.com' })).users.map(
        (user) => user.userId,
      ),
    ).toEqual(['sam.sms']);
    expect(
      data(await r.client.findUsersByPhone({ phone: '+16505550100' })).users.map((user) => user.userId),
    ).toEqual(['sam.sms']);
    expect(data(await r.client.findUsersByExternalId({ externalUserId: 'google-1001' })).users).toEqual([]);
    expect(data(await r.client.getAccessEvents({ limit: 5 })).accessEvents[0]?.type).toBe('SIGN_IN');
    expect(data(await r.client.getTestAttributes({})).attributes).toContainEqual({
      key: 'userType',
      value: 'IAMTEST',
    });
    expect(data(await r.client.getMergeCandidates({})).candidates).toEqual([]);
    expect((await r.client.deleteDeviceAccess({})).ok).toBe(true);
    expect((await r.client.notifyAccountDeletionAborted({})).ok).toBe(true);
  });

  it('confirmEmail confirms an address with the code sent by a channel confirmation', async () => {
    data(
      await r.client.signUp({
        user: {
          username: 'confirm.me',
          password: 'Fresh-Start-42',
          email: { address: 'confirm.me@example.com' },
        },
      }),
    );
    const sent = data(
      await r.client.createChannelConfirmation({
        userId: 'confirm.me',
        channelType: 'EMAIL',
        confirmType: 'CODE',
      }),
    );
    const code = r.playground.lastCode('confirm.me@example.com') ?? '';
    expect(
      failure(
        await r.client.confirmEmail({
          userId: 'confirm.me',
          email: 'other@example.com',
          status: 'CONFIRMED',
          confirmationId: sent.confirmationId,
          challengeToken: [{ type: 'EMAIL_OTP', value: code }],
        }),
      ).code,
    ).toBe('INVALID_EMAIL');
    expect(
      data(
        await r.client.confirmEmail({
          userId: 'confirm.me',
          email: 'confirm.me@example.com',
          status: 'CONFIRMED',
          confirmationId: sent.confirmationId,
          challengeToken: [{ type: 'EMAIL_OTP', value: code }],
        }),
      ).status,
    ).toBe('CONFIRMED');
  });

  it('transferUser and deleteLinks need level 25', async () => {
    await signInAlex();
    expect(failure(await r.client.transferUser({ realmId: 'realm-acme' })).code).toBe(
      'INSUFFICIENT_AUTHENTICATION_LEVEL',
    );
    expect(failure(await r.client.deleteLinks({})).code).toBe('INSUFFICIENT_AUTHENTICATION_LEVEL');
  });
});

describe('realms, personas and SSO', () => {
  it('owner edits the realm, products, personas and invites; others cannot', async () => {
    data(await r.client.signIn({ username: 'two.business', password: PASSWORD }));
    data(await r.client.createTicketWithUserRealm({ realmId: 'realm-two-business' }));
    expect(
      data(await r.client.updateRealm({ realmId: 'realm-two-business', displayName: 'Two Biz' })).realm
        .displayName,
    ).toBe('Two Biz');
    expect(
      data(
        await r.client.updateRealmProducts({
          realmId: 'realm-two-business',
          product: [{ productId: 'qbo' }],
        }),
      ).realm.product?.[0]?.productId,
    ).toBe('qbo');
    expect(
      (await r.client.subscribeToProduct({ realmId: 'realm-two-business', offeringId: 'payroll' })).ok,
    ).toBe(true);
    expect(data(await r.client.lookUpGrantByUser({ offeringId: 'payroll' })).grants).toEqual([
      expect.objectContaining({ offeringId: 'payroll', status: 'ACTIVE' }),
    ]);
    const me = data(await r.client.getCurrentRealmPersona({}));
    expect(me.persona.role).toEqual(['OWNER']);
    expect(
      data(await r.client.updatePersonaRoles({ personaId: me.persona.personaId, role: 'ADMIN' })).persona
        .role,
    ).toEqual(['ADMIN']);
    expect(
      data(await r.client.updatePersona({ persona: { personaId: me.persona.personaId, role: ['OWNER'] } }))
        .persona.personaId,
    ).toBe(me.persona.personaId);
    const invited = data(
      await r.client.inviteToCurrentRealm({
        persona: { email: 'helper@example.com' },
        personalMessage: 'Welcome',
      }),
    );
    expect(r.playground.outbox[0]).toMatchObject({ recipient: 'helper@example.com', purpose: 'invitation' });
    expect(
      data(await r.client.getInvitationChallenges({ invitationId: invited.invitationId })).challenges,
    ).toEqual([{ type: 'ACCESS_CODE' }]);
    expect(
      data(
        await r.client.updateInvitation({
          invitationId: invited.invitationId,
          operation: 'update_role',
          role: 'VIEWER',
        }),
      ).invitation.role,
    ).toBe('VIEWER');
    expect(data(await r.client.authorizePersonaTransfer({ realmId: 'realm-two-business' })).authorized).toBe(
      true,
    );
    expect(data(await r.client.addRealm({ realm: { displayName: 'Side Project' } })).realm.displayName).toBe(
      'Side Project',
    );
    expect(failure(await r.client.updateRealm({ realmId: 'realm-alex', displayName: 'Mine' })).code).toBe(
      'REALM_NOT_FOUND',
    );
    expect(
      failure(await r.client.reattachRealm({ realmId: 'realm-two-business', sourceRealmId: 'realm-alex' }))
        .code,
    ).toBe('REALM_NOT_FOUND');
    expect((await r.client.deletePersona({ personaId: me.persona.personaId })).ok).toBe(true);
    expect(failure(await r.client.deletePersonas({ ids: 'prs_unknown' })).code).toBe('ACCESS_DENIED');
  });

  it('invitation challenges verify the access code', async () => {
    expect(
      data(
        await r.client.verifyInvitationChallenges({
          invitationId: 'inv-pending',
          challengeAnswers: [{ key: 'ACCESS_CODE', value: '123456' }],
        }),
      ).invitation.status.code,
    ).toBe('PENDING');
    expect(
      failure(
        await r.client.verifyInvitationChallenges({
          invitationId: 'inv-pending',
          challengeAnswers: [{ key: 'ACCESS_CODE', value: '111111' }],
        }),
      ).code,
    ).toBe('INVALID_ACCESS_CODE');
  });

  it('startSpInitiatedSso returns a redirect for a signed-in user', async () => {
    await signInAlex();
    expect(
      data(
        await r.client.startSpInitiatedSso({
          spEntity: 'me',
          attributes: [{ key: 'SP_INITIATED_SSO', value: 'true' }],
        }),
      ).redirectUrl,
    ).toMatch(/\/__playground\/sso\/me$/);
  });
});

describe('recovery variants', () => {
  it('accountRecoveryBeginAcquisition and csrResetPassword', async () => {
    const { challengeToken } = data(
      await r.client.accountRecoveryBeginAcquisition({
        acquisitionId: 'acq-1',
        namespace: 'global',
        identifier: 'alex@example.com',
      }),
    );
    data(await r.client.accountRecoveryGetChallenges({ challengeToken }));
    const sent = data(
      await r.client.accountRecoveryCreateConfirmation({ challengeToken, channelType: 'EMAIL' }),
    );
    data(
      await r.client.accountRecoveryVerifyConfirmation({
        confirmationId: sent.confirmationId,
        challengeToken: [
          ...challengeToken,
          { type: 'EMAIL_OTP', value: r.playground.lastCode('alex@example.com') ?? '' },
        ],
      }),
    );
    expect(
      data(
        await r.client.csrResetPassword({ newPassword: 'Csr-Reset-64', confirmationId: sent.confirmationId }),
      ).iamTicket?.userId,
    ).toBe('alex.rivera');
    expect(
      failure(await r.client.csrResetPassword({ newPassword: 'Csr-Reset-65', confirmationId: 'cnf_unknown' }))
        .code,
    ).toBe('INVALID_CONFIRMATION_ID');
  });

  it('deactivateTotpKey turns tess back to password-only', async () => {
    data(await r.client.signIn({ username: 'tess.totp', password: PASSWORD }));
    const { totpCode } = await import('../../playground');
    data(
      await r.client.verifyTotp({ verificationCode: await totpCode('JBSWY3DPEHPK3PXP', r.playground.now()) }),
    );
    r.playground.advanceTime(30_000);
    expect(
      (
        await r.client.deactivateTotpKey({
          verificationCode: await totpCode('JBSWY3DPEHPK3PXP', r.playground.now()),
        })
      ).ok,
    ).toBe(true);
    await r.client.signOut();
    expect(data(await r.client.signIn({ username: 'tess.totp', password: PASSWORD })).action).toBe('PASS');
  });
});

describe('configuration and host calls', () => {
  it('widgets json, plugin config, app fabric, logger, persisted cookies, device id', async () => {
    expect(data(await r.client.getPluginConfig({})).plugins).toEqual({});
    expect(
      data(await r.client.getAppFabricConfiguration({ offeringId: '50000003', flows: 'sign-in' })),
    ).toMatchObject({ flows: ['sign-in'] });
    expect((await r.client.sendFrontEndLogs({ context: 'contract', logs: '[]' })).ok).toBe(true);
    const expires = new Date(r.playground.now() + 30 * 24 * 60 * 60_000).toUTCString();
    expect(
      (await r.client.persistCookies({ cookies: [{ name: 'ik_e2e_glogin', value: 'alex.rivera', expires }] }))
        .ok,
    ).toBe(true);
    expect(data(await r.client.getDeviceId({})).deviceId).toMatch(/^did_/);
  });
});
