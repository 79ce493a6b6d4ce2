// Canary test (QUALITY.md 4): no password, code, answer or SSN appears in any URL or header the client
// sends, nor in any error it returns, for every method. fetchOtpToken's otp_token is the one documented,
// contract-forced exception (seed 000 §7.1).
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../headless/client';
import { callByName, clientWith, json } from './fake-fetch';

const CANARY = {
  password: 'CANARY-PW-7d1e',
  newPassword: 'CANARY-NEWPW-7d1e',
  code: '918273',
  accessCode: '564738',
  ssn: '987654321',
  ssnDashed: '987-65-4321',
  answer: 'CANARY-ANSWER-7d1e',
  token: 'CANARY-TOKEN-7d1e',
  emailOtp: '847362',
  otpToken: 'CANARY-OTP-7d1e',
} as const;

const ALL_CANARIES = Object.values(CANARY);

/** One input with every secret-bearing key of the contract, plus every path parameter. */
const INPUT: Record<string, unknown> = {
  username: 'alex',
  password: CANARY.password,
  newPassword: CANARY.newPassword,
  verificationCode: CANARY.code,
  accessCode: CANARY.accessCode,
  ssn: CANARY.ssn,
  birthDate: '04/09/1980',
  token: CANARY.emailOtp,
  otpToken: CANARY.otpToken,
  receiver: 'alex@example.com',
  challengeToken: [{ type: 'SMS_OTP', value: CANARY.token }],
  challengeQuestionAnswer: { question: 'first pet', answer: CANARY.answer },
  challengeAnswers: [{ key: 'q1', value: CANARY.answer }],
  user: {
    username: 'alex',
    password: CANARY.password,
    securityLevel: 'HIGH',
    challengeQuestionAnswer: { question: 'first pet', answer: CANARY.answer },
  },
  // path parameters and required keys
  invitationId: 'inv-1',
  userId: 'alex.rivera',
  personaId: 'p1',
  realmId: 'r1',
  acquisitionId: 'acq',
  namespace: 'ns',
  email: 'alex@example.com',
  spEntity: 'me',
  requestToken: 'req-token',
  confirmationId: 'conf-1',
  responseToken: 'partner-token',
  identifier: 'alex@example.com',
};

const names = Object.entries(CALLS)
  .filter(([, spec]) => !('local' in spec))
  .map(([name]) => name);

function leaked(text: string, allowOtp: boolean): string[] {
  return ALL_CANARIES.filter((c) => !(allowOtp && c === CANARY.otpToken)).filter(
    (c) => text.includes(c) || text.includes(encodeURIComponent(c)),
  );
}

describe('secrets never leave in URLs or headers', () => {
  it.each(names)('%s', async (name) => {
    const { client, calls } = clientWith((req) =>
      // A hostile server echoing everything it received back in its error message.
      json(
        {
          responseCode: 'INVALID_ARGUMENT',
          responseMessage: `echo ${req.url} ${req.body ?? ''} ${JSON.stringify(req.headers)}`,
        },
        400,
      ),
    );
    const result = await callByName(client, name, INPUT, { captchaResponse: 'captcha-token' });
    expect(calls.length).toBeLessThanOrEqual(1);
    for (const call of calls) {
      expect(leaked(call.url, name === 'fetchOtpToken')).toEqual([]);
      expect(leaked(JSON.stringify(call.headers), false)).toEqual([]);
    }
    expect(result.ok).toBe(false);
    expect(leaked(JSON.stringify(result), false)).toEqual([]);
  });

  it('the canary input really carries secrets to the body (the test above can fail)', async () => {
    const { client, calls } = clientWith(() => json({ action: 'PASS', challenge: [] }));
    await callByName(client, 'signIn', INPUT);
    await callByName(client, 'getOOWQuestions', INPUT);
    expect(calls[0]?.body).toContain(CANARY.password);
    expect(calls[1]?.body).toContain(CANARY.ssnDashed);
  });

  it('fetchOtpToken is the documented exception: its token is in the query', async () => {
    const { client, calls } = clientWith(() => json({}));
    await client.fetchOtpToken({ receiver: 'alex@example.com', otpToken: CANARY.otpToken });
    expect(new URL(calls[0]?.url ?? '').searchParams.get('otp_token')).toBe(CANARY.otpToken);
    expect(CALLS.fetchOtpToken.secretInUrl).toBe(true);
  });

  it('refuses to send when a secret would land in the URL of another call', async () => {
    const { client, calls } = clientWith(() => json({ users: [] }));
    // A caller mistake: the password typed into a query-based lookup field.
    const result = await callByName(client, 'findUsersByEmail', {
      email: CANARY.password,
      password: CANARY.password,
    });
    expect(calls).toHaveLength(0);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
  });

  it('sends a code that merely also occurs in a configured header value (offering id 50000003, code 000000)', async () => {
    const { client, calls } = clientWith(() => json({ action: 'PASS', challenge: [] }), {
      offeringId: '50000003',
      sessionId: 'sess-123456',
    });
    const totp = await client.verifyTotp({ verificationCode: '000000' });
    const sms = await client.verifySignInConfirmation({
      confirmationId: 'c1',
      challengeToken: [{ type: 'SMS_OTP', value: '123456' }],
    });
    expect([totp.ok, sms.ok]).toEqual([true, true]);
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.url).join(' ')).not.toMatch(/000000|123456/);
  });

  it('no row except fetchOtpToken declares a secret-looking key in its query', () => {
    const secretKeys = [
      'password',
      'newPassword',
      'verificationCode',
      'ssn',
      'answer',
      'accessCode',
      'token',
      'challengeToken',
    ];
    const offenders = Object.entries(CALLS).flatMap(([name, spec]) =>
      ('query' in spec ? spec.query : [])
        .filter((q) => 'from' in q && secretKeys.includes(q.from))
        .map((q) => `${name}.${q.name}`),
    );
    expect(offenders).toEqual([]);
  });
});
