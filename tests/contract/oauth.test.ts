// Contract: the OAuth ticket-to-code exchange (seed 000 §4.6, §8.3) and consent.
import { beforeEach, describe, expect, it } from 'vitest';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

const REDIRECT = 'http://127.0.0.1:4400/callback';
let r: Rig;
beforeEach(async () => {
  r = await rig('contract-oauth');
});

describe('exchangeTicketForAuthCode', () => {
  it('returns a code and the exact state for the registered redirect URI', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    const state = 'st/+=ü 1';
    const result = data(
      await r.client.exchangeTicketForAuthCode({
        responseType: 'code',
        clientId: 'demo-client',
        redirectUri: REDIRECT,
        state,
        scope: 'openid',
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        codeChallengeMethod: 'S256',
      }),
    );
    expect(result.state).toBe(state);
    expect(result.code).toMatch(/^code_/);
  });

  it.each([
    [
      'a near-miss redirect URI',
      { clientId: 'demo-client', redirectUri: `${REDIRECT}/` },
      'invalid_redirect_uri',
    ],
    ['an unknown client', { clientId: 'who', redirectUri: REDIRECT }, 'invalid_client'],
    [
      'a disallowed scope',
      { clientId: 'demo-client', redirectUri: REDIRECT, scope: 'admin' },
      'invalid_scope',
    ],
    ['a client needing consent', { clientId: 'consent-client', redirectUri: REDIRECT }, 'consent_required'],
    [
      'a higher assurance level',
      { clientId: 'demo-client', redirectUri: REDIRECT, xUserAAL: '25' },
      'interaction_required',
    ],
  ])('fails for %s with %s', async (_name, input, code) => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    expect(failure(await r.client.exchangeTicketForAuthCode(input)).code).toBe(code);
  });

  it('answers login_required without a session', async () => {
    expect(
      failure(await r.client.exchangeTicketForAuthCode({ clientId: 'demo-client', redirectUri: REDIRECT }))
        .code,
    ).toBe('login_required');
  });

  it('consent recorded through the authorization flow unlocks consent-client', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    data(
      await r.client.updateAuthorizationFlow({
        clientId: 'consent-client',
        consentStatus: 'GRANTED',
        scope: 'openid',
      }),
    );
    expect(data(await r.client.getOAuthConsents({ clientId: 'consent-client' })).consents).toHaveLength(1);
    expect(
      data(await r.client.exchangeTicketForAuthCode({ clientId: 'consent-client', redirectUri: REDIRECT }))
        .code,
    ).toMatch(/^code_/);
    expect((await r.client.deleteOAuthConsents({ clientId: 'consent-client' })).ok).toBe(true);
  });

  it('collectConsent and createConsent store consent records', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    expect(
      data(
        await r.client.collectConsent({
          consents: [{ consentType: 'MARKETING', consentTermRef: 'terms-v1' }],
        }),
      ).consents[0],
    ).toMatchObject({ consentType: 'MARKETING', status: 'GRANTED' });
    expect(
      data(await r.client.createConsent({ consents: [{ consentType: 'TERMS' }] })).consents,
    ).toHaveLength(1);
    expect(failure(await r.client.collectConsent({ consents: [] })).code).toBe('INVALID_ARGUMENT');
  });
});
