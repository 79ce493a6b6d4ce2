// Contract tests: the real client against the playground service (same wire contract, no shared code).
// Sign-in family of seed 000 §7.1/§7.3: password sign-in, failures, lockout, captcha, SMS and TOTP
// second factors, evaluate auth, tickets and sign-out.
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIdentityClient, type IdentityClient } from '../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../playground';

const PASSWORD = 'Correct-Horse-7';

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) to answer the playground's TOTP fixture. */
function totp(base32: string, nowMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

let playground: Playground;
let client: IdentityClient;

beforeEach(async () => {
  playground = createPlayground({ seed: 7 });
  await playground.ready();
  client = createIdentityClient({
    offeringId: 'Intuit.identity.playground',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: playground.fetch,
  });
});

describe('password sign-in', () => {
  it('signs alex in with a PASS outcome, a ticket, and a session that verify_ticket accepts', async () => {
    const result = await client.signIn({ username: 'alex@example.com', password: PASSWORD });
    expect(result.ok).toBe(true);
    if (!result.ok) {
      return;
    }
    expect(result.data.action).toBe('PASS');
    expect(result.data.iamTicket?.userId).toBe('alex.rivera');
    const ticket = await client.verifyTicket({});
    expect(ticket.ok ? ticket.data.iamTicket.userId : null).toBe('alex.rivera');
  });

  it.each([
    ['wrong password', 'alex@example.com', 'Wrong-Horse-7', 'INVALID_CREDENTIALS', 401],
    ['unknown user', 'nobody@example.com', PASSWORD, 'INVALID_CREDENTIALS', 401],
    ['locked account', 'lee.locked@example.com', PASSWORD, 'LOCKED_OUT', 403],
  ])('%s fails with the service code and status', async (_label, username, password, code, status) => {
    const result = await client.signIn({ username, password });
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'http', code, status });
  });

  it('asks casey for a captcha, then rejects a wrong token and accepts the playground token', async () => {
    const first = await client.signIn({ username: 'casey.captcha@example.com', password: PASSWORD });
    expect(first.ok ? null : first.error.captchaRequired).toBe(true);
    const wrong = await client.signIn({
      username: 'casey.captcha@example.com',
      password: PASSWORD,
      gRecaptchaResponse: 'nope',
    });
    expect(wrong.ok ? null : wrong.error.code).toBe('CAPTCHA_REJECTED');
    const right = await client.signIn({
      username: 'casey.captcha@example.com',
      password: PASSWORD,
      gRecaptchaResponse: 'playground-captcha-ok',
    });
    expect(right.ok).toBe(true);
  });

  it('signs out (and a second sign-out still succeeds)', async () => {
    await client.signIn({ username: 'alex@example.com', password: PASSWORD });
    expect((await client.signOut()).ok).toBe(true);
    expect((await client.signOut()).ok).toBe(true);
    const ticket = await client.verifyTicket({});
    expect(ticket.ok).toBe(false);
  });
});

describe('second factors', () => {
  it('sam: SMS challenge, code sent to the outbox, verified through challengeToken', async () => {
    const signIn = await client.signIn({ username: 'sam.sms@example.com', password: PASSWORD });
    expect(signIn.ok && signIn.data.action).toBe('CHALLENGE');
    expect(signIn.ok && signIn.meta.requiresEvaluation).toBe(true);
    expect(signIn.ok ? signIn.data.challenge.map((c) => c.type) : []).toContain('SMS_OTP');
    const sent = await client.sendSignInConfirmation({ channelType: 'SMS' });
    expect(sent.ok).toBe(true);
    const code = playground.lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await client.verifySignInConfirmation({
      channelType: 'SMS',
      confirmationId: sent.ok ? sent.data.confirmationId : '',
      challengeToken: [{ type: 'SMS_OTP', value: code === '000000' ? '111111' : '000000' }],
    });
    expect(wrong.ok).toBe(false);
    const verified = await client.verifySignInConfirmation({
      channelType: 'SMS',
      confirmationId: sent.ok ? sent.data.confirmationId : '',
      challengeToken: [{ type: 'SMS_OTP', value: code ?? '' }],
    });
    expect(verified.ok && verified.data.action).toBe('PASS');
  });

  it('tess: TOTP challenge answered with an RFC 6238 code', async () => {
    const signIn = await client.signIn({ username: 'tess.totp@example.com', password: PASSWORD });
    expect(signIn.ok ? signIn.data.challenge.map((c) => c.type) : []).toContain('TOTP');
    const wrong = await client.verifyTotp({
      verificationCode: '000000' === totp('JBSWY3DPEHPK3PXP', playground.now()) ? '111111' : '000000',
    });
    expect(wrong.ok ? null : wrong.error.kind).toBe('http');
    const verified = await client.verifyTotp({
      verificationCode: totp('JBSWY3DPEHPK3PXP', playground.now()),
    });
    expect(verified.ok && verified.data.action).toBe('PASS');
    const evaluated = await client.evaluateAuth({ targetAAL: 25 });
    expect(evaluated.ok && evaluated.data.action).toBe('PASS');
  });
});

describe('account lookups', () => {
  it('two.accounts: lookupUsernames lists both user ids', async () => {
    const result = await client.lookupUsernames({ identifier: 'two.accounts@example.com' });
    const ids = result.ok ? result.data.userExtInfo.map((u) => u.user.userId).sort() : [];
    expect(ids).toEqual(['two.business', 'two.personal']);
  });

  it('username availability answers compliant', async () => {
    const taken = await client.checkUsernameAvailability({ username: 'alex.rivera' });
    const free = await client.checkUsernameAvailability({ username: 'brand.new.name' });
    expect(taken.ok && taken.data.compliant).toBe(false);
    expect(free.ok && free.data.compliant).toBe(true);
  });
});
