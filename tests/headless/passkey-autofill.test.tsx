// Passkey autofill (issue 5 §2, conditional mediation): a fake `credentials` container and a fake
// `PublicKeyCredential.isConditionalMediationAvailable`; the picked passkey goes through the modal path's verify.
// Issue 19: it runs only where the offering has passkeys (config.enableFIDO2Authentication) or the caller
// enables it, and starts after the first paint, not in the caller's tick.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIdentityStore, preloadIdentityFlows, type FlowClient } from '../../headless/flows';
import type { FlowConfig } from '../../headless/flows/config';
import type { CredentialsLike } from '../../headless/flows/mfa/webauthn';
import {
  conditionalMediationAvailable,
  requestPasskeyAutofill,
} from '../../headless/flows/sign-in/passkey-autofill';
import { startPasskeyAutofill } from '../../headless/flows/sign-in/passkey-autofill-slot';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { createHarness } from './harness';
import { passkeyCalls, pickedCredential } from './passkey-fakes';

const credential = pickedCredential;

function fakeClient(calls: string[]): FlowClient {
  return passkeyCalls(calls) as FlowClient;
}

/** A browser whose conditional request waits for the user: `pick()` resolves it, an abort rejects it. */
function fakeCredentials() {
  const requests: CredentialRequestOptions[] = [];
  let pick: (value: unknown) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const credentials: CredentialsLike = {
    get: (request) => {
      requests.push(request);
      return new Promise((resolve, reject) => {
        pick = resolve;
        refuse = reject;
        request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    },
  };
  return {
    credentials,
    requests,
    pick: (value: unknown) => pick(value),
    refuse: (error: unknown) => refuse(error),
  };
}

function supportConditional(available: unknown): void {
  vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable: () => available });
}

async function settle(): Promise<void> {
  for (let index = 0; index < 20; index += 1) {
    await Promise.resolve();
  }
}

function setUp(config: Partial<FlowConfig> = {}) {
  return setUpWith({ enableFIDO2Authentication: true, ...config });
}

function setUpWith(config: Partial<FlowConfig>, enabled?: boolean) {
  const calls: string[] = [];
  const client = fakeClient(calls);
  const browser = fakeCredentials();
  const store = createIdentityStore({ client, credentials: browser.credentials, config });
  const stop = startPasskeyAutofill(store, client, { credentials: browser.credentials, enabled });
  started.push(stop);
  return { calls, browser, store, stop };
}

/** Stop functions of every run a test started: a run left pending must not reach the next test's stubs. */
const started: (() => void)[] = [];

afterEach(() => {
  started.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
});

