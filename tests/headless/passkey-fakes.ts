// Shared fakes of the passkey tests: a client answering the WebAuthn options and verify calls (each call
// recorded in `calls`), and a credential as `navigator.credentials.get` returns it.
import type { FlowClient } from '../../headless/flows';

export const okMeta = {
  status: 200,
  captchaRequired: false,
  requiresEvaluation: false,
  dataHeader: null,
  attempts: 1,
};

/** The two WebAuthn calls of a sign-in: options (`options:<username or ->`) and verify (`verify:<id>`, PASS). */
export function passkeyCalls(
  calls: string[],
  options: object = { challenge: 'AQID_w', rpId: 'example.com' },
): Pick<FlowClient, 'webauthnAuthenticationOptions' | 'webauthnAuthenticate'> {
  return {
    webauthnAuthenticationOptions: async (input: { username?: string }) => {
      calls.push(`options:${input.username ?? '-'}`);
      return { ok: true, data: options, meta: okMeta };
    },
    webauthnAuthenticate: async (input: { credential: { id: string } }) => {
      calls.push(`verify:${input.credential.id}`);
      return {
        ok: true,
        data: { action: 'PASS', challenge: [], iamTicket: { userId: 'u-1', authenticationLevel: '25' } },
        meta: okMeta,
      };
    },
  } as unknown as Pick<FlowClient, 'webauthnAuthenticationOptions' | 'webauthnAuthenticate'>;
}

/** What `navigator.credentials.get` resolves with for credential `cred-1`. */
export const pickedCredential = {
  id: 'cred-1',
  rawId: new Uint8Array([1]).buffer,
  type: 'public-key',
  response: {},
  toJSON: () => ({ id: 'cred-1', rawId: 'AQ', type: 'public-key', response: {}, clientExtensionResults: {} }),
};
