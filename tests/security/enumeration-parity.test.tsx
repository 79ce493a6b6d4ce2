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
import {
  createPlayground,
  FIXTURE_PASSWORD,
  PLAYGROUND_DEFAULT_ORIGIN,
  PLAYGROUND_SPEC_OFFERING_ID,
  type Playground,
} from '../../playground';
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

/** The offering the client names: the playground answers it in the same mode as the kit (core/enumeration.ts). */
const offeringOf = (mode: Mode): { offeringId?: string } =>
  mode === 'off' ? { offeringId: PLAYGROUND_SPEC_OFFERING_ID } : {};

/** Method and path of every request, with the user id segment of a path made generic. */
function requestPattern(sent: readonly { method: string; path: string }[]): string[] {
  return sent.map(
    ({ method, path }) =>
      `${method} ${path.replace(/\/users\/[^/]+\/confirmations$/, '/users/{id}/confirmations')}`,
  );
}

async function recoveryJourney(mode: Mode, identifier: string, recover: 'password' | 'userId') {
  const h = createFlowHarness(offeringOf(mode));
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
  return { seen, answers, requests: requestPattern(h.sent) };
}

async function signUpJourney(mode: Mode, email: string, service: Mode = mode) {
  const h = createFlowHarness(offeringOf(service));
  const answers: Answer[] = [];
  const client = recording(h.client, answers);
  const { result, unmount } = renderHook(() =>
    useSignUp({ client, config: { userEnumeration: mode }, onEvent: h.onEvent }),
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
  return { seen, notices, answers, requests: requestPattern(h.sent) };
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

  // The spec's lookup answers differ for an existing address; the password step still shows what the user
  // typed, never the account's user id (issue 18 §3), so the screen itself names no account.
  it("off: the spec's lookup answers differ, the password step shows what was typed", async () => {
    const existing = await signInJourney('off', EXISTING, true);
    const missing = await signInJourney('off', MISSING, true);
    expect(existing.seen.shownBeforePassword).toBe('typed');
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
  it('strict (default): the same challenge step, the same wrong-answer failure, the same service answers', async () => {
    const existing = await recoveryJourney('strict', EXISTING, recover);
    const missing = await recoveryJourney('strict', MISSING, recover);
    expect(existing.seen).toEqual(missing.seen);
    // The service's answers as the client got them (begin: same keys, no masks; challenges: IDP_USER_DENIED).
    expect(existing.answers).toEqual(missing.answers);
    expect(existing.requests).toEqual(missing.requests);
    expect(missing.seen.first.step).toBe('challenges');
    expect(missing.seen.afterAnswers.errorCode).toBe('IDP_USER_DENIED');
  });

  it("off: the spec's USER_NOT_FOUND at the first step", async () => {
    const existing = await recoveryJourney('off', EXISTING, recover);
    const missing = await recoveryJourney('off', MISSING, recover);
    expect(existing.seen.first.step).toBe('challenges');
    expect(missing.seen.first).toMatchObject({ step: 'username', errorCode: 'USER_NOT_FOUND' });
    expect(missing.answers).toEqual([{ call: 'accountRecoveryBegin', code: 'USER_NOT_FOUND', status: 404 }]);
  });
});

describe('enumeration parity: sign-up', () => {
  it('strict (default): an address in use gets the same answers, requests and code step; its owner a notice', async () => {
    const existing = await signUpJourney('strict', EXISTING);
    const fresh = await signUpJourney('strict', 'new.person@example.com');
    expect(existing.seen).toEqual(fresh.seen);
    expect(existing.answers).toEqual(fresh.answers);
    expect(existing.requests).toEqual(fresh.requests);
    expect(existing.seen.first).toMatchObject({ step: 'phoneCode', codeSent: true, errorCode: null });
    // The wrong code is checked by the service for both (a look-alike account has no code that matches).
    expect(existing.answers.at(-1)).toEqual({
      call: 'confirmChannel',
      code: 'INVALID_CONFIRMATION_ID',
      status: 400,
    });
    expect(existing.notices.map((notice) => notice.recipient)).toEqual([EXISTING]);
    expect(fresh.notices).toEqual([]);
  });

  it("strict kit, spec service (409): the decoy step's wrong code goes to the service's code check too", async () => {
    const existing = await signUpJourney('strict', EXISTING, 'off');
    const fresh = await signUpJourney('strict', 'new.person@example.com', 'off');
    expect(existing.seen).toEqual(fresh.seen);
    expect(existing.seen.afterCode).toMatchObject({
      step: 'phoneCode',
      errorCode: 'INVALID_CONFIRMATION_ID',
    });
    // The code check is a request in both, after the same pending state (not a local failure).
    expect(existing.requests.at(-1)).toBe(fresh.requests.at(-1));
    expect(existing.requests.at(-1)).toBe('PUT /ius_proxy/v1/users/{id}/confirmations');
  });

  it("off: the spec's DUPLICATE_USER on the form", async () => {
    const existing = await signUpJourney('off', EXISTING);
    const fresh = await signUpJourney('off', 'new.person@example.com');
    expect(existing.seen.first).toMatchObject({ step: 'form', errorCode: 'DUPLICATE_USER' });
    expect(fresh.seen.first.step).toBe('phoneCode');
    expect(existing.answers).not.toEqual(fresh.answers);
  });
});

/** One raw service answer reduced to what an observer compares: status, the body's shape, header names. */
interface ServiceAnswer {
  status: number;
  shape: unknown;
  headers: string[];
  cookies: string[];
}

/** The body's shape: strings and numbers replaced by their type, keys sorted (ids and tokens differ by design). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(shapeOf);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  // A boolean is the answer itself (verify-auth's compliant), not an id: kept as is.
  return typeof value === 'boolean' ? value : typeof value;
}

async function serviceAnswer(
  pg: Playground,
  mode: Mode,
  path: string,
  body: Record<string, unknown>,
): Promise<ServiceAnswer> {
  const response = await pg.fetch(`${PLAYGROUND_DEFAULT_ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'ik-offering-id': mode === 'off' ? PLAYGROUND_SPEC_OFFERING_ID : '50000003',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    shape: shapeOf(text === '' ? null : (JSON.parse(text) as unknown)),
    headers: [...response.headers.keys()].filter((name) => name !== 'set-cookie').sort(),
    // Cookie names and attributes, not values.
    cookies: response.headers
      .getSetCookie()
      .map((cookie) => cookie.replace(/=[^;]*/, '=…'))
      .sort(),
  };
}

