import { beforeEach, describe, expect, it } from 'vitest';
import { createPlayground, totpCode, FIXTURE_TOTP_SECRET } from '../../playground';
import type { Playground } from '../../playground';
import { call, signIn } from './helpers';

let pg: Playground;
beforeEach(() => {
  pg = createPlayground({ seed: 'sign-in' });
});

describe('password sign-in', () => {
  it('alex signs in with the password alone and gets a level-20 ticket', async () => {
    const reply = await signIn(pg, 'alex@example.com');
    expect(reply.status).toBe(200);
    expect(reply.body['action']).toBe('PASS');
    expect(reply.body['iamTicket']).toMatchObject({ userId: 'alex.rivera', authenticationLevel: '20' });
    expect(reply.headers.get('set-cookie')).toMatch(/ik_session=.*HttpOnly/);
    const ticket = await call(pg, 'GET', '/access_client/verify_ticket');
    expect(ticket.status).toBe(200);
    expect(ticket.body['iamTicket']).toMatchObject({ userId: 'alex.rivera' });
  });

  it.each([
    ['wrong password', 'alex@example.com', 'Wrong-Horse-7', 401, 'INVALID_CREDENTIALS'],
    ['unknown user', 'nobody@example.com', 'Correct-Horse-7', 401, 'INVALID_CREDENTIALS'],
    ['locked fixture', 'lee.locked@example.com', 'Correct-Horse-7', 403, 'LOCKED_OUT'],
  ])('%s is refused with its code', async (_name, username, password, status, code) => {
    const reply = await signIn(pg, username, password);
    expect(reply.status).toBe(status);
    expect(reply.body['responseCode']).toBe(code);
    expect(JSON.stringify(reply.body)).not.toContain(password);
  });

  it('locks the account after five wrong passwords, even for the right one afterwards', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await signIn(pg, 'alex.rivera', `Wrong-Horse-${i}`)).body['responseCode']);
    }
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'LOCKED_OUT',
    ]);
    expect((await signIn(pg, 'alex.rivera')).body['responseCode']).toBe('LOCKED_OUT');
    pg.advanceTime(31 * 60_000);
    expect((await signIn(pg, 'alex.rivera')).body['action']).toBe('PASS');
  });

  it('casey needs the captcha: header and CAPTCHA_REQUIRED without it, wrong token refused, right token passes', async () => {
    const none = await signIn(pg, 'casey.captcha@example.com');
    expect(none.status).toBe(401);
    expect(none.body['responseCode']).toBe('CAPTCHA_REQUIRED');
    expect(none.headers.get('ik-captcha-required')).toBe('true');
    const wrong = await signIn(pg, 'casey.captcha@example.com', undefined, {
      gRecaptchaResponse: 'bad-token',
    });
    expect(wrong.headers.get('ik-captcha-required')).toBe('true');
    expect(wrong.body['responseMessage']).toMatch(/not accepted/);
    const right = await signIn(pg, 'casey.captcha@example.com', undefined, {
      gRecaptchaResponse: 'playground-captcha-ok',
    });
    expect(right.body['action']).toBe('PASS');
    const header = await call(
      pg,
      'POST',
      '/access_client/sign_in',
      { username: 'casey.captcha', password: 'Correct-Horse-7' },
      { 'ik-captcha-response': 'playground-captcha-ok' },
    );
    expect(header.body['action']).toBe('PASS');
  });

  it('two.accounts gets an account choice, then picks the business account', async () => {
    const reply = await signIn(pg, 'two.accounts@example.com');
    expect(reply.body['action']).toBe('CHALLENGE');
    expect(reply.body['challenge']).toEqual([
      expect.objectContaining({
        type: 'SELECT_ACCOUNT',
        attributes: [
          { key: 'userId', value: 'two.personal' },
          { key: 'userId', value: 'two.business' },
        ],
      }),
    ]);
    const picked = await call(pg, 'POST', '/ius_proxy/v1/users/me/select_accounts', {
      userId: 'two.business',
    });
    expect(picked.status).toBe(200);
    expect(picked.body['iamTicket']).toMatchObject({ userId: 'two.business' });
    const lookup = await call(pg, 'POST', '/access_client/lookup_usernames', {
      identifier: 'two.accounts@example.com',
    });
    expect((lookup.body['userExtInfo'] as unknown[]).length).toBe(2);
  });
});

