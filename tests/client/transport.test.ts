import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS, createIdentityClient, isIdentityError } from '../../headless/client';
import { BASE_OPTIONS, callByName, clientWith, hangingFetch, json, recordingFetch, text } from './fake-fetch';

const OUTCOME = { action: 'PASS', challenge: [], iamTicket: { userId: 'u1', authenticationLevel: '20' } };
const remoteNames = Object.entries(CALLS)
  .filter(([, spec]) => !('local' in spec))
  .map(([name]) => name);

afterEach(() => {
  vi.useRealTimers();
});

describe('headers and request options on every call', () => {
  it.each(remoteNames)(
    '%s sends the seed 001 §7 headers, credentials include and manual redirects',
    async (name) => {
      const { client, calls } = clientWith(() => json({}));
      await callByName(client, name, {
        invitationId: 'i1',
        userId: 'u1',
        personaId: 'p1',
        realmId: 'r1',
        acquisitionId: 'a',
        namespace: 'n',
        email: 'e@example.com',
        spEntity: 'me',
        requestToken: 't',
      });
      expect(calls).toHaveLength(1);
      const [call] = calls;
      expect(call?.headers).toMatchObject({
        'acme-offering-id': 'Intuit.test.offering',
        'acme-offering-env': 'e2e',
        'acme-locale': 'fr-ca',
        'acme-country': 'CA',
        'acme-caller-type': 'identity-kit',
        'acme-session-id': 'sess-1',
        'acme-visitor-id': 'vis-1',
        'acme-flow-id': 'flow-1',
        'acme-csrf-token': 'csrf-1',
        'acme-cookie-namespace': 'ns-1',
        'acme-tag-device': 'false',
        'acme-auth-propagation': 'false',
        accept: 'application/json',
      });
      expect(call?.credentials).toBe('include');
      expect(call?.redirect).toBe('manual');
      expect(call?.method).toBe(CALLS[name as keyof typeof CALLS].method);
      if (call?.body !== undefined) {
        expect(call.headers['content-type']).toBe('application/json');
        expect(() => JSON.parse(call.body ?? '') as unknown).not.toThrow();
      }
    },
  );

  it('reads dynamic ids on each call', async () => {
    let token = 'first';
    const { client, calls } = clientWith(() => json(OUTCOME), { csrfToken: () => token });
    await client.evaluateAuth({});
    token = 'second';
    await client.evaluateAuth({});
    expect(calls.map((c) => c.headers['acme-csrf-token'])).toEqual(['first', 'second']);
  });

  it('sends the captcha token in its header and the partner token only in its header', async () => {
    const { client, calls } = clientWith((req) =>
      req.url.includes('user_info') ? json({ product: { userNames: ['a'] } }) : json(OUTCOME),
    );
    await client.signIn({ username: 'a', password: 'pw-123456', gRecaptchaResponse: 'cap-token' });
    await client.partnerAuthGetData({ responseToken: 'resp-token-1' });
    expect(calls[0]?.headers['acme-captcha-response']).toBe('cap-token');
    expect(calls[1]?.headers['acme-partner-response-token']).toBe('resp-token-1');
    expect(calls[1]?.url).not.toContain('resp-token-1');
  });

  it('uses the default prefix ik when none is configured', async () => {
    const { fetch, calls } = recordingFetch(() => json(OUTCOME));
    const { headerPrefix: _unused, ...rest } = BASE_OPTIONS;
    const client = createIdentityClient({ ...rest, fetch });
    await client.evaluateAuth({});
    expect(calls[0]?.headers['ik-offering-id']).toBe('Intuit.test.offering');
  });

  it('builds URLs from the family base paths with encoded path segments', async () => {
    const { client, calls } = clientWith(() =>
      json({ invitation: { invitationId: 'x', status: { code: 'PENDING' } } }),
    );
    await client.verifyInviteByReceiver({ invitationId: '../admin?x=1', accessCode: '123456' });
    expect(calls[0]?.url).toBe(
      'https://accounts.example.com/ius_proxy/v1/invitations/..%2Fadmin%3Fx%3D1/verify',
    );
  });

  it('refuses a call whose path parameter is missing, without sending', async () => {
    const { client, calls } = clientWith(() => json({}));
    const result = await client.verifyInviteByReceiver({ invitationId: ' ', accessCode: '123456' });
    expect(calls).toHaveLength(0);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'invalid-request', code: 'CONFIGURATION_ERROR' }),
    });
  });
});