describe('passkey autofill', () => {
  beforeAll(() => preloadIdentityFlows());

  it.each([
    ['no PublicKeyCredential', () => vi.stubGlobal('PublicKeyCredential', undefined)],
    ['no isConditionalMediationAvailable', () => vi.stubGlobal('PublicKeyCredential', {})],
    ['the check resolves false', () => supportConditional(Promise.resolve(false))],
    ['the check rejects', () => supportConditional(Promise.reject(new Error('SecurityError')))],
    [
      'the check throws',
      () =>
        vi.stubGlobal('PublicKeyCredential', {
          isConditionalMediationAvailable: () => {
            throw new Error('boom');
          },
        }),
    ],
  ])('%s: no request starts, nothing throws', async (_label, arrange) => {
    arrange();
    await expect(conditionalMediationAvailable()).resolves.toBe(false);
    const calls: string[] = [];
    const browser = fakeCredentials();
    const request = requestPasskeyAutofill({
      client: fakeClient(calls),
      offeringId: '50000003',
      signal: new AbortController().signal,
      credentials: browser.credentials,
    });
    await expect(request).resolves.toBeNull();
    expect(calls).toEqual([]);
    expect(browser.requests).toEqual([]);
  });

  it.each([
    ['an offering without passkeys', {}, undefined],
    ['passkeys on but the caller turns autofill off', { enableFIDO2Authentication: true }, false],
  ])('%s: no check, no request', async (_label, config, enabled) => {
    const check = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable: check });
    const { calls, browser } = setUpWith(config, enabled);
    // A run enabled on another store, started after it, reaches the browser: the first one would have too.
    const control = setUpWith({}, true);
    await vi.waitFor(() => expect(control.browser.requests).toHaveLength(1));
    expect(check).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    expect(browser.requests).toEqual([]);
  });

  it('an offering without passkeys, enabled explicitly by the caller: the request starts', async () => {
    supportConditional(Promise.resolve(true));
    const { calls, browser } = setUpWith({}, true);
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    expect(calls).toEqual(['options:-']);
  });

  it('starts after the caller returns (first paint, idle), not in the same tick', async () => {
    const check = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable: check });
    const { browser } = setUp();
    await settle();
    // Microtasks alone do not start it: it waits for a frame / a task, then idle time.
    expect(check).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('supported: asks options without a username, then a conditional get with a signal; nothing is pending in state', async () => {
    supportConditional(Promise.resolve(true));
    const { calls, browser, store } = setUp({ userIdToPrefill: 'pat' });
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    expect(calls).toEqual(['options:-']);
    const [request] = browser.requests;
    expect(request?.mediation).toBe('conditional');
    expect(request?.signal).toBeInstanceOf(AbortSignal);
    expect(request?.publicKey?.rpId).toBe('example.com');
    // The browser waits for the user: the form is not busy meanwhile.
    expect(store.getState().requests.webauthn.status).toBe('idle');
  });

  it('a picked passkey signs in through the verify path of the modal sign-in', async () => {
    supportConditional(Promise.resolve(true));
    const { calls, browser, store } = setUp();
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    browser.pick(credential);
    await vi.waitFor(() => expect(store.getState().step).toBe('signedIn'));
    expect(calls).toEqual(['options:-', 'verify:cred-1']);
    expect(store.getState().mfa.completed).toEqual(['FIDO']);
    // Verified with the picked assertion: the browser was not asked a second (modal) time.
    expect(browser.requests).toHaveLength(1);
  });

  it.each([
    ['the stop function (unmount)', (run: ReturnType<typeof setUp>) => run.stop()],
    [
      'leaving the step',
      (run: ReturnType<typeof setUp>) =>
        run.store.dispatch({ type: 'IDENTIFIER_SUBMITTED', identifier: 'pat', identifierType: 'username' }),
    ],
    [
      'a second start (one request at a time)',
      (run: ReturnType<typeof setUp>) => {
        startPasskeyAutofill(run.store, fakeClient([]), {
          credentials: fakeCredentials().credentials,
          enabled: true,
        });
      },
    ],
  ])('%s aborts the request silently', async (_label, end) => {
    supportConditional(Promise.resolve(true));
    const run = setUp({ identifierFirst: true, knownDevice: true });
    await vi.waitFor(() => expect(run.browser.requests).toHaveLength(1));
    const before = run.store.getState().requests;
    end(run);
    expect(run.browser.requests[0]?.signal?.aborted).toBe(true);
    await settle();
    expect(run.calls).toEqual(['options:-']);
    expect(run.store.getState().requests.webauthn).toBe(before.webauthn);
    expect(run.store.getState().step).not.toBe('signedIn');
  });

  it('a refusal (NotAllowedError) leaves no error and no pending request', async () => {
    supportConditional(Promise.resolve(true));
    const { calls, browser, store } = setUp();
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    const before = store.getState();
    browser.refuse(new DOMException('no', 'NotAllowedError'));
    await settle();
    expect(calls).toEqual(['options:-']);
    expect(store.getState().requests.webauthn).toBe(before.requests.webauthn);
    expect(store.getState().requests.webauthn.status).toBe('idle');
    expect(store.getState().step).toBe(before.step);
  });

  it('stopped while the feature check is pending: no options call', async () => {
    supportConditional(Promise.resolve(true));
    const { calls, browser, stop } = setUp();
    stop();
    await settle();
    expect(calls).toEqual([]);
    expect(browser.requests).toEqual([]);
  });
});

describe('useSignIn().actions.startPasskeyAutofill', () => {
  function stubBrowser() {
    const browser = fakeCredentials();
    supportConditional(Promise.resolve(true));
    vi.stubGlobal('navigator', { ...navigator, credentials: browser.credentials });
    return browser;
  }

  it.each([
    [
      'submitting the password form',
      (actions: ReturnType<typeof useSignIn>['actions']) =>
        actions.signIn({ username: 'alex.rivera', password: 'x-password-1' }),
    ],
    [
      'starting the modal passkey sign-in',
      (actions: ReturnType<typeof useSignIn>['actions']) => actions.signInWithPasskey(),
    ],
    [
      'submitting the identifier',
      (actions: ReturnType<typeof useSignIn>['actions']) => actions.submitIdentifier('alex.rivera'),
    ],
  ])('%s aborts the autofill request', async (_label, act2) => {
    const browser = stubBrowser();
    const harness = createHarness({ enableFIDO2Authentication: true });
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    let stop: () => void = () => undefined;
    act(() => {
      stop = result.current.actions.startPasskeyAutofill();
    });
    await waitFor(() => expect(browser.requests).toHaveLength(1));
    expect(browser.requests[0]?.mediation).toBe('conditional');
    expect(harness.count('/authentication/options')).toBe(1);
    act(() => act2(result.current.actions));
    expect(browser.requests[0]?.signal?.aborted).toBe(true);
    stop();
  });

  it('unmount through the returned stop function aborts', async () => {
    const browser = stubBrowser();
    const harness = createHarness({ enableFIDO2Authentication: true });
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    const stop = result.current.actions.startPasskeyAutofill();
    await waitFor(() => expect(browser.requests).toHaveLength(1));
    stop();
    expect(browser.requests[0]?.signal?.aborted).toBe(true);
    await settle();
    expect(result.current.state.errorCode).toBeNull();
    expect(result.current.state.isSubmitting).toBe(false);
  });
});
