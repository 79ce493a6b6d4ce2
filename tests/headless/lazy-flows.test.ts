// The MFA, post-auth, invitation and partner flows load on demand (headless/flows/phases.ts): a pending load
// is the IN_PROGRESS `loadFlows` slot, a failed one a NETWORK_ERROR a retry clears, and an aborted load
// never lands. The loader is injected so each test decides when (and whether) the chunk arrives.
import { describe, expect, it } from 'vitest';
import {
  createIdentityStore,
  preloadIdentityFlows,
  selectMfaView,
  selectSignInView,
  type FlowClient,
  type IdentityState,
  type IdentityStore,
  type IdentityStoreOptions,
} from '../../headless/flows';
import { LATE_FLOWS } from '../../headless/flows/late-flows';
import type { CredentialsLike } from '../../headless/flows/mfa/webauthn';
import { settle, storeWithGatedChunk } from '../gated-chunk';
import { passkeyCalls } from './passkey-fakes';

const meta = {
  status: 200,
  captchaRequired: false,
  requiresEvaluation: false,
  dataHeader: null,
  attempts: 1,
};

/** A client whose sign-in answers `action`, with one SMS challenge when it is CHALLENGE. */
function fakeClient(calls: string[], action: 'PASS' | 'CHALLENGE'): FlowClient {
  return {
    signIn: async (input: { username: string }) => {
      calls.push(`signIn:${input.username}`);
      return {
        ok: true,
        data: {
          action,
          challenge: action === 'CHALLENGE' ? [{ type: 'SMS_OTP' }, { type: 'FIDO' }] : [],
          iamTicket: { userId: 'u-1', authenticationLevel: '25' },
          user: { username: input.username, userId: 'u-1' },
        },
        meta,
      };
    },
    ...passkeyCalls(calls),
  } as unknown as FlowClient;
}

const credentials: CredentialsLike = {
  get: async () => ({
    id: 'cred-1',
    rawId: new Uint8Array([1]).buffer,
    type: 'public-key',
    response: {},
    toJSON: () => ({
      id: 'cred-1',
      rawId: 'AQ',
      type: 'public-key',
      response: {},
      clientExtensionResults: {},
    }),
  }),
};

function loadCode(state: IdentityState): string | null {
  const load = state.requests.loadFlows;
  return load.status === 'STOPPED' && load.outcome === 'failure' ? load.error.code : null;
}

/** State without the loadFlows slot, to compare a lazy store with one that had the flows up front. */
function withoutLoad(store: IdentityStore): Omit<IdentityState, 'requests'> & { requests: object } {
  const state = store.getState();
  const { loadFlows: _ignored, ...requests } = state.requests;
  return { ...state, requests };
}

/** An identity store whose later flows arrive when the test says (tests/gated-chunk.ts). */
function lazyStore(
  action: 'PASS' | 'CHALLENGE',
  options: Omit<IdentityStoreOptions, 'client' | 'loadFlows'> = {},
) {
  return storeWithGatedChunk(LATE_FLOWS, (loadFlows, calls) =>
    createIdentityStore({ client: fakeClient(calls, action), loadFlows, ...options }),
  );
}

/** The MFA options the passkey tests start from: a known user id, a passkey the browser gives. */
const passkeyOptions = { credentials, config: { userIdToPrefill: 'pat' } };

