import { describe, expect, it } from 'vitest';
import { normalizePolicies } from '../../headless/client';
import { clientWith, json, type Recorded } from './fake-fetch';

const OUTCOME = { action: 'PASS', challenge: [] };

function bodyOf(call: Recorded | undefined): Record<string, unknown> {
  return JSON.parse(call?.body ?? 'null') as Record<string, unknown>;
}

describe('sign-in payload (seed 000 §3.3, §5)', () => {
  it.each([
    [{ targetAAL: 20 }, { targetAAL: 20 }],
    [{ targetAAL: '20' }, { targetAAL: 20 }],
    [{ targetAAL: 25 }, {}],
    [{ targetAAL: 15 }, {}],
    [{ generateLongLivedToken: true }, { generateLongLivedToken: true }],
    [{ generateLongLivedToken: false }, {}],
    [{}, {}],
  ])('%j sends %j besides the credentials', async (extra, expected) => {
    const { client, calls } = clientWith(() => json(OUTCOME));
    await client.signIn({ username: '  alex  ', password: ' pw with spaces ', ...extra });
    expect(bodyOf(calls[0])).toEqual({
      username: 'alex',
      password: ' pw with spaces ',
      namespaceId: 'global',
      ...expected,
    });
  });

  it('puts persistent_cookie and set_sso_cookie in the query, not the body', async () => {
    const { client, calls } = clientWith(() => json(OUTCOME));
    await client.signIn({ username: 'a', password: 'pw-1234', persistentCookie: true, setSsoCookie: false });
    expect(calls[0]?.url).toBe(
      'https://accounts.example.com/access_client/sign_in?persistent_cookie=true&set_sso_cookie=false',
    );
    expect(bodyOf(calls[0])).not.toHaveProperty('persistentCookie');
  });

  it('applies the same rules to the migrated-user sign-in and its path', async () => {
    const { client, calls } = clientWith(() => json(OUTCOME));
    await client.signInMigratedUser({
      username: 'a',
      password: 'pw-1234',
      acquisitionId: 'acq 1',
      namespace: 'ns',
      targetAAL: 25,
    });
    expect(calls[0]?.url).toBe('https://accounts.example.com/access_client/sign_in_migrated_user/acq%201/ns');
    expect(bodyOf(calls[0])).toEqual({ username: 'a', password: 'pw-1234', namespaceId: 'global' });
  });
});

describe('sign-up payload (seed 001 §4, §7)', () => {
  const user = {
    username: 'new.user',
    password: 'Correct-Horse-7',
    email: { address: 'n@example.com' },
    securityLevel: 'HIGH' as const,
    challengeQuestionAnswer: { question: 'first pet', answer: 'Rex' },
    address: [{ postalCode: '94043' }],
  };

  it('sends no user object at target level 15', async () => {
    const { client, calls } = clientWith(() => json({}));
    await client.signUp({ user, targetAAL: 15 });
    expect(bodyOf(calls[0])).toEqual({ targetAAL: 15, namespaceId: 'global' });
  });

  it('sends the user with its challengeQuestionAnswer when the security level is HIGH', async () => {
    const { client, calls } = clientWith(() => json({}));
    await client.signUp({ user, targetAAL: 25 });
    const sent = bodyOf(calls[0]).user as Record<string, unknown>;
    expect(sent.challengeQuestionAnswer).toEqual({ question: 'first pet', answer: 'Rex' });
    expect(sent.address).toEqual([{ type: 'MAIN', postalCode: '94043' }]);
  });

  it('drops challengeQuestionAnswer when the security level is not HIGH', async () => {
    const { client, calls } = clientWith(() => json({}));
    await client.createUser({ user: { ...user, securityLevel: 'LOW' } });
    expect(bodyOf(calls[0]).user).not.toHaveProperty('challengeQuestionAnswer');
  });
});

