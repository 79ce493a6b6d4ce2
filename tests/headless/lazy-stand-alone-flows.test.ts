// Sign-up and recovery load everything after their first screen on demand (flows/two-phase.ts, the
// mechanism sign-in uses; standalone/phased-flow.ts): a pending load is the IN_PROGRESS `load` slot, a failed
// one a NETWORK_ERROR a retry clears, an aborted one never lands. The loader is injected so each test decides
// when (and whether) the chunk arrives.
import { describe, expect, it } from 'vitest';
import {
  createRecoveryStore,
  createSignUpStore,
  initialRecoveryState,
  initialSignUpState,
  preloadSignUpFlow,
  resolveRecoveryConfig,
  resolveSignUpConfig,
  selectRecoveryView,
  selectSignUpView,
  type RecoveryClient,
  type RecoveryState,
  type SignUpClient,
  type SignUpState,
} from '../../headless/flows';
import * as recoveryChunk from '../../headless/flows/recovery/late';
import * as signUpChunk from '../../headless/flows/sign-up/late';
import { SIGN_UP_FORM_EVENTS, signUpFormTransition } from '../../headless/flows/sign-up/first-screen';
import { signUpCrashed, type SignUpCall, type SignUpEvent } from '../../headless/flows/sign-up/state';
import { performRow } from '../../headless/flows/request-table';
import { SIGN_UP_FORM_REQUESTS } from '../../headless/flows/sign-up/submit';
import { createPhasedFlowStore, type LateFlow } from '../../headless/flows/standalone/phased-flow';
import { settle, storeWithGatedChunk } from '../gated-chunk';

const meta = {
  status: 200,
  captchaRequired: false,
  requiresEvaluation: false,
  dataHeader: null,
  attempts: 1,
};

/** A sign-up client: the email is allowed, sign-up succeeds, the email code is sent and confirmed. */
function signUpClient(calls: string[]): SignUpClient {
  return {
    validateEmailAddress: async (input: { address: string }) => {
      calls.push(`validateEmail:${input.address}`);
      return { ok: true, data: { validationResponse: [{ statusType: 'valid' }] }, meta };
    },
    signUp: async (input: { user?: { email: { address: string } } }) => {
      calls.push(`signUp:${input.user?.email.address ?? '-'}`);
      return { ok: true, data: { user: { userId: 'u-1' } }, meta };
    },
    sendVerificationEmailV2: async (input: { email: string }) => {
      calls.push(`sendEmail:${input.email}`);
      return { ok: true, data: { confirmationId: 'c-1', maxLength: 6 }, meta };
    },
    confirmEmailVerificationV2: async (input: { token: string }) => {
      calls.push(`confirmEmail:${input.token}`);
      return { ok: true, data: { success: true }, meta };
    },
  } as unknown as SignUpClient;
}

const signUpConfig = resolveSignUpConfig({ flow: 'password-signup' });

/**
 * Password sign-up without the email-address check, so the submit is the first request: these tests are
 * about the lazy chunk (the check itself: sign-up/machine.test.ts and the last test here).
 */
function initialForm(): SignUpState {
  const state = initialSignUpState(signUpConfig);
  return { ...state, settings: { ...state.settings, enableEmailValidation: false } };
}
const input = { email: 'new@example.com', password: 'Canary-Secret-42!' };
const submit = { type: 'SUBMITTED', input, today: '2026-11-24' } as const;

/** The email-code step with a code sent (a store that starts there, to test later events). */
function atEmailCode(): SignUpState {
  return {
    ...initialSignUpState(signUpConfig),
    step: 'emailCode',
    email: 'new@example.com',
    userId: 'u-1',
    emailConfirmationId: 'c-1',
  };
}

function loadCode(state: { load: SignUpState['load'] }): string | null {
  const { load } = state;
  return load.status === 'STOPPED' && load.outcome === 'failure' ? load.error.code : null;
}

/** A sign-up store starting at `initialState` whose later steps arrive when the test says (tests/gated-chunk.ts). */
function lazySignUp(initialState: () => SignUpState = initialForm) {
  return storeWithGatedChunk(signUpChunk, (loadFlow, calls) =>
    createSignUpStore({ client: signUpClient(calls), initialState, loadFlow }),
  );
}