/** The same request for an existing and a missing account, each on a fresh playground (a new browser). */
async function servicePair(
  mode: Mode,
  path: string,
  body: (identifier: string) => Record<string, unknown>,
): Promise<{ existing: ServiceAnswer; missing: ServiceAnswer }> {
  const existing = await serviceAnswer(createPlayground({ seed: 'parity' }), mode, path, body(EXISTING));
  const missing = await serviceAnswer(createPlayground({ seed: 'parity' }), mode, path, body(MISSING));
  return { existing, missing };
}

const SERVICE_QUESTIONS: readonly [string, string, (identifier: string) => Record<string, unknown>][] = [
  ['recovery begin', '/ius_proxy/v1/users/account_recovery_begin', (identifier) => ({ identifier })],
  [
    'sign-up',
    '/ius_proxy/v1/users/sign_up',
    (identifier) => ({ user: { email: { address: identifier }, password: 'Fresh-Start-42' } }),
  ],
  [
    'verify-auth',
    '/access_client/v2/verify_auth',
    (identifier) => ({ flow: 'user-sign-up', policies: [`email:${identifier}`] }),
  ],
  [
    'sign-up account check',
    '/access_client/select_account',
    (identifier) => ({ flow: 'user-sign-up', email: identifier }),
  ],
];

describe.each(SERVICE_QUESTIONS)('enumeration parity: the service answers %s', (_name, path, body) => {
  it('strict (the playground default): same status, body shape, headers and cookies for both', async () => {
    const { existing, missing } = await servicePair('strict', path, body);
    expect(existing).toEqual(missing);
    expect(existing.status).toBeLessThan(300);
  });

  it("off (an offering answered as the spec): the spec's distinct answers", async () => {
    const { existing, missing } = await servicePair('off', path, body);
    expect(existing).not.toEqual(missing);
  });
});

it('the mode is the service configuration: an offering header naming a prototype key gets the default', async () => {
  const pg = createPlayground({ seed: 'parity' });
  const response = await pg.fetch(`${PLAYGROUND_DEFAULT_ORIGIN}/ius_proxy/v1/users/account_recovery_begin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ik-offering-id': 'constructor' },
    body: JSON.stringify({ identifier: MISSING }),
  });
  expect(response.status).toBe(200);
});

it('a look-alike account is never found, signed in to or sent anything', async () => {
  const pg = createPlayground({ seed: 'parity' });
  const signedUp = await serviceAnswer(pg, 'strict', '/ius_proxy/v1/users/sign_up', {
    user: { email: { address: EXISTING }, username: 'look.alike', password: 'Fresh-Start-42' },
  });
  expect(signedUp.status).toBe(201);
  pg.clearCookies();
  const signIn = await serviceAnswer(pg, 'strict', '/access_client/sign_in', {
    username: 'look.alike',
    password: 'Fresh-Start-42',
  });
  expect(signIn.status).toBe(401);
  expect(pg.users.map((user) => user.username)).not.toContain('look.alike');
  expect(pg.outbox.map((message) => [message.recipient, message.purpose])).toEqual([[EXISTING, 'notice']]);
});

it('the fixture password is not what these journeys type', () => {
  expect(WRONG_PASSWORD).not.toBe(FIXTURE_PASSWORD);
});
