// The lazy route table (client.ts, route-table.ts): a call outside the first screen's rows waits for the
// chunk, a failed load is a typed network failure the next call retries, and an abort does not wait for it.
import { describe, expect, it } from 'vitest';
import { REMOTE_CALL_NAMES } from '../../headless/client/call-names';
import { createClientWith, tableSource } from '../../headless/client/client';
import { CALLS } from '../../headless/client/paths';
import { ROUTE_TABLE, type RouteTable } from '../../headless/client/route-table';
import { BASE_OPTIONS, json, recordingFetch } from './fake-fetch';

/** A table loader the test settles by hand; counts how many loads were started. */
function controlledLoader(): {
  load: () => Promise<RouteTable>;
  started: () => number;
  resolve: () => void;
  reject: () => void;
} {
  const waiting: { resolve: (table: RouteTable) => void; reject: (error: Error) => void }[] = [];
  return {
    load: () =>
      new Promise<RouteTable>((resolve, reject) => {
        waiting.push({ resolve, reject });
      }),
    started: () => waiting.length,
    resolve: () => waiting.at(-1)?.resolve(ROUTE_TABLE),
    reject: () => waiting.at(-1)?.reject(new Error('Failed to fetch dynamically imported module')),
  };
}

/** Lets pending promise callbacks run (no timers involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    await Promise.resolve();
  }
}

const USER = { userId: 'u1' };

describe('lazy route table', () => {
  it('defines every remote call of paths.ts synchronously, before any table load', () => {
    const loader = controlledLoader();
    const client = createClientWith(
      { ...BASE_OPTIONS, fetch: recordingFetch(() => json({})).fetch },
      tableSource(loader.load),
    );
    const remote = Object.entries(CALLS)
      .filter(([, spec]) => !('local' in spec))
      .map(([name]) => name);
    expect([...REMOTE_CALL_NAMES].sort()).toEqual([...remote].sort());
    for (const name of remote) {
      expect(typeof (client as unknown as Record<string, unknown>)[name]).toBe('function');
    }
    expect(loader.started()).toBe(0);
  });

  it('a call outside the first screen stays pending until the table loads, then succeeds', async () => {
    const loader = controlledLoader();
    const { fetch, calls } = recordingFetch(() => json(USER));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, tableSource(loader.load));
    let settled = false;
    const result = client.getUser({}).then((r) => {
      settled = true;
      return r;
    });
    await settle();
    expect(loader.started()).toBe(1);
    expect(settled).toBe(false);
    expect(calls).toHaveLength(0);
    loader.resolve();
    const answer = await result;
    expect(answer.ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://accounts.example.com/ius_proxy/v1/users/me');
  });

  it('concurrent first calls share one load', async () => {
    const loader = controlledLoader();
    const { fetch, calls } = recordingFetch(() => json(USER));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, tableSource(loader.load));
    const both = Promise.all([client.getUser({}), client.updateUser({ email: 'a@example.com' })]);
    await settle();
    expect(loader.started()).toBe(1);
    loader.resolve();
    const [a, b] = await both;
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(calls).toHaveLength(2);
  });

  it('the first-screen calls do not wait for the table (and start loading it for the next step)', async () => {
    const loader = controlledLoader();
    const { fetch, calls } = recordingFetch(() => json({ userExtInfo: [] }));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, tableSource(loader.load));
    const result = await client.lookupUsernames({ identifier: 'a@example.com', identifierType: 'email' });
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(loader.started()).toBe(1);
  });

  it('a failed load is the typed network error, and the next call loads again and succeeds', async () => {
    const loader = controlledLoader();
    const { fetch, calls } = recordingFetch(() => json(USER));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, tableSource(loader.load));
    const first = client.getUser({});
    await settle();
    loader.reject();
    const failed = await first;
    expect(failed).toEqual({
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

    const second = client.getUser({});
    await settle();
    expect(loader.started()).toBe(2);
    loader.resolve();
    expect((await second).ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('an abort while waiting for the table ends the call at once; the load still serves the next call', async () => {
    const loader = controlledLoader();
    const { fetch, calls } = recordingFetch(() => json(USER));
    const client = createClientWith({ ...BASE_OPTIONS, fetch }, tableSource(loader.load));
    const controller = new AbortController();
    const waiting = client.getUser({}, { signal: controller.signal });
    await settle();
    controller.abort();
    const aborted = await waiting;
    expect(aborted.ok).toBe(false);
    expect(aborted.ok ? null : aborted.error).toMatchObject({ kind: 'aborted', code: 'ABORTED' });

    loader.resolve();
    await settle();
    expect(calls).toHaveLength(0);
    expect((await client.getUser({})).ok).toBe(true);
    expect(loader.started()).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('the real chunk loads through createIdentityClient', async () => {
    const { createIdentityClient } = await import('../../headless/client');
    const { fetch, calls } = recordingFetch(() => json(USER));
    const client = createIdentityClient({ ...BASE_OPTIONS, fetch });
    expect((await client.getUser({})).ok).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
