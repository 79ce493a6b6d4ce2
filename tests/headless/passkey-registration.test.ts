// Passkey registration from the post-auth prompt (seed 000 §3.7 webAuthnRegistration, issue 22): a headless
// action like passkey sign-in. The slice (request and outcome) as pure transitions, then the row through a
// store with a fake client and a fake `navigator.credentials`.
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdentityStore, preloadIdentityFlows, type FlowClient } from '../../headless/flows';
import type { CredentialsLike } from '../../headless/flows/mfa/webauthn';
import { authOutcome, httpError, makeState, requests, run } from './helpers';
import { okMeta } from './passkey-fakes';

const PASS = {
  type: 'EVALUATE_AUTH_RESULT',
  result: { ok: true, data: authOutcome({ action: 'PASS' }) },
} as const;

describe('passkey registration in the post-auth slice', () => {
  const onPrompt = run(makeState({ enableFIDO2Registration: true, offeringId: 'o-1' }), PASS).state;

  it('"Create a passkey" starts one registration in its slot while the prompt shows', () => {
    expect(onPrompt.session.postAuthProcess).toBe('webAuthnRegistration');
    const first = run(onPrompt, { type: 'PASSKEY_REGISTRATION_REQUESTED' });
    expect(requests(first.effects)).toEqual([['registerPasskey', 'registerPasskey']]);
    expect(first.state.requests.registerPasskey.status).toBe('IN_PROGRESS');
    // A second click while the browser prompt is open starts nothing more.
    expect(requests(run(first.state, { type: 'PASSKEY_REGISTRATION_REQUESTED' }).effects)).toEqual([]);
  });

  it('a registered passkey finishes the prompt and the sequence moves on', () => {
    const { state } = run(
      onPrompt,
      { type: 'PASSKEY_REGISTRATION_REQUESTED' },
      { type: 'PASSKEY_REGISTRATION_RESULT', result: { ok: true, data: null } },
    );
    expect(state.session.postAuthProcess).toBe('complete');
    expect(state.step).toBe('signedIn');
    expect(state.postAuth.done).toContain('webAuthnRegistration');
  });

  it('a refusal stays on the prompt with its code (try again or "Not now")', () => {
    const { state } = run(
      onPrompt,
      { type: 'PASSKEY_REGISTRATION_REQUESTED' },
      {
        type: 'PASSKEY_REGISTRATION_RESULT',
        result: { ok: false, error: httpError('WEBAUTHN_NOT_ALLOWED') },
      },
    );
    expect(state.session.postAuthProcess).toBe('webAuthnRegistration');
    const request = state.requests.registerPasskey;
    expect(request.status === 'STOPPED' && request.outcome === 'failure' ? request.error.code : null).toBe(
      'WEBAUTHN_NOT_ALLOWED',
    );
    expect(run(state, { type: 'POST_AUTH_STEP_DONE', step: 'webAuthnRegistration' }).state.step).toBe(
      'signedIn',
    );
  });

  it('outside the prompt nothing is registered', () => {
    expect(requests(run(makeState(), { type: 'PASSKEY_REGISTRATION_REQUESTED' }).effects)).toEqual([]);
  });
});

/** The creation options the service sends (WebAuthn Level 3 JSON, base64url). */
const creationOptions = {
  rp: { id: 'example.com', name: 'Example' },
  user: { id: 'dXNlci0x', name: 'pat', displayName: 'Pat' },
  challenge: 'AQID_w',
  pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }],
  excludeCredentials: [{ id: 'BAU', type: 'public-key' as const }],
};

const newCredential = {
  id: 'new-1',
  rawId: new Uint8Array([9]).buffer,
  type: 'public-key',
  response: {},
  toJSON: () => ({ id: 'new-1', rawId: 'CQ', type: 'public-key', response: {}, clientExtensionResults: {} }),
};