describe('second factors', () => {
  it('sam gets an SMS challenge, the code lands in the outbox and passes at level 25', async () => {
    const first = await signIn(pg, 'sam.sms@example.com');
    expect(first.body).toMatchObject({ action: 'CHALLENGE', maskedPhone: '***-***-0100' });
    expect((first.body['challenge'] as { type: string }[]).map((c) => c.type)).toEqual([
      'SMS_OTP',
      'VOICE_OTP',
    ]);
    expect(first.headers.get('ik-requires-evaluation')).toBe('true');
    expect(first.body['iamTicket']).toBeUndefined();
    const sent = await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'SMS' });
    expect(sent.status).toBe(200);
    const message = pg.outbox[0];
    expect(message).toMatchObject({ channel: 'SMS', recipient: '+16505550100', purpose: 'sign-in' });
    expect(message?.code).toMatch(/^\d{6}$/);
    const wrongCode = message?.code === '000000' ? '111111' : '000000';
    const wrong = await call(pg, 'POST', '/access_client/verify_sign_in_confirmation', {
      confirmationId: sent.body['confirmationId'],
      challengeToken: [{ type: 'SMS_OTP', value: wrongCode }],
    });
    expect(wrong.body['responseCode']).toBe('INVALID_CONFIRMATION_ID');
    const verified = await call(pg, 'POST', '/access_client/verify_sign_in_confirmation', {
      confirmationId: sent.body['confirmationId'],
      challengeToken: [{ type: 'SMS_OTP', value: message?.code }],
    });
    expect(verified.body).toMatchObject({
      action: 'PASS',
      iamTicket: { userId: 'sam.sms', authenticationLevel: '25' },
    });
    const replay = await call(pg, 'POST', '/access_client/verify_sign_in_confirmation', {
      confirmationId: sent.body['confirmationId'],
      challengeToken: [{ type: 'SMS_OTP', value: message?.code }],
    });
    expect(replay.body['responseCode']).toBe('INVALID_CONFIRMATION_ID');
  });

  it('burns a code after five wrong guesses and expires codes after ten minutes', async () => {
    await signIn(pg, 'sam.sms');
    const sent = await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'VOICE' });
    const code = pg.lastCode('+16505550100') ?? '';
    const wrongCode = code === '999999' ? '888888' : '999999';
    const verify = (value: string) =>
      call(pg, 'POST', '/access_client/verify_sign_in_confirmation', {
        confirmationId: sent.body['confirmationId'],
        challengeToken: [{ type: 'VOICE_OTP', value }],
      });
    const messages: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await verify(wrongCode)).body['responseMessage']);
    }
    expect(messages.at(-1)).toMatch(/Maximum verification attempts exceeded/);
    expect((await verify(code)).body['responseCode']).toBe('INVALID_CONFIRMATION_ID');

    const again = await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'SMS' });
    pg.advanceTime(11 * 60_000);
    const late = await call(pg, 'POST', '/access_client/verify_sign_in_confirmation', {
      confirmationId: again.body['confirmationId'],
      challengeToken: [{ type: 'SMS_OTP', value: pg.lastCode() }],
    });
    expect(late.body['responseCode']).toBe('CHALLENGE_TOKEN_EXPIRED');
  });

  it('tess passes with the authenticator code and a replay of it is refused', async () => {
    const first = await signIn(pg, 'tess.totp@example.com');
    expect((first.body['challenge'] as { type: string }[]).map((c) => c.type)).toEqual(['TOTP']);
    const bad = await call(pg, 'POST', '/access_client/verify_totp', { verificationCode: ['12345'] });
    expect(bad.body['responseCode']).toBe('INVALID_TOTP_CODE');
    const code = await totpCode(FIXTURE_TOTP_SECRET, pg.now());
    const good = await call(pg, 'POST', '/access_client/verify_totp', { verificationCode: [code] });
    expect(good.body).toMatchObject({
      action: 'PASS',
      iamTicket: { userId: 'tess.totp', authenticationLevel: '25' },
    });
    await signIn(pg, 'tess.totp');
    const replay = await call(pg, 'POST', '/access_client/verify_totp', { verificationCode: code });
    expect(replay.body['responseCode']).toBe('INVALID_TOTP_CODE');
  });

  it('step-up to 25 for alex offers email, then passes after the email code', async () => {
    await signIn(pg, 'alex.rivera');
    const up = await call(pg, 'POST', '/access_client/upgrade_aal', { targetAAL: 25 });
    expect(up.body['action']).toBe('CHALLENGE');
    expect((up.body['challenge'] as { type: string }[]).map((c) => c.type)).toEqual(['EMAIL_OTP']);
    const sent = await call(pg, 'POST', '/access_client/send_sign_in_confirmation_v2', {
      challengeToken: [{ type: 'EMAIL_OTP', value: '' }],
    });
    expect(sent.body).toMatchObject({ channelType: 'EMAIL', maskedEmail: 'a***x@example.com' });
    const done = await call(pg, 'POST', '/access_client/verify_sign_in_confirmation_v2', {
      challengeToken: [{ type: 'EMAIL_OTP', value: pg.lastCode('alex@example.com') }],
    });
    expect(done.body).toMatchObject({ action: 'PASS', iamTicket: { authenticationLevel: '25' } });
    expect((await call(pg, 'GET', '/access_client/verify_ticket?authn_level=25')).status).toBe(200);
  });

  it('evaluate without a session is INIT for an identifier and 401 for the v1 call', async () => {
    const init = await call(pg, 'POST', '/access_client/v2/evaluate_auth', {
      identifier: 'alex@example.com',
      identifierType: 'email',
    });
    expect(init.body['action']).toBe('INIT');
    const none = await call(pg, 'POST', '/access_client/evaluate_auth', { targetAAL: 20 });
    expect(none.status).toBe(401);
    expect(none.body['responseCode']).toBe('INVALID_IAM_TICKET');
  });

  it('sign-out always succeeds and ends the session', async () => {
    await signIn(pg, 'alex.rivera');
    const out = await call(pg, 'DELETE', '/access_client');
    expect(out.status).toBe(204);
    expect((await call(pg, 'GET', '/access_client/verify_ticket')).status).toBe(401);
    expect((await call(pg, 'DELETE', '/access_client')).status).toBe(204);
  });
});