describe('sign-up loads its later steps lazily', () => {
  it('with the email check on, the check goes out first with the load beside it; the sign-up once allowed', async () => {
    const { store, chunk, calls } = lazySignUp(() => initialSignUpState(signUpConfig));
    store.dispatch(submit);
    expect(store.getState().pending).toBe('validateEmail');
    expect(store.getState().load.status).toBe('IN_PROGRESS');
    await settle();
    expect(calls).toEqual(['validateEmail:new@example.com']);
    await chunk.arrive(0);
    await settle();
    expect(calls.slice(0, 2)).toEqual(['validateEmail:new@example.com', 'signUp:new@example.com']);
    expect(store.getState().step).toBe('emailCode');
  });

  it('the first submit goes out at once with the load beside it; its answer lands once loaded', async () => {
    const { store, chunk, calls } = lazySignUp();
    expect(store.getState().load.status).toBe('idle');
    store.dispatch(submit);
    expect(store.getState().pending).toBe('signUp');
    expect(store.getState().load.status).toBe('IN_PROGRESS');
    await settle();
    expect(calls).toEqual(['signUp:new@example.com']);
    // The answer arrived but waits for the machine that reads it: still submitting for the user.
    expect(store.getState().step).toBe('form');
    expect(selectSignUpView(store.getState()).isSubmitting).toBe(true);
    expect(chunk.attempts()).toBe(1);

    await chunk.arrive(0);
    expect(store.getState().load).toEqual({ status: 'STOPPED', outcome: 'success' });
    expect(store.getState().userId).toBe('u-1');
    expect(store.getState().step).toBe('emailCode');
    expect(calls).toEqual(['signUp:new@example.com', 'sendEmail:new@example.com']);
  });

  it('a refused submit loads nothing: the form is checked without the chunk', () => {
    const { store, chunk } = lazySignUp();
    store.dispatch({ ...submit, input: { email: 'not-an-email', password: '' } });
    expect(store.getState().fieldErrors.email).toBeDefined();
    expect(store.getState().pending).toBeNull();
    expect(chunk.attempts()).toBe(0);
  });

  it('events that need the chunk wait for it and replay in order; a double submit still sends once', async () => {
    const { store, chunk, calls } = lazySignUp(atEmailCode);
    store.dispatch({ type: 'EMAIL_CODE_SUBMITTED', code: '123' });
    store.dispatch({ type: 'EMAIL_CODE_SUBMITTED', code: '123456' });
    store.dispatch({ type: 'EMAIL_CODE_SUBMITTED', code: '123456' });
    await settle();
    expect(chunk.attempts()).toBe(1);
    expect(calls).toEqual([]);
    expect(store.getState().fieldErrors).toEqual({});

    await chunk.arrive(0);
    // The short code was refused first, then the full one cleared the error and went out once.
    expect(calls).toEqual(['confirmEmail:123456']);
    expect(store.getState().step).toBe('done');
    expect(store.getState().emailVerified).toBe(true);
  });

  it('a failed load is a NETWORK_ERROR on the form; the next submit retries and the waiting answer lands', async () => {
    const { store, chunk, calls } = lazySignUp();
    store.dispatch(submit);
    await settle();
    await chunk.fail(0, new Error('Failed to fetch dynamically imported module'));
    expect(loadCode(store.getState())).toBe('NETWORK_ERROR');
    const view = selectSignUpView(store.getState());
    expect(view.errorCode).toBe('NETWORK_ERROR');
    expect(view.isSubmitting).toBe(false);
    expect(view.step).toBe('form');

    // The retry: nothing new is sent (the first answer is still the attempt in flight); the load starts again.
    store.dispatch(submit);
    expect(store.getState().load.status).toBe('IN_PROGRESS');
    expect(chunk.attempts()).toBe(2);
    await chunk.arrive(1);
    expect(loadCode(store.getState())).toBeNull();
    expect(selectSignUpView(store.getState()).errorCode).toBeNull();
    expect(calls).toEqual(['signUp:new@example.com', 'sendEmail:new@example.com']);
    expect(store.getState().step).toBe('emailCode');
  });

  it('FLOWS_REQUESTED retries a failed load by itself', async () => {
    const { store, chunk } = lazySignUp(atEmailCode);
    store.dispatch({ type: 'RESEND_EMAIL_CODE' });
    await chunk.fail(0, new Error('offline'));
    expect(loadCode(store.getState())).toBe('NETWORK_ERROR');
    store.dispatch({ type: 'FLOWS_REQUESTED' });
    await chunk.arrive(1);
    expect(store.getState().load).toEqual({ status: 'STOPPED', outcome: 'success' });
    expect(store.getState().pending).toBeNull();
    expect(store.getState().emailConfirmationId).toBe('c-1');
  });

  it('a submit taken back while its answer waits for the chunk never lands', async () => {
    const { store, chunk, calls } = lazySignUp();
    store.dispatch(submit);
    await settle();
    store.dispatch({ type: 'BACK_TO_FORM' });
    expect(store.getState().pending).toBeNull();
    await chunk.arrive(0);
    expect(store.getState().step).toBe('form');
    expect(store.getState().userId).toBeNull();
    expect(calls).toEqual(['signUp:new@example.com']);
  });

  it('a reset while loading: the load never lands and the kept-back events are dropped', async () => {
    const { store, chunk, calls } = lazySignUp(atEmailCode);
    store.dispatch({ type: 'EMAIL_CODE_SUBMITTED', code: '123456' });
    expect(store.getState().load.status).toBe('IN_PROGRESS');
    store.reset();
    const before = store.getState();
    expect(before.load.status).toBe('idle');
    await chunk.arrive(0);
    expect(store.getState()).toBe(before);
    expect(calls).toEqual([]);
  });

  it('a chunk prefetched after a failed load is used at the next event; the load error clears', async () => {
    const calls: string[] = [];
    const client = signUpClient(calls);
    let cache: LateFlow<SignUpState, SignUpEvent, SignUpCall> | null = null;
    const store = createPhasedFlowStore<SignUpState, SignUpEvent, SignUpCall>({
      initialState: initialForm,
      first: signUpFormTransition,
      needsLate: (event) => !SIGN_UP_FORM_EVENTS.includes(event.type),
      performFirst: (call, context) => performRow(SIGN_UP_FORM_REQUESTS, client, call, context),
      load: () => Promise.reject(new Error('offline')),
      cached: () => cache,
      crashed: signUpCrashed,
    });
    store.dispatch(submit);
    await settle();
    expect(selectSignUpView(store.getState()).errorCode).toBe('NETWORK_ERROR');
    cache = signUpChunk.signUpLate(client);
    store.dispatch(submit);
    await settle();
    expect(loadCode(store.getState())).toBeNull();
    expect(selectSignUpView(store.getState()).errorCode).toBeNull();
    expect(store.getState().step).toBe('emailCode');
    expect(calls).toEqual(['signUp:new@example.com', 'sendEmail:new@example.com']);
  });

  it('a prefetched chunk is used at once: the answer lands without a load', async () => {
    await preloadSignUpFlow();
    const calls: string[] = [];
    const store = createSignUpStore({
      client: signUpClient(calls),
      initialState: initialForm,
    });
    store.dispatch(submit);
    expect(store.getState().load.status).toBe('idle');
    await settle();
    expect(store.getState().step).toBe('emailCode');
    expect(calls).toEqual(['signUp:new@example.com', 'sendEmail:new@example.com']);
  });
});