function registrationClient(calls: string[], verified = true): FlowClient {
  return {
    webauthnRegistrationOptions: async (input: { offeringId?: string; authenticatorAttachment?: string }) => {
      calls.push(`options:${input.offeringId ?? '-'}:${input.authenticatorAttachment ?? '-'}`);
      return { ok: true, data: creationOptions, meta: okMeta };
    },
    webauthnRegister: async (input: { credential: { id: string } }) => {
      calls.push(`verify:${input.credential.id}`);
      return { ok: true, data: { verified }, meta: okMeta };
    },
  } as unknown as FlowClient;
}

async function settle(): Promise<void> {
  for (let index = 0; index < 20; index += 1) {
    await Promise.resolve();
  }
}

function storeOnPrompt(client: FlowClient, credentials?: CredentialsLike) {
  const store = createIdentityStore({
    client,
    ...(credentials !== undefined ? { credentials } : {}),
    config: { enableFIDO2Registration: true, offeringId: 'o-1' },
  });
  store.dispatch(PASS);
  expect(store.getState().session.postAuthProcess).toBe('webAuthnRegistration');
  return store;
}

function failureCode(state: ReturnType<ReturnType<typeof storeOnPrompt>['getState']>): string | null {
  const request = state.requests.registerPasskey;
  return request.status === 'STOPPED' && request.outcome === 'failure' ? request.error.code : null;
}

describe('passkey registration through the store (options, create, verify)', () => {
  beforeAll(() => preloadIdentityFlows());

  it('creates a platform passkey from the service options and signs in once verified', async () => {
    const calls: string[] = [];
    let asked: CredentialCreationOptions | null = null;
    const credentials: CredentialsLike = {
      get: async () => null,
      create: async (options) => {
        asked = options;
        calls.push('create');
        return newCredential;
      },
    };
    const store = storeOnPrompt(registrationClient(calls), credentials);
    store.dispatch({ type: 'PASSKEY_REGISTRATION_REQUESTED' });
    await settle();
    expect(calls).toEqual(['options:o-1:platform', 'create', 'verify:new-1']);
    expect(store.getState().step).toBe('signedIn');
    const publicKey = (asked as CredentialCreationOptions | null)?.publicKey;
    // The JSON options reach the browser as bytes: challenge 01 02 03 ff, user id "user-1".
    expect([...new Uint8Array(publicKey?.challenge as ArrayBuffer)]).toEqual([1, 2, 3, 255]);
    expect(new TextDecoder().decode(publicKey?.user.id as ArrayBuffer)).toBe('user-1');
    expect(publicKey?.excludeCredentials?.map((c) => [...new Uint8Array(c.id as ArrayBuffer)])).toEqual([
      [4, 5],
    ]);
  });

  it.each([
    ['no WebAuthn in the browser', undefined, true, 'WEBAUTHN_UNSUPPORTED', ['options:o-1:platform']],
    [
      'the user cancels the browser prompt',
      {
        get: async (): Promise<unknown> => null,
        create: async (): Promise<unknown> => {
          throw new DOMException('cancelled', 'NotAllowedError');
        },
      },
      true,
      'WEBAUTHN_NOT_ALLOWED',
      ['options:o-1:platform'],
    ],
    [
      'the service does not verify the credential',
      { get: async (): Promise<unknown> => null, create: async (): Promise<unknown> => newCredential },
      false,
      'WEBAUTHN_NOT_ALLOWED',
      ['options:o-1:platform', 'verify:new-1'],
    ],
  ] as const)(
    '%s: stays on the prompt with its code',
    async (_label, credentials, verified, code, expected) => {
      const calls: string[] = [];
      const store = storeOnPrompt(registrationClient(calls, verified), credentials);
      store.dispatch({ type: 'PASSKEY_REGISTRATION_REQUESTED' });
      await settle();
      expect(calls).toEqual(expected);
      expect(failureCode(store.getState())).toBe(code);
      expect(store.getState().session.postAuthProcess).toBe('webAuthnRegistration');
    },
  );
});