describe('risk', () => {
  it('three wrong passwords raise the risk: the right one then needs an email code', async () => {
    for (let i = 0; i < 3; i += 1) {
      await signIn(pg, 'alex.rivera', 'Wrong-Horse-1');
    }
    const risky = await signIn(pg, 'alex.rivera');
    expect(risky.body).toMatchObject({ action: 'CHALLENGE', riskLevel: 'medium' });
    expect((risky.body['challenge'] as { type: string }[]).map((c) => c.type)).toEqual(['EMAIL_OTP']);
    await call(pg, 'POST', '/access_client/send_sign_in_confirmation', { channelType: 'EMAIL' });
    const passed = await call(pg, 'POST', '/access_client/verify_sign_in_confirmation', {
      challengeToken: [{ type: 'EMAIL_OTP', value: pg.lastCode('alex@example.com') }],
    });
    expect(passed.body).toMatchObject({ action: 'PASS', riskLevel: 'medium' });
    pg.clearCookies();
    expect((await signIn(pg, 'alex.rivera')).body).toMatchObject({ action: 'PASS', riskLevel: 'low' });
  });

  it('a high-risk user is challenged at level 20 and denied the secret zone (30) until a factor passes', async () => {
    pg.setRiskLevel('alex.rivera', 'HIGH');
    const first = await signIn(pg, 'alex.rivera');
    expect(first.body).toMatchObject({ action: 'CHALLENGE', riskLevel: 'high' });
    const denied = await call(pg, 'POST', '/access_client/evaluate_auth', { targetAAL: 30 });
    expect(denied.body).toEqual({ action: 'DENY', challenge: [], riskLevel: 'high' });
  });
});