/** A recovery client: begin asks for the last name, the challenges answer offers an email code. */
function recoveryClient(calls: string[]): RecoveryClient {
  return {
    accountRecoveryBegin: async (input: { identifier: string }) => {
      calls.push(`begin:${input.identifier}`);
      return {
        ok: true,
        data: {
          challengeToken: [{ type: 'AR_SESSION', value: 's-1' }],
          challenges: ['LAST_NAME'],
          maskedEmail: 'p***@example.com',
        },
        meta,
      };
    },
    accountRecoveryGetChallenges: async (input: { lastName?: string }) => {
      calls.push(`challenges:${input.lastName ?? '-'}`);
      return {
        ok: true,
        data: {
          challengeToken: [{ type: 'AR_SESSION', value: 's-2' }],
          challenges: [],
          options: ['EMAIL_OTP'],
        },
        meta,
      };
    },
  } as unknown as RecoveryClient;
}

const recoveryConfig = resolveRecoveryConfig();

/** A recovery store starting at `initialState` whose later steps arrive when the test says. */
function lazyRecovery(initialState: () => RecoveryState = () => initialRecoveryState(recoveryConfig)) {
  return storeWithGatedChunk(recoveryChunk, (loadFlow, calls) =>
    createRecoveryStore({ client: recoveryClient(calls), initialState, loadFlow }),
  );
}

