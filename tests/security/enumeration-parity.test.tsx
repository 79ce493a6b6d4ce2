// User-enumeration parity (issue 21, QUALITY.md security 10): for each flow, what the visitor sees (the hook
// state a screen renders, the analytics stream) and what the kit's client got back from the service, for an
// existing and a missing account, in both modes. strict (the default): identical. off (the spec): the spec's
// distinct answers.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdentityErrorShape } from '../../headless/core';
import type { FlowClient } from '../../headless/flows/client-port';
import { useRecovery } from '../../headless/flows/recovery/useRecovery';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { useSignUp } from '../../headless/flows/sign-up/useSignUp';
import { FIXTURE_PASSWORD } from '../../playground';
import { createFlowHarness } from '../headless/flow-harness';
import { createHarness } from '../headless/harness';

type Mode = 'off' | 'strict';
const EXISTING = 'alex@example.com';
const MISSING = 'nobody.here@example.com';
const WRONG_PASSWORD = 'Not-The-Password-1';

/** What one client call answered, reduced to its shape: the data's keys, or the failure's code and status. */
type Answer = { call: string; keys: string[] } | { call: string; code: string; status: number | null };

function isResult(
  value: unknown,
): value is { ok: true; data: unknown } | { ok: false; error: IdentityErrorShape } {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/** Wraps a client so every call's answer shape is recorded (the playground's answers as the kit got them). */
function recording<C extends object>(client: C, answers: Answer[]): C {
  // A plain copy of the client's own methods (the proxy's traps then see ordinary properties).
  return new Proxy(
    { ...client },
    {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function' || typeof key !== 'string') {
          return value;
        }
        return (...args: unknown[]) => {
          const returned: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (!(returned instanceof Promise)) {
            return returned;
          }
          return returned.then((result: unknown) => {
            if (isResult(result)) {
              answers.push(
                result.ok
                  ? {
                      call: key,
                      keys:
                        typeof result.data === 'object' && result.data !== null
                          ? Object.keys(result.data).sort()
                          : [],
                    }
                  : { call: key, code: result.error.code, status: result.error.status },
              );
            }
            return result;
          });
        };
      },
    },
  );
}

/** The spec's service for the one-form sign-in: an unknown user is USER_NOT_FOUND (404), not the playground's fold. */
const specService =
  (answers: Answer[]) =>
  (client: FlowClient): FlowClient =>
    recording(
      {
        ...client,
        signIn: async (...args: Parameters<FlowClient['signIn']>) => {
          const result = await client.signIn(...args);
          const unknown = args[0].username === MISSING;
          return result.ok || !unknown
            ? result
            : { ...result, error: { ...result.error, code: 'USER_NOT_FOUND', status: 404 } };
        },
      },
      answers,
    );

async function signInJourney(mode: Mode, identifier: string, identifierFirst: boolean) {
  const answers: Answer[] = [];
  const harness = createHarness(
    { identifierFirst, enableAccountChoices: true, userEnumeration: mode },
    { wrapClient: identifierFirst ? (client) => recording(client, answers) : specService(answers) },
  );
  const { result, unmount } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
  let shownBeforePassword: string | null = null;
  if (identifierFirst) {
    act(() => result.current.actions.submitIdentifier(identifier));
    await waitFor(() => expect(result.current.state.step).toBe('password'));
    // What the password step shows ("Signing in as ..."): the typed text, or something the user never typed.
    shownBeforePassword =
      result.current.state.identifier === identifier ? 'typed' : result.current.state.identifier;
  }
  act(() =>
    result.current.actions.signIn({
      username: result.current.state.identifier || identifier,
      password: WRONG_PASSWORD,
    }),
  );
  await waitFor(() => expect(result.current.state.errorCode).not.toBeNull());
  const { state } = result.current;
  const seen = {
    shownBeforePassword,
    step: state.step,
    errorCode: state.errorCode,
    errorField: state.errorField,
    serverMessage: state.serverMessage,
    lookups: harness.count('/lookup_usernames'),
    events: harness.events,
  };
  unmount();
  return { seen, answers };
}

async function recoveryJourney(mode: Mode, identifier: string, recover: 'password' | 'userId') {
  const h = createFlowHarness();
  const answers: Answer[] = [];
  const client = recording(h.client, answers);
  const { result, unmount } = renderHook(() =>
    useRecovery({ client, config: { userEnumeration: mode, mode: recover }, onEvent: h.onEvent }),
  );
  act(() => result.current.actions.submitIdentifier(identifier));
  await waitFor(() =>
    expect(result.current.state.step !== 'username' || result.current.state.errorCode !== null).toBe(true),
  );
  const first = { ...result.current.state };
  if (first.step === 'challenges') {
    act(() => result.current.actions.submitAnswers({ lastName: 'Nobody' }));
    await waitFor(() => expect(result.current.state.errorCode).not.toBeNull());
  }
  const seen = { first, afterAnswers: { ...result.current.state }, events: h.events };
  unmount();
  return { seen, answers };
}