describe('success and failure mapping', () => {
  it('returns data and meta on a 2xx JSON answer, reading the response headers', async () => {
    const { client } = clientWith(() =>
      json(OUTCOME, 200, { 'acme-requires-evaluation': 'true', 'acme-data': 'opaque' }),
    );
    const result = await client.accessEvaluateAuth({ targetAAL: 25 });
    expect(result).toEqual({
      ok: true,
      data: OUTCOME,
      meta: {
        status: 200,
        captchaRequired: false,
        requiresEvaluation: true,
        dataHeader: 'opaque',
        attempts: 1,
      },
    });
  });

  it('maps an error body through the catalogue parser, with status and header flags', async () => {
    const { client } = clientWith(() =>
      json({ responseCode: 'INVALID_CREDENTIALS', responseMessage: 'Bad <b>user</b>\nname' }, 401, {
        'acme-captcha-required': 'true',
      }),
    );
    const result = await client.signIn({ username: 'a', password: 'secret-pw' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toEqual({
        kind: 'http',
        code: 'INVALID_CREDENTIALS',
        serverMessage: 'Bad <b>user</b> name',
        status: 401,
        captchaRequired: true,
        requiresEvaluation: false,
      });
      expect(isIdentityError(result.error)).toBe(true);
      expect(JSON.parse(JSON.stringify(result.error))).toEqual(result.error);
    }
  });

  it.each([
    [
      'nested error shape',
      { error: { responseCode: 'LOCKED_OUT', responseMessage: 'Locked' } },
      'LOCKED_OUT',
    ],
    ['errors list shape', { errors: [{ responseCode: 'DUPLICATE_USER' }] }, 'DUPLICATE_USER'],
    ['no code', { hello: 'world' }, 'UNKNOWN_ERROR'],
  ])('reads the %s', async (_label, body, code) => {
    const { client } = clientWith(() => json(body, 400));
    const result = await client.evaluateAuth({});
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('turns a captcha-required answer after a supplied token into CAPTCHA_REJECTED', async () => {
    const { client } = clientWith(() =>
      json({ responseCode: 'CAPTCHA_REQUIRED' }, 401, { 'acme-captcha-required': 'true' }),
    );
    const without = await client.signIn({ username: 'a', password: 'pw-1234' });
    const withToken = await client.signIn({ username: 'a', password: 'pw-1234' }, { captchaResponse: 'tok' });
    expect(without.ok ? null : without.error.code).toBe('CAPTCHA_REQUIRED');
    expect(withToken.ok ? null : withToken.error.code).toBe('CAPTCHA_REJECTED');
  });

  it('treats a 2xx carrying captcha-required as a failure marked captchaRequired (seed 000 §4.8)', async () => {
    const { client } = clientWith(() => json({ compliant: true }, 200, { 'acme-captcha-required': 'true' }));
    const result = await client.checkUsernameAvailability({ username: 'alex' });
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'http', captchaRequired: true });
  });

  it('accepts 204 only on rows that allow an empty answer', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    expect((await client.signOut()).ok).toBe(true);
    const evaluated = await client.evaluateAuth({});
    expect(evaluated.ok ? null : evaluated.error.code).toBe('INVALID_RESPONSE');
  });

  it('maps OAuth exchange errors to the OAuth code (seed 000 §8.3)', async () => {
    const cases: [Response, string][] = [
      [json({ error: 'INVALID_REDIRECT_URI', error_description: 'nope' }, 400), 'invalid_redirect_uri'],
      [json({ error: 'access_denied', state: 's' }, 200), 'access_denied'],
      [text('not json at all', 400), 'cannot_parse_response_text'],
      [text('', 503), 'temporarily_unavailable'],
    ];
    for (const [response, code] of cases) {
      const { client } = clientWith(() => response);
      const result = await client.exchangeTicketForAuthCode({
        clientId: 'c',
        redirectUri: 'https://app.example.com/cb',
        state: 's',
      });
      expect(result.ok ? null : result.error.code).toBe(code);
    }
  });
});

