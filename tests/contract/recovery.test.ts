// Contract: account recovery (seed 001 §4 order) and the password reset calls.
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAYGROUND_SPEC_OFFERING_ID } from '../../playground';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

let r: Rig;
beforeEach(async () => {
  r = await rig('contract-recovery');
});

describe('account recovery', () => {
  it('lee.locked: begin, challenges, email code, verify, reset (history enforced), then signs in', async () => {
    const begun = data(
      await r.client.accountRecoveryBegin({ identifier: 'lee.locked@example.com', identifierType: 'email' }),
    );
    const challengeToken = begun.challengeToken;
    const options = data(await r.client.accountRecoveryGetChallenges({ challengeToken, lastName: 'Lund' }));
    expect(options.options).toEqual(['EMAIL_OTP']);
    const sent = data(
      await r.client.accountRecoveryCreateConfirmation({ challengeToken, channelType: 'EMAIL' }),
    );
    const code = r.playground.lastCode('lee.locked@example.com') ?? '';
    const verified = data(
      await r.client.accountRecoveryVerifyConfirmation({
        confirmationId: sent.confirmationId,
        challengeToken: [...challengeToken, { type: 'EMAIL_OTP', value: code }],
      }),
    );
    expect(
      failure(
        await r.client.resetPassword({
          confirmationId: sent.confirmationId,
          challengeToken: verified.challengeToken,
          password: PASSWORD,
        }),
      ).code,
    ).toBe('PREVIOUSLY_USED_PASSWORD');
    expect(
      failure(
        await r.client.resetPassword({
          confirmationId: sent.confirmationId,
          challengeToken: verified.challengeToken,
          password: 'Lee.Locked-1',
        }),
      ).code,
    ).toBe('USERNAME_IN_PASSWORD');
    expect(
      data(
        await r.client.resetPassword({
          confirmationId: sent.confirmationId,
          challengeToken: verified.challengeToken,
          password: 'New-Dawn-2026',
        }),
      ).iamTicket?.userId,
    ).toBe('lee.locked');
    expect(data(await r.client.signIn({ username: 'lee.locked', password: 'New-Dawn-2026' })).action).toBe(
      'PASS',
    );
  });

  it('unknown identifier: USER_NOT_FOUND (an offering answered as the spec); wrong surname: IDP_USER_DENIED; wrong code: INVALID_CONFIRMATION_ID', async () => {
    r = await rig('contract-recovery', PLAYGROUND_SPEC_OFFERING_ID);
    expect(failure(await r.client.accountRecoveryBegin({ identifier: 'ghost@example.com' })).code).toBe(
      'USER_NOT_FOUND',
    );
    const { challengeToken } = data(await r.client.accountRecoveryBegin({ identifier: 'alex.rivera' }));
    expect(
      failure(await r.client.accountRecoveryGetChallenges({ challengeToken, lastName: 'Nope' })).code,
    ).toBe('IDP_USER_DENIED');
    data(await r.client.accountRecoveryGetChallenges({ challengeToken, lastName: 'Rivera' }));
    const sent = data(
      await r.client.accountRecoveryCreateConfirmation({ challengeToken, channelType: 'EMAIL' }),
    );
    const wrong = r.playground.lastCode() === '987654' ? '876543' : '987654';
    expect(
      failure(
        await r.client.accountRecoveryVerifyConfirmation({
          confirmationId: sent.confirmationId,
          challengeToken: [...challengeToken, { type: 'EMAIL_OTP', value: wrong }],
        }),
      ).code,
    ).toBe('INVALID_CONFIRMATION_ID');
  });

  it('two accounts: users list and reset end for the chosen one; fetchOtpToken turns the emailed code into a token', async () => {
    const { challengeToken } = data(
      await r.client.accountRecoveryBegin({ identifier: 'two.accounts@example.com' }),
    );
    data(await r.client.accountRecoveryGetChallenges({ challengeToken }));
    const sent = data(
      await r.client.accountRecoveryCreateConfirmation({
        challengeToken,
        channelType: 'EMAIL',
        userId: 'two.business',
      }),
    );
    const code = r.playground.lastCode('two.accounts@example.com') ?? '';
    const fetched = data(
      await r.client.fetchOtpToken({ receiver: 'two.accounts@example.com', otpToken: code }),
    );
    expect(fetched).toMatchObject({ confirmationId: sent.confirmationId, userId: 'two.business' });
    data(
      await r.client.accountRecoveryVerifyConfirmation({
        confirmationId: sent.confirmationId,
        challengeToken: [...challengeToken, ...(fetched.challengeToken ?? [])],
      }),
    );
    const users = data(await r.client.accountRecoveryGetUsers({ challengeToken }));
    expect(users.users.map((user) => user.userId)).toEqual(['two.personal', 'two.business']);
    expect(
      data(
        await r.client.resetPasswordEnd({
          userId: 'two.business',
          challengeToken,
          password: 'Second-Try-88',
        }),
      ).iamTicket?.userId,
    ).toBe('two.business');
  });
});
