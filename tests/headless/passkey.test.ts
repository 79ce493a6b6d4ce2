// Passkey (FIDO) step: options -> navigator.credentials.get -> verify, with an injected credentials container.
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdentityStore, preloadIdentityFlows, type FlowClient } from '../../headless/flows';
import { toRequestOptions, type CredentialsLike } from '../../headless/flows/mfa/webauthn';
import { passkeyCalls, pickedCredential } from './passkey-fakes';

const options = {
  challenge: 'AQID_w',
  rpId: 'example.com',
  allowCredentials: [{ id: 'BAU', type: 'public-key' as const }],
};
const credential = pickedCredential;

function fakeClient(calls: string[]): FlowClient {
  return passkeyCalls(calls, options) as FlowClient;
}

async function settle(): Promise<void> {
  for (let index = 0; index < 10; index += 1) {
    await Promise.resolve();
  }
}

describe('passkey sign-in', () => {
  // The MFA flow is a lazy chunk (flows/phases.ts); these tests step the store a few microtasks at a time,
  // so it is loaded first (tests/headless/lazy-flows.test.ts covers the loading itself).
  beforeAll(() => preloadIdentityFlows());

  it('an assertion signs in and counts FIDO as completed', async () => {
    const calls: string[] = [];
    let requested: CredentialRequestOptions | null = null;
    const credentials: CredentialsLike = {
      get: async (request) => {
        requested = request;
        return credential;
      },
    };
    const store = createIdentityStore({
      client: fakeClient(calls),
      credentials,
      config: { userIdToPrefill: 'pat' },
    });
    store.dispatch({ type: 'PASSKEY_REQUESTED' });
    store.dispatch({ type: 'PASSKEY_REQUESTED' });
    await settle();
    expect(calls).toEqual(['options:pat', 'verify:cred-1']);
    expect(store.getState().step).toBe('signedIn');
    expect(store.getState().mfa.completed).toEqual(['FIDO']);
    expect(store.getState().session.iamTicket?.authenticationLevel).toBe(25);
    expect(requested).not.toBeNull();
  });

  it.each([
    ['no WebAuthn in the browser', undefined, 'WEBAUTHN_UNSUPPORTED'],
    [
      'the user cancels',
      {
        get: async (): Promise<unknown> => {
          throw new DOMException('cancelled', 'NotAllowedError');
        },
      },
      'WEBAUTHN_NOT_ALLOWED',
    ],
    ['the browser returns nothing', { get: async (): Promise<unknown> => null }, 'WEBAUTHN_NOT_ALLOWED'],
  ] as const)('%s: fails with %s and verifies nothing', async (_label, credentials, code) => {
    const calls: string[] = [];
    const store = createIdentityStore({
      client: fakeClient(calls),
      ...(credentials ? { credentials } : {}),
    });
    store.dispatch({ type: 'PASSKEY_REQUESTED' });
    await settle();
    const request = store.getState().requests.webauthn;
    expect(request.status === 'STOPPED' && request.outcome === 'failure' ? request.error.code : null).toBe(
      code,
    );
    expect(calls).toEqual(['options:-']);
    expect(store.getState().step).toBe('password');
  });

  it('JSON options become binary request options', () => {
    const request = toRequestOptions(options);
    expect([...new Uint8Array(request.challenge as ArrayBuffer)]).toEqual([1, 2, 3, 255]);
    expect(request.rpId).toBe('example.com');
    expect([...new Uint8Array(request.allowCredentials?.[0]?.id as ArrayBuffer)]).toEqual([4, 5]);
  });
});
