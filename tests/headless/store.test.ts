// The vanilla store: attempts, exclusivity, supersede, abort, reset, dispose, crash, analytics guard.
import { describe, expect, it } from 'vitest';
import { createStore, emit, request, type AnalyticsEvent, type Effect } from '../../headless/core';
import type { OperationKey } from '../../headless/flows/request-slots';

interface Call {
  readonly n: number;
}
type Event =
  | { type: 'go'; key: OperationKey; n: number; mode?: 'exclusive' | 'supersede' }
  | { type: 'stop'; key: OperationKey }
  | { type: 'done'; n: number }
  | { type: 'crashed'; key: OperationKey }
  | { type: 'say'; event: AnalyticsEvent };
interface State {
  readonly landed: readonly number[];
  readonly crashed: readonly string[];
}

interface Deferred {
  readonly call: Call;
  readonly signal: AbortSignal;
  resolve(): void;
  reject(): void;
}

function setup() {
  const pending: Deferred[] = [];
  const store = createStore<State, Event, Call, OperationKey>({
    initialState: () => ({ landed: [], crashed: [] }),
    transition: (state, event) => {
      switch (event.type) {
        case 'go':
          return [state, [request(event.key, { n: event.n }, event.mode ?? 'exclusive')]];
        case 'stop':
          return [state, [{ kind: 'abort', key: event.key } satisfies Effect<Call>]];
        case 'done':
          return [{ ...state, landed: [...state.landed, event.n] }, []];
        case 'crashed':
          return [{ ...state, crashed: [...state.crashed, event.key] }, []];
        case 'say':
          return [state, [emit(event.event)]];
        default:
          return [state, []];
      }
    },
    perform: (call, { signal }) =>
      new Promise<Event>((resolve, reject) => {
        pending.push({
          call,
          signal,
          resolve: () => resolve({ type: 'done', n: call.n }),
          reject: () => reject(new Error('boom')),
        });
      }),
    onCrash: (key) => ({ type: 'crashed', key }),
  });
  const settle = async (n: number, how: 'resolve' | 'reject' = 'resolve'): Promise<void> => {
    const entry = pending.find((deferred) => deferred.call.n === n);
    entry?.[how]();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { store, pending, settle };
}

describe('createStore', () => {
  it('an exclusive request while one is in flight sends nothing', async () => {
    const { store, pending, settle } = setup();
    store.dispatch({ type: 'go', key: 'signIn', n: 1 });
    store.dispatch({ type: 'go', key: 'signIn', n: 2 });
    expect(pending.map((entry) => entry.call.n)).toEqual([1]);
    await settle(1);
    expect(store.getState().landed).toEqual([1]);
    store.dispatch({ type: 'go', key: 'signIn', n: 3 });
    expect(pending.map((entry) => entry.call.n)).toEqual([1, 3]);
  });

  it('a superseding request aborts the older one, whose late reply never lands', async () => {
    const { store, pending, settle } = setup();
    store.dispatch({ type: 'go', key: 'evaluateAuth', n: 1, mode: 'supersede' });
    store.dispatch({ type: 'go', key: 'evaluateAuth', n: 2, mode: 'supersede' });
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(pending[1]?.signal.aborted).toBe(false);
    await settle(2);
    await settle(1);
    expect(store.getState().landed).toEqual([2]);
  });

  it('slots are independent', async () => {
    const { store, settle } = setup();
    store.dispatch({ type: 'go', key: 'signIn', n: 1 });
    store.dispatch({ type: 'go', key: 'lookupUsernames', n: 2 });
    await settle(2);
    await settle(1);
    expect(store.getState().landed).toEqual([2, 1]);
  });

  it('an abort effect cancels the attempt and drops its reply', async () => {
    const { store, pending, settle } = setup();
    store.dispatch({ type: 'go', key: 'signIn', n: 1 });
    store.dispatch({ type: 'stop', key: 'signIn' });
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(store.isInFlight('signIn')).toBe(false);
    await settle(1);
    expect(store.getState().landed).toEqual([]);
  });

  it('reset aborts in-flight work, restores the initial state and drops late replies', async () => {
    const { store, pending, settle } = setup();
    store.dispatch({ type: 'go', key: 'signIn', n: 1 });
    await settle(1);
    store.dispatch({ type: 'go', key: 'signIn', n: 2 });
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    store.reset();
    expect(notified).toBe(1);
    expect(store.getState().landed).toEqual([]);
    expect(pending[1]?.signal.aborted).toBe(true);
    await settle(2);
    expect(store.getState().landed).toEqual([]);
  });

  it('dispose aborts in-flight work, silences listeners and ignores later dispatches', async () => {
    const { store, pending, settle } = setup();
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    store.dispatch({ type: 'go', key: 'signIn', n: 1 });
    store.dispose();
    expect(store.isDisposed()).toBe(true);
    expect(pending[0]?.signal.aborted).toBe(true);
    await settle(1);
    store.dispatch({ type: 'done', n: 9 });
    expect(store.getState().landed).toEqual([]);
    expect(notified).toBe(0);
  });

  it('a rejected perform still ends the operation through onCrash', async () => {
    const { store, settle } = setup();
    store.dispatch({ type: 'go', key: 'signIn', n: 1 });
    await settle(1, 'reject');
    expect(store.getState().crashed).toEqual(['signIn']);
    expect(store.isInFlight('signIn')).toBe(false);
  });

  it('unsubscribe stops notifications; unchanged state does not notify', () => {
    const { store } = setup();
    let notified = 0;
    const off = store.subscribe(() => {
      notified += 1;
    });
    store.dispatch({ type: 'stop', key: 'signIn' });
    expect(notified).toBe(0);
    store.dispatch({ type: 'crashed', key: 'signIn' });
    expect(notified).toBe(1);
    off();
    store.dispatch({ type: 'crashed', key: 'signIn' });
    expect(notified).toBe(1);
  });

  it('analytics events reach onEvent listeners; one carrying a secret-bearing key is dropped', () => {
    const { store } = setup();
    const seen: AnalyticsEvent[] = [];
    store.onEvent((event) => seen.push(event));
    store.dispatch({ type: 'say', event: { type: 'view', view: 'sign_in' } });
    // Built outside the type system on purpose: the runtime guard is the last line of defence.
    const smuggled = { type: 'view', view: 'sign_in', password: 'hunter2' } as unknown as AnalyticsEvent;
    store.dispatch({ type: 'say', event: smuggled });
    const nested = {
      type: 'risk_level',
      riskLevel: 'low',
      extra: { code: '123456' },
    } as unknown as AnalyticsEvent;
    store.dispatch({ type: 'say', event: nested });
    expect(seen).toEqual([{ type: 'view', view: 'sign_in' }]);
  });

  it('two stores never share state (no module singleton)', () => {
    const a = setup().store;
    const b = setup().store;
    a.dispatch({ type: 'crashed', key: 'signIn' });
    expect(a.getState().crashed).toEqual(['signIn']);
    expect(b.getState().crashed).toEqual([]);
  });
});