async function signUpJourney(mode: Mode, email: string) {
  const h = createFlowHarness();
  const { result, unmount } = renderHook(() =>
    useSignUp({ client: h.client, config: { userEnumeration: mode }, onEvent: h.onEvent }),
  );
  act(() => result.current.actions.submit({ email, phone: '650-555-0142' }));
  await waitFor(() =>
    expect(result.current.state.step !== 'form' || result.current.state.errorCode !== null).toBe(true),
  );
  const pick = () => {
    const { step, codeSent, errorCode, fieldErrors, collisionAccounts, isSubmitting } = result.current.state;
    return { step, codeSent, errorCode, fieldErrors, collisionAccounts, isSubmitting };
  };
  const first = pick();
  if (first.step === 'phoneCode') {
    act(() => result.current.actions.submitPhoneCode('000000'));
    await waitFor(() => expect(result.current.state.errorCode).not.toBeNull());
  }
  const seen = { first, afterCode: pick(), events: h.events };
  const notices = h.playground.outbox.filter((message) => message.purpose === 'notice');
  unmount();
  return { seen, notices };
}

describe('enumeration parity: identifier-first sign-in', () => {
  it('strict (default): same password step (the typed text), no lookup, same failure and answers', async () => {
    const existing = await signInJourney('strict', EXISTING, true);
    const missing = await signInJourney('strict', MISSING, true);
    expect(existing.seen).toEqual(missing.seen);
    expect(existing.answers).toEqual(missing.answers);
    expect(existing.seen).toMatchObject({
      shownBeforePassword: 'typed',
      lookups: 0,
      errorCode: 'INVALID_CREDENTIALS',
    });
  });

  it("off: the spec's lookup shows the account's user id for an existing address only", async () => {
    const existing = await signInJourney('off', EXISTING, true);
    const missing = await signInJourney('off', MISSING, true);
    expect(existing.seen.shownBeforePassword).toBe('alex.rivera');
    expect(missing.seen.shownBeforePassword).toBe('typed');
    expect(existing.answers).not.toEqual(missing.answers);
  });
});

describe('enumeration parity: one-form sign-in (a service answering the spec: USER_NOT_FOUND)', () => {
  it('strict (default): wrong user and wrong password look the same', async () => {
    const existing = await signInJourney('strict', EXISTING, false);
    const missing = await signInJourney('strict', MISSING, false);
    expect(existing.seen).toEqual(missing.seen);
    expect(missing.seen).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', errorField: 'password' });
  });

  it("off: the spec's distinct codes", async () => {
    const existing = await signInJourney('off', EXISTING, false);
    const missing = await signInJourney('off', MISSING, false);
    expect(existing.seen.errorCode).toBe('INVALID_CREDENTIALS');
    expect(missing.seen).toMatchObject({ errorCode: 'USER_NOT_FOUND', errorField: 'identifier' });
  });
});

describe.each(['password', 'userId'] as const)('enumeration parity: recovery (%s)', (recover) => {
  it('strict (default): the same challenge step and the same wrong-answer failure', async () => {
    const existing = await recoveryJourney('strict', EXISTING, recover);
    const missing = await recoveryJourney('strict', MISSING, recover);
    expect(existing.seen).toEqual(missing.seen);
    expect(missing.seen.first.step).toBe('challenges');
    expect(missing.seen.afterAnswers.errorCode).toBe('IDP_USER_DENIED');
  });

  it("off: the spec's USER_NOT_FOUND at the first step", async () => {
    const existing = await recoveryJourney('off', EXISTING, recover);
    const missing = await recoveryJourney('off', MISSING, recover);
    expect(existing.seen.first.step).toBe('challenges');
    expect(missing.seen.first).toMatchObject({ step: 'username', errorCode: 'USER_NOT_FOUND' });
  });
});

describe('enumeration parity: sign-up', () => {
  it('strict (default): an address in use gets the same code step; its owner gets a notice', async () => {
    const existing = await signUpJourney('strict', EXISTING);
    const fresh = await signUpJourney('strict', 'new.person@example.com');
    expect(existing.seen).toEqual(fresh.seen);
    expect(existing.seen.first).toMatchObject({ step: 'phoneCode', codeSent: true, errorCode: null });
    expect(existing.seen.afterCode.errorCode).toBe('INVALID_CONFIRMATION_ID');
    expect(existing.notices.map((notice) => notice.recipient)).toEqual([EXISTING]);
    expect(fresh.notices).toEqual([]);
  });

  it("off: the spec's DUPLICATE_USER on the form", async () => {
    const existing = await signUpJourney('off', EXISTING);
    const fresh = await signUpJourney('off', 'new.person@example.com');
    expect(existing.seen.first).toMatchObject({ step: 'form', errorCode: 'DUPLICATE_USER' });
    expect(fresh.seen.first.step).toBe('phoneCode');
  });
});

it('the fixture password is not what these journeys type', () => {
  expect(WRONG_PASSWORD).not.toBe(FIXTURE_PASSWORD);
});
