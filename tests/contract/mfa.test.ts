// Contract: second-factor management and step-up beyond the sign-in family (TOTP keys, upgrade AAL with
// email, account choice, secondary account, realms, out-of-wallet questions).
import { beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../playground';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

let r: Rig;
beforeEach(async () => {
  r = await rig('contract-mfa');
});

describe('TOTP keys', () => {
  it('generate, activate with a code from the secret, then sign-in asks for TOTP', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    const key = data(await r.client.generateTotpKey({ issuer: 'identity-kit' }));
    expect(key.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      failure(
        await r.client.activateTotpKey({
          verificationCode:
            (await totpCode(key.secret, r.playground.now())) === '123456' ? '654321' : '123456',
        }),
      ).code,
    ).toBe('INVALID_TOTP_CODE');
    expect(
      data(
        await r.client.activateTotpKey({ verificationCode: await totpCode(key.secret, r.playground.now()) }),
      ).status,
    ).toBe('ENABLED');
    await r.client.signOut();
    const again = data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    expect(again.challenge.map((challenge) => challenge.type)).toEqual(['TOTP']);
  });
});

describe('step-up and choices', () => {
  it('upgradeAal to 25 challenges with email; the code passes; verifyTicket at 25 succeeds', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    expect(failure(await r.client.verifyTicket({ authnLevel: '25' })).code).toBe(
      'INSUFFICIENT_AUTHENTICATION_LEVEL',
    );
    expect(
      data(await r.client.upgradeAal({ targetAAL: 25 })).challenge.map((challenge) => challenge.type),
    ).toEqual(['EMAIL_OTP']);
    const sent = data(
      await r.client.sendSignInConfirmationV2({ challengeToken: [{ type: 'EMAIL_OTP', value: '' }] }),
    );
    const code = r.playground.lastCode('alex@example.com') ?? '';
    expect(
      data(
        await r.client.verifySignInConfirmationV2({
          confirmationId: sent.confirmationId,
          challengeToken: [{ type: 'EMAIL_OTP', value: code }],
        }),
      ).action,
    ).toBe('PASS');
    expect(data(await r.client.verifyTicket({ authnLevel: '25' })).iamTicket.authenticationLevel).toBe('25');
  });

  it('two.accounts: SELECT_ACCOUNT, select_accounts lists both, picking one signs it in; secondary account switches', async () => {
    const first = data(await r.client.signIn({ username: 'two.accounts@example.com', password: PASSWORD }));
    expect(first.challenge[0]?.type).toBe('SELECT_ACCOUNT');
    expect(data(await r.client.getSelectAccounts({})).accounts.map((account) => account.userId)).toEqual([
      'two.personal',
      'two.business',
    ]);
    expect(data(await r.client.postSelectAccounts({ userId: 'two.personal' })).iamTicket.userId).toBe(
      'two.personal',
    );
    expect(data(await r.client.signInSecondaryAccount({ userId: 'two.business' })).iamTicket?.userId).toBe(
      'two.business',
    );
    expect(failure(await r.client.signInSecondaryAccount({ userId: 'alex.rivera' })).code).toBe(
      'ACCESS_DENIED',
    );
  });

  it('realms: create ticket with the user realm, set realm, REALM_NOT_FOUND for others', async () => {
    data(await r.client.signIn({ username: 'two.business', password: PASSWORD }));
    expect(data(await r.client.getRealms({})).realms.map((realm) => realm.realmId)).toEqual([
      'realm-two-business',
    ]);
    expect(
      data(await r.client.createTicketWithUserRealm({ realmId: 'realm-two-business' })).iamTicket,
    ).toMatchObject({ userId: 'two.business', scoped: true });
    expect(
      data(await r.client.setRealm({ userId: 'two.business', realmId: 'realm-two-business' })).iamTicket
        .userId,
    ).toBe('two.business');
    expect(failure(await r.client.createTicketWithUserRealm({ realmId: 'realm-acme' })).code).toBe(
      'REALM_NOT_FOUND',
    );
  });

  it('out-of-wallet questions: right answers pass at 25, a reused session id is INVALID_AUTH_CONTEXT', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    const questions = data(await r.client.getOOWQuestions({ firstName: 'Alex', lastName: 'Rivera' }));
    const answers = questions.outOfWalletQuestionAnswers.map((question) => ({
      questionId: question.questionId,
      answerId:
        question.answers.find(
          (answer) => answer.text === 'Elm Street' || answer.text === 'Playground Savings',
        )?.answerId ?? '',
    }));
    const graded = data(
      await r.client.gradeOOWAnswers({
        encryptedSessionId: questions.encryptedSessionId,
        outOfWalletQuestionAnswers: answers,
      }),
    );
    expect(graded.accept).toMatchObject({ action: 'PASS', iamTicket: { authenticationLevel: '25' } });
    const reused = failure(
      await r.client.gradeOOWAnswers({
        encryptedSessionId: questions.encryptedSessionId,
        outOfWalletQuestionAnswers: answers,
      }),
    );
    expect(reused.code === 'INVALID_AUTH_CONTEXT' || reused.code === 'ACCESS_DENIED').toBe(true);
  });
});
