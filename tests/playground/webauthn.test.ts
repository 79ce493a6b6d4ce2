import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlayground } from '../../playground';
import type { Playground } from '../../playground';
import { createAuthenticator } from './authenticator';
import { call, signIn } from './helpers';

const ORIGIN = 'http://127.0.0.1:4400';
let pg: Playground;
// Loading @simplewebauthn/server the first time is slow under a parallel run; do it outside the tests.
beforeAll(async () => {
  await import('@simplewebauthn/server');
}, 30_000);
beforeEach(() => {
  pg = createPlayground({ seed: 'webauthn' });
});

async function register(authenticator: Awaited<ReturnType<typeof createAuthenticator>>) {
  const options = await call(
    pg,
    'POST',
    '/fido2/registration/options',
    { authenticatorAttachment: 'platform' },
    { origin: ORIGIN },
  );
  expect(options.status).toBe(200);
  const credential = await authenticator.register(
    options.body as { challenge: string; rp: { id?: string } },
    ORIGIN,
  );
  return {
    options,
    credential,
    reply: await call(pg, 'POST', '/fido2/registration/verify', { credential }, { origin: ORIGIN }),
  };
}

describe('WebAuthn', () => {
  it('registers a passkey, then signs in with it at level 25', async () => {
    await signIn(pg, 'alex.rivera');
    const authenticator = await createAuthenticator();
    const { options, reply } = await register(authenticator);
    expect(options.body).toMatchObject({ rp: { id: '127.0.0.1' }, attestation: 'none' });
    expect(reply.body).toEqual({ verified: true, credentialId: authenticator.credentialId });
    expect(pg.users.find((user) => user.userId === 'alex.rivera')?.credentials).toBe(1);

    pg.clearCookies();
    const request = await call(
      pg,
      'POST',
      '/fido2/authentication/options',
      { username: 'alex.rivera' },
      { origin: ORIGIN },
    );
    expect(request.body['allowCredentials']).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const assertion = await authenticator.assert(
      request.body as { challenge: string; rpId?: string },
      ORIGIN,
    );
    const done = await call(
      pg,
      'POST',
      '/fido2/authentication/verify',
      { credential: assertion },
      { origin: ORIGIN },
    );
    expect(done.body).toMatchObject({
      action: 'PASS',
      iamTicket: { userId: 'alex.rivera', authenticationLevel: '25' },
    });
  });

  it('uses each challenge once: replaying the same assertion fails', async () => {
    await signIn(pg, 'alex.rivera');
    const authenticator = await createAuthenticator();
    await register(authenticator);
    const request = await call(pg, 'POST', '/fido2/authentication/options', {}, { origin: ORIGIN });
    const assertion = await authenticator.assert(request.body as { challenge: string }, ORIGIN);
    expect(
      (await call(pg, 'POST', '/fido2/authentication/verify', { credential: assertion }, { origin: ORIGIN }))
        .status,
    ).toBe(200);
    const replay = await call(
      pg,
      'POST',
      '/fido2/authentication/verify',
      { credential: assertion },
      { origin: ORIGIN },
    );
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      responseCode: 'INVALID_ARGUMENT',
      responseDetail: 'WEBAUTHN_CHALLENGE',
    });
  });

  it('binds the ceremony to the origin that asked for it', async () => {
    await signIn(pg, 'alex.rivera');
    const authenticator = await createAuthenticator();
    const options = await call(pg, 'POST', '/fido2/registration/options', {}, { origin: ORIGIN });
    const credential = await authenticator.register(
      options.body as { challenge: string; rp: { id?: string } },
      ORIGIN,
    );
    const other = await call(
      pg,
      'POST',
      '/fido2/registration/verify',
      { credential },
      { origin: 'http://localhost:4400' },
    );
    expect(other.body['responseCode']).toBe('ACCESS_DENIED');
    const foreign = await call(
      pg,
      'POST',
      '/fido2/registration/options',
      {},
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
  });

  it('refuses a credential signed over another challenge', async () => {
    await signIn(pg, 'alex.rivera');
    const authenticator = await createAuthenticator();
    await call(pg, 'POST', '/fido2/registration/options', {}, { origin: ORIGIN });
    const forged = await authenticator.register(
      { challenge: 'not-the-issued-challenge', rp: { id: '127.0.0.1' } },
      ORIGIN,
    );
    const reply = await call(
      pg,
      'POST',
      '/fido2/registration/verify',
      { credential: forged },
      { origin: ORIGIN },
    );
    expect(reply.body).toMatchObject({ responseCode: 'INVALID_ARGUMENT', responseDetail: 'WEBAUTHN_VERIFY' });
  });

  it('needs a signed-in user to register and removes passkeys on dereg by pseudonym only', async () => {
    expect((await call(pg, 'POST', '/fido2/registration/options', {}, { origin: ORIGIN })).status).toBe(401);
    const ticket = await signIn(pg, 'alex.rivera');
    const authenticator = await createAuthenticator();
    await register(authenticator);
    const pseudonym = (ticket.body['iamTicket'] as { userIdPseudonym: string }).userIdPseudonym;
    expect(
      (
        await call(pg, 'POST', '/fido2/dereg', {
          identifier: 'alex.rivera',
          identifierType: 'userIdPseudonym',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(pg, 'POST', '/fido2/dereg', { identifier: pseudonym, identifierType: 'userIdPseudonym' }))
        .status,
    ).toBe(204);
    expect(pg.users.find((user) => user.userId === 'alex.rivera')?.credentials).toBe(0);
  });
});