describe('hostile responses end as typed failures (QUALITY.md 5)', () => {
  const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
  const before = prototypeKeys();

  const cases: [string, () => Response][] = [
    ['status 0 (network error response)', () => Response.error()],
    [
      'opaque redirect',
      () =>
        ({
          type: 'opaqueredirect',
          status: 0,
          ok: false,
          headers: new Headers(),
          body: null,
          text: async () => '',
        }) as unknown as Response,
    ],
    [
      '302 redirect',
      () => new Response(null, { status: 302, headers: { location: 'https://evil.example.net/' } }),
    ],
    ['304', () => new Response(null, { status: 304 })],
    ['HTML with 200', () => text('<html><body>Login</body></html>', 200, { 'content-type': 'text/html' })],
    ['JSON body labelled as HTML', () => text(JSON.stringify(OUTCOME), 200, { 'content-type': 'text/html' })],
    ['invalid JSON', () => text('{"action": "PASS",', 200, { 'content-type': 'application/json' })],
    ['JSON primitive', () => text('"PASS"', 200, { 'content-type': 'application/json' })],
    ['JSON null', () => text('null', 200, { 'content-type': 'application/json' })],
    ['schema mismatch', () => json({ action: 'PASS', challenge: 'none' })],
    ['empty 200', () => text('', 200, { 'content-type': 'application/json' })],
    [
      'declared huge body',
      () => text('{}', 200, { 'content-type': 'application/json', 'content-length': '50000000' }),
    ],
    [
      'streamed huge body',
      () => {
        let sent = 0;
        const chunk = new TextEncoder().encode(`"${'x'.repeat(65_534)}`);
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 1;
            if (sent > 200) {
              controller.close();
              return;
            }
            controller.enqueue(chunk);
          },
        });
        return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
      },
    ],
  ];

  it.each(cases)('%s', async (_label, make) => {
    const { client } = clientWith(() => make());
    const result = await client.evaluateAuth({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('invalid-response');
      expect(result.error.code).toBe('INVALID_RESPONSE');
      expect(isIdentityError(result.error)).toBe(true);
    }
    expect(prototypeKeys()).toEqual(before);
  });

  it('drops __proto__, constructor and prototype keys and leaves Object.prototype untouched', async () => {
    const hostile =
      '{"action":"PASS","challenge":[{"type":"PASSWORD","__proto__":{"polluted":1}}],"__proto__":{"isAdmin":true},' +
      '"constructor":{"prototype":{"polluted":2}},"riskLevel":"low"}';
    const { client } = clientWith(() => text(hostile, 200, { 'content-type': 'application/json' }));
    const result = await client.evaluateAuth({});
    expect(result.ok).toBe(true);
    if (result.ok) {
      const data = result.data as unknown as Record<string, unknown>;
      expect(Object.prototype.hasOwnProperty.call(data, '__proto__')).toBe(false);
      expect(Object.prototype.hasOwnProperty.call(data, 'constructor')).toBe(false);
      expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
      expect({ ...data }).not.toHaveProperty('isAdmin');
      expect(result.data.riskLevel).toBe('low');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(prototypeKeys()).toEqual(before);
  });

  it('bounds a huge server message in an error', async () => {
    const { client } = clientWith(() =>
      json({ responseCode: 'X', responseMessage: 'y'.repeat(100_000) }, 400),
    );
    const result = await client.evaluateAuth({});
    expect(result.ok ? 0 : result.error.serverMessage.length).toBeLessThanOrEqual(501);
  });

  it('reports a network failure as kind network', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client.signIn({ username: 'a', password: 'pw-1234' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'network',
        code: 'NETWORK_ERROR',
        serverMessage: '',
        status: null,
        captchaRequired: false,
        requiresEvaluation: false,
      },
    });
  });
});

