// Contract: WebAuthn registration and assertion through the client (software authenticator; the page's
// navigator.credentials is replaced by tests/playground/authenticator.ts).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebauthnCredentialJSON } from '../../headless/client/public';
import { PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { createAuthenticator } from '../playground/authenticator';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

let r: Rig;
// The first verify loads @simplewebauthn/server (large); load it once up front so no call meets the
// client's 5 s deadline while vitest transforms the module under a parallel run.
beforeAll(async () => {
  await import('@simplewebauthn/server');
}, 30_000);
beforeEach(async () => {
  r = await rig('contract-webauthn');
});

describe('webauthn', () => {
  it('registers a passkey and signs in with it; the same assertion cannot be replayed', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    const authenticator = await createAuthenticator();
    const creation = data(
      await r.client.webauthnRegistrationOptions({ authenticatorAttachment: 'platform' }),
    );
    const credential = (await authenticator.register(
      creation,
      PLAYGROUND_DEFAULT_ORIGIN,
    )) as unknown as WebauthnCredentialJSON;
    expect(data(await r.client.webauthnRegister({ credential }))).toEqual({
      verified: true,
      credentialId: authenticator.credentialId,
    });
    expect(failure(await r.client.webauthnRegister({ credential })).code).toBe('INVALID_ARGUMENT');

    await r.client.signOut();
    const request = data(await r.client.webauthnAuthenticationOptions({ username: 'alex.rivera' }));
    const assertion = (await authenticator.assert(
      request,
      PLAYGROUND_DEFAULT_ORIGIN,
    )) as unknown as WebauthnCredentialJSON;
    const outcome = data(await r.client.webauthnAuthenticate({ credential: assertion }));
    expect(outcome).toMatchObject({
      action: 'PASS',
      iamTicket: { userId: 'alex.rivera', authenticationLevel: '25' },
    });
    expect(failure(await r.client.webauthnAuthenticate({ credential: assertion })).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('registration needs a signed-in user; dereg needs the user pseudonym', async () => {
    expect(failure(await r.client.webauthnRegistrationOptions({})).code).toBe('INVALID_IAM_TICKET');
    const signedIn = data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    expect(
      failure(await r.client.webauthnDereg({ identifier: 'alex.rivera', identifierType: 'userIdPseudonym' }))
        .code,
    ).toBe('ACCESS_DENIED');
    expect(
      (
        await r.client.webauthnDereg({
          identifier: signedIn.iamTicket?.userIdPseudonym ?? '',
          identifierType: 'userIdPseudonym',
        })
      ).ok,
    ).toBe(true);
  });
});
