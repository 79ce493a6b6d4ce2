import { beforeEach, describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import type { Playground } from '../../playground';
import { call, signIn } from './helpers';

let pg: Playground;
beforeEach(() => {
  // The spec's answers (masks at begin, USER_NOT_FOUND); strict mode is tests/playground/enumeration.test.ts.
  pg = createPlayground({ seed: 'recovery', userEnumeration: 'off' });
});

const AR = (value: unknown) => ({ type: 'AR_SESSION', value });

async function recoverTo(identifier: string, lastName: string) {
  const begun = await call(pg, 'POST', '/ius_proxy/v1/users/account_recovery_begin', { identifier });
  const token = (begun.body['challengeToken'] as { value: string }[])[0]?.value;
  const challenges = await call(pg, 'POST', '/ius_proxy/v1/users/get_account_recovery_challenges', {
    challengeToken: [AR(token)],
    lastName,
  });
  const created = await call(pg, 'POST', '/ius_proxy/v1/users/create_account_recovery_confirmation', {
    challengeToken: [AR(token)],
    channelType: 'EMAIL',
  });
  return { begun, token, challenges, created };
}

describe('account recovery', () => {
  it('lee.locked recovers by email code, sets a new password and is unlocked', async () => {
    const { begun, token, challenges, created } = await recoverTo('lee.locked@example.com', 'Lund');
    expect(begun.body).toMatchObject({ challenges: ['LAST_NAME'], maskedEmail: 'l***d@example.com' });
    expect(challenges.body['options']).toEqual(['EMAIL_OTP']);
    const message = pg.outbox[0];
    expect(message).toMatchObject({
      channel: 'EMAIL',
      recipient: 'lee.locked@example.com',
      purpose: 'recovery',
    });
    const verified = await call(pg, 'POST', '/ius_proxy/v1/users/verify_account_recovery_confirmation', {
      confirmationId: created.body['confirmationId'],
      challengeToken: [AR(token), { type: 'EMAIL_OTP', value: message?.code }],
    });
    expect(verified.status).toBe(200);
    const reset = (password: string) =>
      call(pg, 'PUT', '/iamticketsclient/reset_password', {
        confirmationId: created.body['confirmationId'],
        challengeToken: [AR(token)],
        password,
        flow: 'recovery',
      });
    expect((await reset('Correct-Horse-7')).body['responseCode']).toBe('PREVIOUSLY_USED_PASSWORD');
    expect((await reset('Lee.Locked-99')).body['responseCode']).toBe('USERNAME_IN_PASSWORD');
    expect((await reset('short')).body['responseCode']).toBe('INVALID_PASSWORD');
    const done = await reset('New-Dawn-2026');
    expect(done.body['iamTicket']).toMatchObject({ userId: 'lee.locked' });
    pg.clearCookies();
    expect((await signIn(pg, 'lee.locked', 'New-Dawn-2026')).body['action']).toBe('PASS');
  });

  it('refuses an unknown identifier, a wrong surname and skipping the challenges', async () => {
    expect(
      (
        await call(pg, 'POST', '/ius_proxy/v1/users/account_recovery_begin', {
          identifier: 'ghost@example.com',
        })
      ).body['responseCode'],
    ).toBe('USER_NOT_FOUND');
    const begun = await call(pg, 'POST', '/ius_proxy/v1/users/account_recovery_begin', {
      identifier: 'alex.rivera',
    });
    const token = (begun.body['challengeToken'] as { value: string }[])[0]?.value;
    const early = await call(pg, 'POST', '/ius_proxy/v1/users/create_account_recovery_confirmation', {
      challengeToken: [AR(token)],
      channelType: 'EMAIL',
    });
    expect(early.body['responseCode']).toBe('ACCESS_DENIED');
    const wrong = await call(pg, 'POST', '/ius_proxy/v1/users/get_account_recovery_challenges', {
      challengeToken: [AR(token)],
      lastName: 'Smith',
    });
    expect(wrong.body['responseCode']).toBe('IDP_USER_DENIED');
    const forged = await call(pg, 'POST', '/ius_proxy/v1/users/get_account_recovery_challenges', {
      challengeToken: [AR('ars_forged')],
    });
    expect(forged.body['responseCode']).toBe('CHALLENGE_TOKEN_EXPIRED');
  });

  it('two.accounts lists both users after the code and resets the chosen one (reset end)', async () => {
    const begun = await call(pg, 'POST', '/ius_proxy/v1/users/account_recovery_begin', {
      identifier: 'two.accounts@example.com',
    });
    const token = (begun.body['challengeToken'] as { value: string }[])[0]?.value;
    await call(pg, 'POST', '/ius_proxy/v1/users/get_account_recovery_challenges', {
      challengeToken: [AR(token)],
    });
    const created = await call(pg, 'POST', '/ius_proxy/v1/users/create_account_recovery_confirmation', {
      challengeToken: [AR(token)],
      channelType: 'EMAIL',
    });
    await call(pg, 'POST', '/ius_proxy/v1/users/verify_account_recovery_confirmation', {
      confirmationId: created.body['confirmationId'],
      challengeToken: [AR(token), { type: 'EMAIL_OTP', value: pg.lastCode('two.accounts@example.com') }],
    });
    const users = await call(pg, 'POST', '/ius_proxy/v1/users/get_account_recovery_users', {
      challengeToken: [AR(token)],
    });
    expect((users.body['users'] as { userId: string }[]).map((user) => user.userId)).toEqual([
      'two.personal',
      'two.business',
    ]);
    const done = await call(pg, 'PUT', '/ius_proxy/v1/users/two.business/reset_password_end', {
      challengeToken: [AR(token)],
      password: 'Second-Try-88',
    });
    expect(done.body['iamTicket']).toMatchObject({ userId: 'two.business' });
  });

  it('turns an emailed code into a challenge token with fetch_otp_token', async () => {
    const { created } = await recoverTo('alex@example.com', 'Rivera');
    const code = pg.lastCode('alex@example.com') ?? '';
    const reply = await call(
      pg,
      'GET',
      `/ius_proxy/v1/fetch_otp_token?receiver=${encodeURIComponent('alex@example.com')}&otp_token=${code}`,
    );
    expect(reply.body).toMatchObject({
      confirmationId: created.body['confirmationId'],
      userId: 'alex.rivera',
      challengeToken: [{ type: 'EMAIL_OTP', value: code }],
    });
    const bad = await call(
      pg,
      'GET',
      '/ius_proxy/v1/fetch_otp_token?receiver=alex%40example.com&otp_token=000000x',
    );
    expect(bad.body['responseCode']).toBe('INVALID_CONFIRMATION_ID');
    expect(JSON.stringify(bad.body)).not.toContain('000000x');
  });
});