describe('recovery loads its later steps lazily', () => {
  it('the username submit goes out at once with the load beside it; its answer lands once loaded', async () => {
    const { store, chunk, calls } = lazyRecovery();
    store.dispatch({ type: 'CAPTCHA_EXECUTION_STARTED' });
    expect(chunk.attempts()).toBe(0);
    store.dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier: ' pat ' });
    expect(store.getState().pending).toBe('begin');
    expect(store.getState().load.status).toBe('IN_PROGRESS');
    await settle();
    expect(calls).toEqual(['begin:pat']);
    expect(store.getState().step).toBe('username');
    expect(selectRecoveryView(store.getState()).isSubmitting).toBe(true);

    await chunk.arrive(0);
    expect(store.getState().step).toBe('challenges');
    expect(store.getState().session).toBe('s-1');
    expect(store.getState().captcha.executing).toBe(true);
  });

  it('an empty username is refused without the chunk', () => {
    const { store, chunk } = lazyRecovery();
    const before = store.getState();
    store.dispatch({ type: 'CAPTCHA_EXECUTION_FINISHED' });
    expect(store.getState()).toBe(before);
    store.dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier: '  ' });
    expect(store.getState().fieldErrors).toEqual({ identifier: 'required' });
    expect(chunk.attempts()).toBe(0);
  });

  it('kept-back answers replay in order once loaded; a double submit still sends once', async () => {
    const atChallenges = (): RecoveryState => ({
      ...initialRecoveryState(recoveryConfig),
      step: 'challenges',
      session: 's-1',
      challenges: ['LAST_NAME'],
    });
    const { store, chunk, calls } = lazyRecovery(atChallenges);
    store.dispatch({ type: 'ANSWERS_SUBMITTED', answers: { lastName: 'Doe' } });
    store.dispatch({ type: 'ANSWERS_SUBMITTED', answers: { lastName: 'Doe' } });
    await settle();
    expect(calls).toEqual([]);
    expect(chunk.attempts()).toBe(1);
    await chunk.arrive(0);
    expect(calls).toEqual(['challenges:Doe']);
    expect(store.getState().step).toBe('options');
  });

  it('a failed load is a NETWORK_ERROR on the username step; the next submit retries and the answer lands', async () => {
    const { store, chunk, calls } = lazyRecovery();
    store.dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier: 'pat' });
    await settle();
    await chunk.fail(0, new Error('offline'));
    const view = selectRecoveryView(store.getState());
    expect(view.errorCode).toBe('NETWORK_ERROR');
    expect(view.isSubmitting).toBe(false);
    expect(view.step).toBe('username');

    store.dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier: 'pat' });
    expect(chunk.attempts()).toBe(2);
    await chunk.arrive(1);
    expect(calls).toEqual(['begin:pat']);
    expect(selectRecoveryView(store.getState()).errorCode).toBeNull();
    expect(store.getState().step).toBe('challenges');
  });

  it.each([
    ['reset', (store: ReturnType<typeof createRecoveryStore>) => store.reset()],
    ['dispose', (store: ReturnType<typeof createRecoveryStore>) => store.dispose()],
  ] as const)('a %s while loading: the load and the waiting answer never land', async (_label, abort) => {
    const { store, chunk } = lazyRecovery();
    store.dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier: 'pat' });
    store.dispatch({ type: 'RESTART' });
    await settle();
    abort(store);
    const before = store.getState();
    await chunk.arrive(0);
    expect(store.getState()).toBe(before);
    expect(before.step).toBe('username');
    expect(before.session).toBeNull();
  });
});
