// Property tests with fast-check's scheduler: whatever order replies arrive in, a reply from a superseded,
// aborted or reset attempt never lands, and repeated submits while one is pending send one request.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStore, request } from '../../headless/core';
import type { OperationKey } from '../../headless/flows/request-slots';
import { createIdentityStore, type FlowClient } from '../../headless/flows';

type Command =
  | { kind: 'go'; key: OperationKey; mode: 'exclusive' | 'supersede' }
  | { kind: 'abort'; key: OperationKey }
  | { kind: 'reset' };

const keyArb = fc.constantFrom<OperationKey>('signIn', 'evaluateAuth');
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('go' as const),
      key: keyArb,
      mode: fc.constantFrom('exclusive' as const, 'supersede' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('abort' as const), key: keyArb }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reset' as const }) },
);

describe('effect runner under any reply order (fc.scheduler)', () => {
  it('only the latest attempt of a slot lands; exclusive repeats send nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(commandArb, { minLength: 1, maxLength: 25 }),
        async (s, commands) => {
          type Ev =
            | { type: 'go'; key: OperationKey; n: number; mode: 'exclusive' | 'supersede' }
            | { type: 'stop'; key: OperationKey }
            | { type: 'done'; key: OperationKey; n: number };
          let sent = 0;
          let expectedSent = 0;
          // The model: which attempt is current per slot (undefined = none in flight).
          const current = new Map<OperationKey, number>();
          const violations: string[] = [];
          const store = createStore<{ landed: number[] }, Ev, { key: OperationKey; n: number }, OperationKey>(
            {
              initialState: () => ({ landed: [] }),
              transition: (state, event) => {
                if (event.type === 'go') {
                  return [state, [request(event.key, { key: event.key, n: event.n }, event.mode)]];
                }
                if (event.type === 'stop') {
                  return [state, [{ kind: 'abort', key: event.key }]];
                }
                if (current.get(event.key) !== event.n) {
                  violations.push(
                    `attempt ${event.n} landed but ${String(current.get(event.key))} is current`,
                  );
                }
                current.delete(event.key);
                return [{ landed: [...state.landed, event.n] }, []];
              },
              perform: (call) => {
                sent += 1;
                return s.schedule(
                  Promise.resolve<Ev>({ type: 'done', key: call.key, n: call.n }),
                  `reply ${call.key} #${call.n}`,
                );
              },
              onCrash: (key) => ({ type: 'stop', key }),
            },
          );
          let n = 0;
          const steps = commands.map((command) => ({
            label: JSON.stringify(command),
            builder: async () => {
              if (command.kind === 'go') {
                n += 1;
                if (command.mode === 'supersede' || current.get(command.key) === undefined) {
                  current.set(command.key, n);
                  expectedSent += 1;
                }
                store.dispatch({ type: 'go', key: command.key, n, mode: command.mode });
              } else if (command.kind === 'abort') {
                current.delete(command.key);
                store.dispatch({ type: 'stop', key: command.key });
              } else {
                current.clear();
                store.reset();
              }
            },
          }));
          s.scheduleSequence(steps);
          await s.waitAll();
          expect(violations).toEqual([]);
          expect(sent).toBe(expectedSent);
          expect(current.size).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('identity store: rapid sign-in submits send one request, and a reset drops the reply', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom('submit' as const, 'reset' as const), { minLength: 1, maxLength: 15 }),
        async (s, actions) => {
          const signals: AbortSignal[] = [];
          const client = {
            signIn: (input: { username: string }, options?: { signal?: AbortSignal }) => {
              const index = signals.length;
              signals.push(options?.signal ?? new AbortController().signal);
              return s.schedule(
                Promise.resolve({
                  ok: true as const,
                  data: {
                    action: 'PASS' as const,
                    challenge: [],
                    user: { username: `${input.username}#${index}` },
                  },
                  meta: {
                    status: 200,
                    captchaRequired: false,
                    requiresEvaluation: false,
                    dataHeader: null,
                    attempts: 1,
                  },
                }),
                `signIn reply #${index}`,
              );
            },
          } as unknown as FlowClient;
          const store = createIdentityStore({ client });
          const landedWhileAborted: number[] = [];
          let inFlightAtOnce = 0;
          store.subscribe(() => {
            const name = store.getState().session.user.username;
            const index = name === null ? -1 : Number(name.split('#')[1]);
            if (index >= 0 && signals[index]?.aborted === true) {
              landedWhileAborted.push(index);
            }
          });
          s.scheduleSequence(
            actions.map((action) => ({
              label: action,
              builder: async () => {
                if (action === 'submit') {
                  const before = signals.length;
                  const wasPending = store.getState().requests.signIn.status === 'IN_PROGRESS';
                  store.dispatch({ type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' });
                  if (wasPending && signals.length !== before) {
                    inFlightAtOnce += 1;
                  }
                } else {
                  store.reset();
                }
              },
            })),
          );
          await s.waitAll();
          expect(landedWhileAborted).toEqual([]);
          expect(inFlightAtOnce).toBe(0);
          // After a trailing reset nothing of the earlier attempts remains.
          if (actions.at(-1) === 'reset') {
            expect(store.getState().session.user.username).toBeNull();
          }
          const live = signals.filter((signal) => !signal.aborted).length;
          expect(live).toBeLessThanOrEqual(actions.filter((action) => action === 'submit').length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
