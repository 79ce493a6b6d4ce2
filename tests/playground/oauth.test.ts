import { beforeEach, describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import type { Playground } from '../../playground';
import { call, signIn } from './helpers';

let pg: Playground;
beforeEach(async () => {
  pg = createPlayground({ seed: 'oauth' });
});

const REDIRECT = 'http://127.0.0.1:4400/callback';

function authorize(query: Record<string, string>) {
  return call(pg, 'POST', `/oauth2/v1/authorize?${new URLSearchParams(query).toString()}`);
}

async function sha256b64u(text: string): Promise<string> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString(
    'base64url',
  );
}

describe('OAuth authorization code', () => {
  it('issues a code for the exact redirect URI and returns state byte for byte', async () => {
    await signIn(pg, 'alex.rivera');
    const state = 'xyz+/= é&amp;';
    const reply = await authorize({
      response_type: 'code',
      client_id: 'demo-client',
      redirect_uri: REDIRECT,
      state,
      scope: 'openid profile',
    });
    expect(reply.status).toBe(200);
    expect(reply.body['state']).toBe(state);
    expect(reply.body['code']).toMatch(/^code_/);
  });

  it.each([
    ['trailing slash', `${REDIRECT}/`],
    ['other case', REDIRECT.toUpperCase()],
    ['extra query', `${REDIRECT}?next=1`],
    ['prefix attack', `${REDIRECT}.evil.example`],
    ['other port', 'http://127.0.0.1:4401/callback'],
  ])('refuses a redirect URI with a %s (invalid_redirect_uri, no redirect)', async (_name, redirectUri) => {
    await signIn(pg, 'alex.rivera');
    const reply = await authorize({ client_id: 'demo-client', redirect_uri: redirectUri, state: 's1' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'invalid_redirect_uri',
      error_description: expect.any(String),
      state: 's1',
    });
  });

  it.each([
    ['unknown client', { client_id: 'nope', redirect_uri: REDIRECT }, 'invalid_client'],
    [
      'token response type',
      { client_id: 'demo-client', redirect_uri: REDIRECT, response_type: 'token' },
      'unsupported_response_type',
    ],
    ['unknown scope', { client_id: 'demo-client', redirect_uri: REDIRECT, scope: 'admin' }, 'invalid_scope'],
    [
      'plain PKCE',
      {
        client_id: 'demo-client',
        redirect_uri: REDIRECT,
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'plain',
      },
      'request_not_supported',
    ],
    [
      'higher AAL',
      { client_id: 'demo-client', redirect_uri: REDIRECT, x_user_aal: '25' },
      'interaction_required',
    ],
    ['no consent yet', { client_id: 'consent-client', redirect_uri: REDIRECT }, 'consent_required'],
  ])('%s answers %s', async (_name, query, error) => {
    await signIn(pg, 'alex.rivera');
    expect((await authorize(query)).body['error']).toBe(error);
  });

  it('answers login_required without a session', async () => {
    expect((await authorize({ client_id: 'demo-client', redirect_uri: REDIRECT })).body['error']).toBe(
      'login_required',
    );
  });

  it('stores the S256 challenge with the code; the token endpoint checks the verifier and single use', async () => {
    await signIn(pg, 'alex.rivera');
    const verifier = 'a-long-random-verifier-with-enough-entropy-123456';
    const reply = await authorize({
      client_id: 'demo-client',
      redirect_uri: REDIRECT,
      code_challenge: await sha256b64u(verifier),
      code_challenge_method: 'S256',
    });
    const token = (extra: Record<string, string>) =>
      call(pg, 'POST', '/oauth2/v1/token', {
        grant_type: 'authorization_code',
        code: reply.body['code'],
        redirect_uri: REDIRECT,
        client_id: 'demo-client',
        ...extra,
      });
    expect(
      (await token({ code_verifier: 'wrong-verifier-wrong-verifier-wrong-verifier' })).body['error'],
    ).toBe('invalid_grant');
    const second = await authorize({
      client_id: 'demo-client',
      redirect_uri: REDIRECT,
      code_challenge: await sha256b64u(verifier),
      code_challenge_method: 'S256',
    });
    const good = await call(pg, 'POST', '/oauth2/v1/token', {
      grant_type: 'authorization_code',
      code: second.body['code'],
      redirect_uri: REDIRECT,
      client_id: 'demo-client',
      code_verifier: verifier,
    });
    expect(good.body).toMatchObject({ token_type: 'Bearer', x_user_id: 'alex.rivera' });
    const replay = await call(pg, 'POST', '/oauth2/v1/token', {
      grant_type: 'authorization_code',
      code: second.body['code'],
      redirect_uri: REDIRECT,
      client_id: 'demo-client',
      code_verifier: verifier,
    });
    expect(replay.body['error']).toBe('invalid_grant');
  });

  it('consent-client works after the consent is recorded', async () => {
    await signIn(pg, 'alex.rivera');
    const flow = await call(pg, 'POST', '/op/v1/update_authorization_flow', {
      clientId: 'consent-client',
      consentStatus: 'GRANTED',
      scope: 'openid',
    });
    expect(flow.status).toBe(200);
    expect((await authorize({ client_id: 'consent-client', redirect_uri: REDIRECT })).body['code']).toMatch(
      /^code_/,
    );
    expect((await call(pg, 'GET', '/op/v1/consents?client_id=consent-client')).body['consents']).toEqual([
      expect.objectContaining({ clientId: 'consent-client' }),
    ]);
    expect((await call(pg, 'DELETE', '/op/v1/consents?client_id=consent-client')).status).toBe(204);
    expect((await authorize({ client_id: 'consent-client', redirect_uri: REDIRECT })).body['error']).toBe(
      'consent_required',
    );
  });
});

describe('OAuth 1 request tokens', () => {
  it('echoes a well-formed token with an expiry and refuses bad input', async () => {
    await signIn(pg, 'alex.rivera');
    const before = pg.now();
    const reply = await call(pg, 'POST', '/oauth1/internal/v1/tokens/request_tokens/request-token-1', {
      scope: 'read',
      expirationSeconds: 60,
    });
    const after = pg.now();
    expect(reply.body['token']).toBe('request-token-1');
    const expiresAt = Date.parse(String(reply.body['expiresAt']));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 60_000);
    expect(
      (
        await call(pg, 'POST', '/oauth1/internal/v1/tokens/request_tokens/request-token-1', {
          expirationSeconds: 0,
        })
      ).body['responseCode'],
    ).toBe('INVALID_ARGUMENT');
    expect(
      (await call(pg, 'POST', '/oauth1/internal/v1/tokens/request_tokens/x', {})).body['responseCode'],
    ).toBe('INVALID_ARGUMENT');
  });
});