describe('identity data (seed 001 §5)', () => {
  it.each([
    ['123456789', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    [' 123456789 ', '123-45-6789'],
  ])('SSN %s is sent as %s', async (ssn, sent) => {
    const { client, calls } = clientWith(() =>
      json({ encryptedSessionId: 'e', outOfWalletQuestionAnswers: [] }),
    );
    await client.getOOWQuestions({ ssn, firstName: 'A' });
    expect(bodyOf(calls[0]).ssn).toBe(sent);
  });

  it.each([
    ['04/09/1980', 'US', '1980-04-09T12:00:00.000Z'],
    ['1980-04-09', 'US', '1980-04-09T12:00:00.000Z'],
    ['1980/04/09', 'CA', '1980-04-09T12:00:00.000Z'],
  ])('date of birth %s (%s) is sent at noon UTC', async (birthDate, country, sent) => {
    const { client, calls } = clientWith(
      () => json({ encryptedSessionId: 'e', outOfWalletQuestionAnswers: [] }),
      { country },
    );
    await client.getOOWQuestions({ birthDate });
    expect(bodyOf(calls[0]).birthDate).toBe(sent);
  });
});

describe('other conventions', () => {
  it('upper-cases, de-duplicates and sorts policies (iux_policies)', async () => {
    expect(normalizePolicies('b_policy, A_POLICY,b_policy,')).toEqual(['A_POLICY', 'B_POLICY']);
    const { client, calls } = clientWith(() => json(OUTCOME));
    await client.evaluateAuth({ targetAAL: 25, policies: ['z', 'a'] });
    expect(bodyOf(calls[0])).toEqual({ targetAAL: 25, policies: ['A', 'Z'] });
  });

  it('wraps the TOTP code in a list (seed 000 §3.3)', async () => {
    const { client, calls } = clientWith(() => json(OUTCOME));
    await client.verifyTotp({ verificationCode: '123456' });
    expect(bodyOf(calls[0])).toEqual({ verificationCode: ['123456'] });
  });

  it.each([
    ['signInSecondaryAccount', { userId: 'u' }, { userId: 'u', authMethod: 'email_otp' }],
    ['sendVerificationEmailV2', { email: 'a@example.com' }, { email: 'a@example.com', confirmType: 'CODE' }],
    [
      'confirmEmailVerificationV2',
      { confirmationId: 'c', token: '123456' },
      { confirmationId: 'c', tokenType: 'EMAIL_OTP', token: '123456' },
    ],
    [
      'checkUsernameAvailability',
      { username: '  alex ' },
      { offeringId: 'Intuit.test.offering', namespaceId: 'global', username: 'alex' },
    ],
    [
      'webauthnDereg',
      { identifier: 'pseudo' },
      { offeringId: 'Intuit.test.offering', identifierType: 'userIdPseudonym', identifier: 'pseudo' },
    ],
    ['subscribeToProduct', { realmId: 'r1' }, { offeringId: 'Intuit.test.offering', realmId: 'r1' }],
    [
      'deleteAccountChoice',
      { identifier: 'a@example.com', identifierType: 'email' },
      { identifier: 'a@example.com', identifierType: 'email' },
    ],
    ['startSpInitiatedSso', { spEntity: 'me' }, { attributes: [{ key: 'SP_INITIATED_SSO', value: 'true' }] }],
  ])('%s sends %j as %j', async (name, input, expected) => {
    const { client, calls } = clientWith(() => json({}));
    await (client as unknown as Record<string, (i: unknown) => Promise<unknown>>)[name]?.(input);
    expect(bodyOf(calls[0])).toEqual(expected);
  });

  it('persists only cookies of 7 days or more with eligible names (seed 000 §7.1)', async () => {
    const now = Date.UTC(2026, 0, 1);
    const day = 86_400_000;
    const { client, calls } = clientWith(() => new Response(null, { status: 204 }), { now: () => now });
    await client.persistCookies({
      sameSiteSupport: true,
      cookies: [
        { name: 'prd_glogin', value: 'a', expires: new Date(now + 8 * day).toUTCString() },
        { name: 'ivid', value: 'b', expires: new Date(now + 7 * day).toUTCString() },
        { name: 'iux_webauthn_reg', value: 'c', expires: new Date(now + 730 * day).toUTCString() },
        { name: 'prd_glogin', value: 'short', expires: new Date(now + 6 * day).toUTCString() },
        { name: 'prd_glogin_temp', value: 'd', expires: new Date(now + 30 * day).toUTCString() },
        { name: 'session', value: 'e', expires: new Date(now + 30 * day).toUTCString() },
      ],
    });
    expect((bodyOf(calls[0]).cookies as { value: string }[]).map((c) => c.value)).toEqual(['a', 'b', 'c']);
    expect(calls[0]?.headers['acme-samesite-support']).toBe('true');
  });

  it('defaults the OAuth response type to code and keeps state byte-exact', async () => {
    const { client, calls } = clientWith(() => json({ code: 'abc', state: 'x y+z' }));
    const result = await client.exchangeTicketForAuthCode({
      clientId: 'demo',
      redirectUri: 'https://app.example.com/cb',
      state: 'x y+z',
    });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe('x y+z');
    expect(result.ok ? result.data.state : null).toBe('x y+z');
  });

  it('refuses an invalid service-provider entity without sending (seed 001 §5)', async () => {
    const { client, calls } = clientWith(() => json({}));
    const original = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const result = await client.startSpInitiatedSso({ spEntity: '../admin' });
      expect(result.ok ? null : result.error).toMatchObject({
        kind: 'invalid-request',
        code: 'CONFIGURATION_ERROR',
      });
    } finally {
      console.warn = original;
    }
    expect(calls).toHaveLength(0);
    expect(warnings).toHaveLength(1);
  });

  it('sends query-based lookups as the spec shows (seed 001 §7)', async () => {
    const { client, calls } = clientWith(() => json({ users: [] }));
    await client.findUsersByEmail({ email: 'a+b@example.com' });
    await client.lookUpGrantByUser({});
    expect(calls[0]?.url).toBe('https://accounts.example.com/ius_proxy/v1/users?email=a%2Bb%40example.com');
    expect(calls[1]?.url).toBe(
      'https://accounts.example.com/ius_proxy/v1/users/me/grants?offering_id=Intuit.test.offering&status=ACTIVE',
    );
  });
});
