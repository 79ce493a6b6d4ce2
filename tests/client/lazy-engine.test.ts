// The lazy call engine (client.ts, engine.ts, prefetch.ts): request planning and the transport load
// on first input or with the first call; a call that comes earlier waits for them, a failed load is the
// typed, retryable network failure, an abort does not wait, and once loaded a call sends at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientWith, tableSource, type EngineSource } from '../../headless/client/client';
import { CALL_ENGINE, type CallEngine } from '../../headless/client/engine';
import { lazyChunk } from '../../headless/client/lazy-chunk';
import { onFirstInput } from '../../headless/client/prefetch';
import { ROUTE_TABLE } from '../../headless/client/route-table';
import { BASE_OPTIONS, json, recordingFetch } from './fake-fetch';

/** An engine loader the test settles by hand; counts how many loads were started. */
function controlledEngine(): {
  source: EngineSource;
  started: () => number;
  resolve: () => void;
  reject: () => void;
} {
  const waiting: { resolve: (engine: CallEngine) => void; reject: (error: Error) => void }[] = [];
  return {
    source: lazyChunk(
      () =>
        new Promise<CallEngine>((resolve, reject) => {
          waiting.push({ resolve, reject });
        }),
    ),
    started: () => waiting.length,
    resolve: () => waiting.at(-1)?.resolve(CALL_ENGINE),
    reject: () => waiting.at(-1)?.reject(new Error('Failed to fetch dynamically imported module')),
  };
}

/** Lets pending promise callbacks run (no timers involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    await Promise.resolve();
  }
}

const LOOKUP = { identifier: 'a@example.com', identifierType: 'email' } as const;
const NO_USERS = { userExtInfo: [] };
const loadedTable = () => tableSource(() => Promise.resolve(ROUTE_TABLE));

describe('lazy call engine', () => {
  it('creates every method without loading the engine; options are still checked at once', () => {
    const engine = controlledEngine();
    const client = createClientWith(
      { ...BASE_OPTIONS, fetch: recordingFetch(() => json(NO_USERS)).fetch },
      loadedTable(),
      engine.source,
    );
    expect(typeof client.signIn).toBe('function');
    expect(engine.started()).toBe(0);
    expect(() => createClientWith({ ...BASE_OPTIONS, offeringId: '' }, loadedTable(), engine.source)).toThrow(
      'Valid offering id is required.',
    );
  });

  it('a first-screen call waits for the engine, then sends; concurrent calls share one load', async () => {
    const engine = controlledEngine();
    const { fetch, calls } = recordingFetch(() => json(NO_USERS));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, loadedTable(), engine.source);
    const both = Promise.all([client.lookupUsernames(LOOKUP), client.lookupUsernames(LOOKUP)]);
    await settle();
    expect(engine.started()).toBe(1);
    expect(calls).toHaveLength(0);
    engine.resolve();
    const [a, b] = await both;
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url).toBe('https://accounts.example.com/access_client/lookup_usernames');
  });

  it('once loaded, a call sends in the same tick (a prefetched engine adds no wait)', async () => {
    const engine = controlledEngine();
    const { fetch, calls } = recordingFetch(() => json(NO_USERS));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, loadedTable(), engine.source);
    const loading = engine.source.load();
    await settle();
    engine.resolve();
    await loading;
    const result = client.lookupUsernames(LOOKUP);
    expect(calls).toHaveLength(1);
    expect((await result).ok).toBe(true);
  });

  it('a failed load is the typed network error, sends nothing, and the next call loads again', async () => {
    const engine = controlledEngine();
    const { fetch, calls } = recordingFetch(() => json(NO_USERS));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, loadedTable(), engine.source);
    const first = client.lookupUsernames(LOOKUP);
    await settle();
    engine.reject();
    expect(await first).toEqual({
      ok: false,
      error: {
        kind: 'network',
        code: 'NETWORK_ERROR',
        serverMessage: '',
        status: null,
        captchaRequired: false,
        requiresEvaluation: false,
      },
    });
    expect(calls).toHaveLength(0);

    const second = client.lookupUsernames(LOOKUP);
    await settle();
    expect(engine.started()).toBe(2);
    engine.resolve();
    expect((await second).ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('an abort while waiting for the engine ends the call at once; the load still serves the next call', async () => {
    const engine = controlledEngine();
    const { fetch, calls } = recordingFetch(() => json(NO_USERS));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, loadedTable(), engine.source);
    const controller = new AbortController();
    const waiting = client.lookupUsernames(LOOKUP, { signal: controller.signal });
    await settle();
    controller.abort();
    const aborted = await waiting;
    expect(aborted.ok ? null : aborted.error).toMatchObject({ kind: 'aborted', code: 'ABORTED' });
    engine.resolve();
    await settle();
    expect(calls).toHaveLength(0);
    expect((await client.lookupUsernames(LOOKUP)).ok).toBe(true);
    expect(engine.started()).toBe(1);
  });

  it('a request the engine refuses is still an invalid-request failure', async () => {
    const engine = controlledEngine();
    const { fetch, calls } = recordingFetch(() => json({}));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, loadedTable(), engine.source);
    const loading = engine.source.load();
    await settle();
    engine.resolve();
    await loading;
    // A path parameter left empty is refused before sending (plan.ts).
    const result = await client.signInMigratedUser({
      username: 'a',
      password: 'secret-1',
      acquisitionId: ' ',
      namespace: 'n',
    });
    expect(result.ok ? null : result.error).toMatchObject({
      kind: 'invalid-request',
      code: 'CONFIGURATION_ERROR',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('engine prefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function fakePage(): EventTarget {
    const page = new EventTarget();
    vi.stubGlobal('document', page);
    return page;
  }

  it('runs once, on the first input, and stops listening', () => {
    const page = fakePage();
    const task = vi.fn();
    onFirstInput(task);
    expect(task).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('focusin'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('each kind of first input starts it (pointer, key, focus, input)', () => {
    for (const type of ['pointerdown', 'keydown', 'focusin', 'input']) {
      const page = fakePage();
      const task = vi.fn();
      onFirstInput(task);
      page.dispatchEvent(new Event(type));
      expect(task, type).toHaveBeenCalledTimes(1);
    }
  });

  it('never runs without input (nothing is fetched at start-up), nor after cancel', () => {
    const page = fakePage();
    const task = vi.fn();
    const cancel = onFirstInput(task);
    cancel();
    page.dispatchEvent(new Event('keydown'));
    expect(task).not.toHaveBeenCalled();
  });

  it('does nothing outside a browser (the first call loads the engine)', () => {
    const task = vi.fn();
    onFirstInput(task);
    expect(task).not.toHaveBeenCalled();
  });

  it('the real engine chunk loads through createIdentityClient for a first-screen call', async () => {
    const { createIdentityClient } = await import('../../headless/client');
    const { fetch, calls } = recordingFetch(() => json(NO_USERS));
    const client = createIdentityClient({ ...BASE_OPTIONS, fetch });
    expect((await client.lookupUsernames(LOOKUP)).ok).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