describe('lazily loaded flows', () => {
  it('the first request starts the load; its answer lands once loaded, like a store that had the flows up front', async () => {
    const { store, chunk, calls } = lazyStore('PASS');
    expect(store.getState().requests.loadFlows.status).toBe('idle');
    store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
    // The request went out at once, with the load beside it.
    expect(store.getState().requests.signIn.status).toBe('IN_PROGRESS');
    expect(store.getState().requests.loadFlows.status).toBe('IN_PROGRESS');
    await settle();
    expect(calls).toEqual(['signIn:pat']);
    // The answer arrived but waits for the flows that read it: still in progress for the user.
    expect(store.getState().step).toBe('password');
    expect(store.getState().requests.signIn.status).toBe('IN_PROGRESS');
    expect(selectSignInView(store.getState()).isSubmitting).toBe(true);
    expect(chunk.attempts()).toBe(1);

    await chunk.arrive(0);
    expect(store.getState().requests.loadFlows).toEqual({ status: 'STOPPED', outcome: 'success' });
    expect(store.getState().step).toBe('signedIn');

    await preloadIdentityFlows();
    const eager = createIdentityStore({ client: fakeClient([], 'PASS') });
    eager.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
    await settle();
    expect(eager.getState().requests.loadFlows.status).toBe('idle');
    expect(withoutLoad(store)).toEqual(withoutLoad(eager));
  });

  it('reads the passkey prompt count once, when the flows install, not at creation; the cap of 3 holds', async () => {
    let reads = 0;
    const readPromptCount = (): number => {
      reads += 1;
      return 3;
    };
    const { store, chunk } = lazyStore('PASS', {
      config: { enableFIDO2Registration: true },
      readPromptCount,
    });
    store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
    await settle();
    expect(reads).toBe(0);
    await chunk.arrive(0);
    expect(reads).toBe(1);
    expect(store.getState().config.webAuthnPromptsShown).toBe(3);
    // At the cap the prompt is skipped: signed in without the passkey registration step.
    expect(store.getState().step).toBe('signedIn');
    expect(store.getState().session.postAuthProcess).toBe('complete');
  });

  it('the first-screen events run without the flows: toggles and a refused submit load nothing', () => {
    const { store, chunk } = lazyStore('PASS');
    const before = store.getState();
    store.dispatch({ type: 'TAB_SELECTED', tab: 'email' });
    expect(store.getState()).toBe(before);
    store.dispatch({ type: 'REMEMBER_ME_SET', value: true });
    store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: '' });
    expect(store.getState().signIn.rememberMe).toBe(true);
    expect(store.getState().signIn.validationError).toEqual({ field: 'password', reason: 'required' });
    expect(store.getState().session).toBe(before.session);
    expect(chunk.attempts()).toBe(0);
  });

  it('events that need the flows wait for the load and replay in order; a double submit still sends once', async () => {
    const { store, chunk, calls } = lazyStore('CHALLENGE', passkeyOptions);
    store.dispatch({ type: 'PASSKEY_REQUESTED' });
    store.dispatch({ type: 'PASSKEY_REQUESTED' });
    await settle();
    // One load for both; nothing of the MFA flow ran yet.
    expect(chunk.attempts()).toBe(1);
    expect(calls).toEqual([]);
    expect(store.getState().requests.webauthn.status).toBe('idle');
    expect(store.getState().requests.loadFlows.status).toBe('IN_PROGRESS');

    await chunk.arrive(0);
    expect(calls).toEqual(['options:pat', 'verify:cred-1']);
    expect(store.getState().step).toBe('signedIn');
    expect(store.getState().mfa.completed).toEqual(['FIDO']);
  });

  it('a failed load is a typed NETWORK_ERROR on the sign-in screen; the next submit retries and the answer lands', async () => {
    const { store, chunk, calls } = lazyStore('CHALLENGE');
    store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
    await settle();
    await chunk.fail(0, new Error('Failed to fetch dynamically imported module'));
    const load = store.getState().requests.loadFlows;
    expect(load.status === 'STOPPED' && load.outcome === 'failure' ? load.error : null).toEqual({
      kind: 'network',
      code: 'NETWORK_ERROR',
      serverMessage: '',
      status: null,
      captchaRequired: false,
      requiresEvaluation: false,
    });
    const view = selectSignInView(store.getState());
    expect(view.errorCode).toBe('NETWORK_ERROR');
    expect(view.isSubmitting).toBe(false);
    expect(view.status).toBe('STOPPED');
    expect(store.getState().step).toBe('password');

    // The retry: the user submits again. The first answer is still the attempt in flight, so nothing new is
    // sent; the load starts again and the waiting answer lands.
    store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
    expect(store.getState().requests.loadFlows.status).toBe('IN_PROGRESS');
    expect(chunk.attempts()).toBe(2);
    await chunk.arrive(1);
    expect(loadCode(store.getState())).toBeNull();
    expect(calls).toEqual(['signIn:pat']);
    expect(store.getState().step).toBe('challengePicker');
    expect(selectMfaView(store.getState()).challenges).toEqual(['SMS_OTP', 'FIDO']);
  });

  it('an event of the later flows retries a failed load and replays after it', async () => {
    const { store, chunk, calls } = lazyStore('CHALLENGE', passkeyOptions);
    store.dispatch({ type: 'PASSKEY_REQUESTED' });
    await chunk.fail(0, new Error('offline'));
    expect(selectSignInView(store.getState()).errorCode).toBe('NETWORK_ERROR');
    expect(calls).toEqual([]);

    store.dispatch({ type: 'PASSKEY_REQUESTED' });
    expect(store.getState().requests.loadFlows.status).toBe('IN_PROGRESS');
    await chunk.arrive(1);
    expect(calls).toEqual(['options:pat', 'verify:cred-1']);
    expect(store.getState().step).toBe('signedIn');
  });

  it('FLOWS_REQUESTED retries a failed load by itself', async () => {
    const { store, chunk } = lazyStore('PASS');
    store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
    await settle();
    await chunk.fail(0, new Error('offline'));
    expect(loadCode(store.getState())).toBe('NETWORK_ERROR');
    expect(store.getState().step).toBe('password');

    store.dispatch({ type: 'FLOWS_REQUESTED' });
    await chunk.arrive(1);
    expect(store.getState().requests.loadFlows.status).toBe('STOPPED');
    expect(loadCode(store.getState())).toBeNull();
    expect(store.getState().step).toBe('signedIn');
  });

  it('a submit superseded while its answer waits for the flows never lands', async () => {
    const { store, chunk, calls } = lazyStore('PASS', {
      config: { identifierFirst: true, knownDevice: true },
    });
    store.dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier: 'pat', identifierType: 'username' });
    store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
    await settle();
    expect(calls).toEqual(['signIn:pat']);
    store.dispatch({ type: 'BACK_TO_IDENTIFIER' });
    await chunk.arrive(0);
    expect(store.getState().step).toBe('identifier');
    expect(store.getState().requests.signIn.status).toBe('idle');
    expect(store.getState().session.iamTicket).toBeNull();
  });

  it.each([
    ['reset', (store: IdentityStore) => store.reset()],
    ['restart', (store: IdentityStore) => store.dispatch({ type: 'RESTART_REQUESTED' })],
  ] as const)(
    'a %s while loading: the load never lands and the held-back events are dropped',
    async (_label, abort) => {
      const { store, chunk, calls } = lazyStore('CHALLENGE', passkeyOptions);
      store.dispatch({ type: 'PASSKEY_REQUESTED' });
      expect(store.getState().requests.loadFlows.status).toBe('IN_PROGRESS');
      abort(store);
      const before = store.getState();
      expect(before.requests.loadFlows.status).toBe('idle');

      await chunk.arrive(0);
      expect(store.getState()).toBe(before);
      expect(calls).toEqual([]);
    },
  );
});