describe('deadline and abort', () => {
  it('fails with TIMEOUT when the deadline passes (POST: no retry)', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = recordingFetch((req) => hangingFetch()(req.url, { signal: req.signal ?? null }));
    const client = createIdentityClient({ ...BASE_OPTIONS, fetch, timeoutMs: 1000 });
    const pending = client.signIn({ username: 'a', password: 'pw-1234' });
    await vi.advanceTimersByTimeAsync(1000);
    const result = await pending;
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the deadline even when an injected fetch ignores its signal', async () => {
    vi.useFakeTimers();
    const client = createIdentityClient({
      ...BASE_OPTIONS,
      fetch: () => new Promise<Response>(() => undefined),
      timeoutMs: 300,
    });
    const pending = client.evaluateAuth({});
    await vi.advanceTimersByTimeAsync(300);
    const result = await pending;
    expect(result.ok ? null : result.error.kind).toBe('timeout');
  });

  it('keeps the deadline while a body streams too slowly', async () => {
    vi.useFakeTimers();
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"action":'));
      },
    });
    const { client } = clientWith(
      () => new Response(stalled, { status: 200, headers: { 'content-type': 'application/json' } }),
      { timeoutMs: 300 },
    );
    const pending = client.evaluateAuth({});
    await vi.advanceTimersByTimeAsync(300);
    const result = await pending;
    expect(result.ok ? null : result.error.kind).toBe('timeout');
  });

  it('uses the 5000 ms default deadline', async () => {
    vi.useFakeTimers();
    const { fetch } = recordingFetch((req) => hangingFetch()(req.url, { signal: req.signal ?? null }));
    const client = createIdentityClient({ ...BASE_OPTIONS, fetch });
    let settled = false;
    const pending = client.evaluateAuth({}).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).ok).toBe(false);
  });

  it('fails with ABORTED when the caller aborts mid-flight', async () => {
    const { fetch } = recordingFetch((req) => hangingFetch()(req.url, { signal: req.signal ?? null }));
    const client = createIdentityClient({ ...BASE_OPTIONS, fetch });
    const controller = new AbortController();
    const pending = client.getCountryCodes({}, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'aborted', code: 'ABORTED' });
  });

  it('does not send at all with an already aborted signal', async () => {
    const { client, calls } = clientWith(() => json(OUTCOME));
    const result = await client.evaluateAuth({}, { signal: AbortSignal.abort() });
    expect(calls).toHaveLength(0);
    expect(result.ok ? null : result.error.kind).toBe('aborted');
  });

  it('stops retrying when aborted during a backoff wait', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(() => json({}, 503), { random: () => 0.99 });
    const controller = new AbortController();
    const pending = client.getCountryCodes({}, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const result = await pending;
    expect(result.ok ? null : result.error.kind).toBe('aborted');
    expect(calls).toHaveLength(1);
  });
});

describe('retries: only idempotent GETs, bounded, with backoff and Retry-After', () => {
  it('retries a GET at most GET_RETRY_LIMIT (2) times', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(() => json({ responseCode: 'SERVICE_UNAVAILABLE' }, 503));
    const pending = client.getCountryCodes({});
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await pending;
    expect(calls).toHaveLength(3);
    expect(result.ok ? null : result.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('succeeds on a later attempt and reports the attempt count', async () => {
    vi.useFakeTimers();
    const { client } = clientWith((_req, i) =>
      i === 0 ? Promise.reject(new TypeError('offline')) : json({ countryCodes: ['1'] }),
    );
    const pending = client.getCountryCodes({});
    await vi.advanceTimersByTimeAsync(1000);
    const result = await pending;
    expect(result.ok ? result.meta.attempts : 0).toBe(2);
  });

  it.each([
    'signIn',
    'verifyTotp',
    'sendSignInConfirmation',
    'resetPassword',
    'deleteAccountChoice',
  ] as const)('%s (not a GET) is never retried', async (name) => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(() => json({ responseCode: 'SERVICE_UNAVAILABLE' }, 503));
    const pending = callByName(client, name, {
      username: 'a',
      password: 'pw-1234',
      verificationCode: '123456',
      channelType: 'SMS',
      identifier: 'x',
      identifierType: 'email',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(calls).toHaveLength(1);
  });

  it('does not retry a GET on a non-retryable status', async () => {
    const { client, calls } = clientWith(() => json({ responseCode: 'USER_NOT_FOUND' }, 404));
    await client.getUser({});
    expect(calls).toHaveLength(1);
  });

  it('does not retry fetchOtpToken (a secret in its URL)', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(() => json({}, 503));
    const pending = client.fetchOtpToken({ receiver: 'r', otpToken: 'otp-abcdef' });
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(calls).toHaveLength(1);
  });

  it('waits the Retry-After seconds before retrying', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith((_req, i) =>
      i === 0 ? json({}, 429, { 'retry-after': '3' }) : json({ countryCodes: ['1'] }),
    );
    const pending = client.getCountryCodes({});
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect((await pending).ok).toBe(true);
  });

  it('gives up at once when Retry-After is longer than the cap', async () => {
    const { client, calls } = clientWith(() =>
      json({ responseCode: 'SERVICE_UNAVAILABLE' }, 503, { 'retry-after': '3600' }),
    );
    const result = await client.getCountryCodes({});
    expect(calls).toHaveLength(1);
    expect(result.ok).toBe(false);
  });

  it('backs off with full jitter below a doubling ceiling', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(() => json({}, 503), { random: () => 0.5, retryBaseMs: 200 });
    const pending = client.getCountryCodes({});
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await pending;
  });
});
