// The front-end logger (seed 000 §7.1, §9): batches of 6 entries or about 5,000 characters, a flush every
// 3 s, a 1 s request time-out, 50 % sampling in prd and prf and 100 % elsewhere, overridable. Entries keep
// only their typed fields: a secret put anywhere else never leaves (canary).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanEntry, createBatcher, isSampled, loggerUrl, samplePercent, type LogEntry } from '../../embed';
import { createLogger } from '../../embed/runtime/telemetry';

const entry = (n: number, message = ''): LogEntry => ({ level: 'info', event: `e${n}`, message, at: n });
const CANARY = 'Canary-Pw-4417!';

describe('batching', () => {
  test('a batch leaves at 6 entries', () => {
    const b = createBatcher();
    const out = [1, 2, 3, 4, 5].flatMap((n) => b.add(entry(n)));
    expect(out).toEqual([]);
    expect(b.add(entry(6))).toEqual([[1, 2, 3, 4, 5, 6].map((n) => entry(n))]);
    expect(b.flush()).toBeNull();
  });

  test('a batch leaves before it would pass about 5,000 characters', () => {
    const b = createBatcher();
    const big = (n: number): LogEntry => entry(n, 'x'.repeat(1900));
    expect(b.add(big(1))).toEqual([]);
    expect(b.add(big(2))).toEqual([]);
    const out = b.add(big(3));
    expect(out).toEqual([[big(1), big(2)]]);
    expect(out.flat().reduce((sum, e) => sum + JSON.stringify(e).length, 0)).toBeLessThanOrEqual(5000);
    expect(b.flush()).toEqual([big(3)]);
  });

  test('flush hands over what waits', () => {
    const b = createBatcher();
    b.add(entry(1));
    expect(b.size).toBe(1);
    expect(b.flush()).toEqual([entry(1)]);
    expect(b.size).toBe(0);
  });
});

describe('sampling', () => {
  test('50 % in prd and prf, 100 % elsewhere, a valid override wins', () => {
    expect(samplePercent('prd', null)).toBe(50);
    expect(samplePercent('prf', null)).toBe(50);
    expect(samplePercent('e2e', null)).toBe(100);
    expect(samplePercent('localhost', null)).toBe(100);
    expect(samplePercent(null, null)).toBe(100);
    expect(samplePercent('prd', 0)).toBe(0);
    expect(samplePercent('prd', 100)).toBe(100);
    expect(samplePercent('prd', 120)).toBe(50);
  });

  test('a page is sampled when its draw is under the percentage', () => {
    expect(isSampled(50, () => 0.49)).toBe(true);
    expect(isSampled(50, () => 0.5)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(100, () => 0.999)).toBe(true);
  });
});

describe('entries', () => {
  test('only the typed fields survive; a secret in any other field never does', () => {
    const dirty = { ...entry(1), password: CANARY, extra: { code: CANARY }, widget: 'sign-in' } as LogEntry;
    const clean = cleanEntry(dirty);
    expect(clean).toEqual({ level: 'info', event: 'e1', message: '', at: 1, widget: 'sign-in' });
    expect(JSON.stringify(clean)).not.toContain(CANARY);
  });

  test('event names and codes must be codes; text is cut short', () => {
    expect(cleanEntry({ ...entry(1), event: 'has space' })).toBeNull();
    expect(cleanEntry({ ...entry(1), code: 'x y' })?.code).toBeUndefined();
    expect(cleanEntry({ ...entry(1), message: 'm'.repeat(1000) })?.message).toHaveLength(300);
    expect(cleanEntry({ ...entry(1), level: 'debug' as 'info' })?.level).toBe('info');
  });

  test('the request carries context and logs as JSON query parameters', () => {
    const url = new URL(
      loggerUrl(
        'https://a.example/fe_logger',
        { offeringId: '1', offeringEnv: 'e2e', cell: 7, version: '1' },
        [entry(1)],
      ),
    );
    expect(JSON.parse(url.searchParams.get('context') ?? '')).toEqual({
      offeringId: '1',
      offeringEnv: 'e2e',
      cell: 7,
      version: '1',
    });
    expect(JSON.parse(url.searchParams.get('logs') ?? '')).toEqual([entry(1)]);
  });
});

describe('createLogger (timers and requests)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const context = { offeringId: '1', offeringEnv: 'e2e', cell: 1, version: '1' };

  test('flushes every 3 s while entries wait; a request is aborted after 1 s', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) {
        signals.push(init.signal);
      }
      return new Promise<Response>(() => undefined);
    });
    const logger = createLogger({
      endpoint: 'https://a.example/fe_logger',
      context,
      sampled: true,
      started: 0,
      fetch,
      now: () => 5,
    });
    logger.log({ level: 'info', event: 'one' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(JSON.parse(sent.searchParams.get('logs') ?? '')).toEqual([{ level: 'info', event: 'one', at: 5 }]);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(signals[0]?.aborted).toBe(true);
  });

  test('six entries go at once; a page that is not sampled sends nothing', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const logger = createLogger({
      endpoint: 'https://a.example/fe_logger',
      context,
      sampled: true,
      started: 0,
      fetch,
    });
    for (let i = 0; i < 6; i += 1) {
      logger.log({ level: 'info', event: `e${i}` });
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    const quiet = vi.fn(() => Promise.resolve(new Response(null)));
    const off = createLogger({
      endpoint: 'https://a.example/fe_logger',
      context,
      sampled: false,
      started: 0,
      fetch: quiet,
    });
    off.log({ level: 'error', event: 'x' });
    off.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(quiet).not.toHaveBeenCalled();
  });
});
