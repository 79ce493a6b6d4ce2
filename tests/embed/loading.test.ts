// Chunk loading (seed 000 §4.1, §9): retry delays and addresses; plugin builds only from allow-listed
// origins matched on whole labels (QUALITY.md 8); which code a widget loads.
import { describe, expect, test, vi } from 'vitest';
import {
  attemptUrl,
  codeSource,
  isAllowedCodeUrl,
  pluginUrl,
  readServerConfig,
  retryDelay,
  retrySchedule,
} from '../../embed';
import { importWithRetries } from '../../embed/runtime/retry';
import { serverConfigUrl } from '../../embed/rules/server-config';

const origins = { suffixes: ['acme.example'], scriptOrigin: 'https://accounts.acme.example' };
const chunkBase = 'https://accounts.acme.example/embed/chunks/';

describe('retries', () => {
  test('4 retries, delays growing by 250 ms up to 750 ms', () => {
    expect(retrySchedule()).toEqual([250, 500, 750, 750]);
    expect(retryDelay(9)).toBe(750);
  });

  test('each retry asks for a new address', () => {
    expect(attemptUrl('https://a.example/x.js', 0)).toBe('https://a.example/x.js');
    expect(attemptUrl('https://a.example/x.js?v=1', 3)).toBe('https://a.example/x.js?v=1&ik_retry=3');
  });

  test('importWithRetries: 5 attempts with the spec delays, then rejects with the attempt count', async () => {
    vi.useFakeTimers();
    try {
      const seen: { url: string; at: number }[] = [];
      const retries: number[] = [];
      const load = (url: string): Promise<unknown> => {
        seen.push({ url, at: Date.now() });
        return Promise.reject(new Error('503'));
      };
      const start = Date.now();
      const result = importWithRetries(
        'https://a.example/x.js',
        (m): m is object => m !== null,
        (n) => retries.push(n),
        load,
      );
      const caught = result.catch((error: Error) => error.message);
      await vi.runAllTimersAsync();
      expect(await caught).toBe('5');
      expect(retries).toEqual([1, 2, 3, 4]);
      expect(seen.map((s) => s.at - start)).toEqual([0, 250, 750, 1500, 2250]);
      expect(seen.map((s) => new URL(s.url).searchParams.get('ik_retry'))).toEqual([
        null,
        '1',
        '2',
        '3',
        '4',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('importWithRetries: a module that loads on the third attempt is returned', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const module = { mount: () => () => undefined };
      const load = (): Promise<unknown> =>
        ++calls < 3 ? Promise.reject(new Error('x')) : Promise.resolve(module);
      const result = importWithRetries(
        'https://a.example/x.js',
        (m): m is typeof module => m === module,
        undefined,
        load,
      );
      await vi.runAllTimersAsync();
      expect(await result).toBe(module);
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
  test('importWithRetries: an attempt that never answers fails after the 120 s chunk time-out, then retries', async () => {
    vi.useFakeTimers();
    try {
      const seen: number[] = [];
      const module = { mount: () => () => undefined };
      const start = Date.now();
      const load = (): Promise<unknown> => {
        seen.push(Date.now() - start);
        return seen.length === 1 ? new Promise<never>(() => undefined) : Promise.resolve(module);
      };
      const result = importWithRetries(
        'https://a.example/x.js',
        (m): m is typeof module => m === module,
        undefined,
        load,
      );
      await vi.advanceTimersByTimeAsync(119_999);
      expect(seen).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1 + 250);
      expect(await result).toBe(module);
      expect(seen).toEqual([0, 120_250]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('plugin registry', () => {
  const entry = { version: '1.2.3', entry: 'main.js', baseSourceUrl: 'https://cdn.acme.example/plugins/x' };

  test('an allow-listed https base gives {base}/{version}/{entry}', () => {
    expect(pluginUrl(entry, origins)).toBe('https://cdn.acme.example/plugins/x/1.2.3/main.js');
  });

  test.each([
    ['a host that only ends with the same letters', 'https://evilacme.example/p'],
    ['the suffix as a prefix of another domain', 'https://acme.example.evil.net/p'],
    ['plain http', 'http://cdn.acme.example/p'],
    ['user info', 'https://user@cdn.acme.example/p'],
    ['not an address', 'javascript:alert(1)'],
  ])('refuses %s', (_name, baseSourceUrl) => {
    expect(pluginUrl({ ...entry, baseSourceUrl }, origins)).toBeNull();
  });

  test('refuses path tricks in version or entry', () => {
    expect(pluginUrl({ ...entry, version: '../../evil' }, origins)).toBeNull();
    expect(pluginUrl({ ...entry, entry: 'https://evil.example/x.js' }, origins)).toBeNull();
    expect(pluginUrl({ ...entry, entry: '//evil.example/x.js' }, origins)).toBeNull();
  });

  test('the loader origin itself is allowed (its chunks), even on http loopback', () => {
    expect(
      isAllowedCodeUrl('http://127.0.0.1:4400/embed/chunks/a.js', {
        ...origins,
        scriptOrigin: 'http://127.0.0.1:4400',
      }),
    ).toBe(true);
    expect(
      isAllowedCodeUrl('http://127.0.0.1:4401/a.js', { ...origins, scriptOrigin: 'http://127.0.0.1:4400' }),
    ).toBe(false);
  });

  test('readServerConfig keeps well-formed entries and string lists only', () => {
    const config = readServerConfig({
      v4WidgetConfigNamespaces: ['sign-in', 3, ''],
      v2RevertedWidgetConfigNamespaces: 'mfa',
      pluginRegistry: { good: entry, bad: { version: 1 }, __proto__: entry },
      allowedUrlOverrides: ['iux_v4'],
    });
    expect(config.v4WidgetConfigNamespaces).toEqual(['sign-in']);
    expect(config.v2RevertedWidgetConfigNamespaces).toEqual([]);
    expect(Object.keys(config.pluginRegistry)).toEqual(['good']);
    expect(config.allowedUrlOverrides).toEqual(['iux_v4']);
    expect(readServerConfig('<html>')).toEqual(readServerConfig(null));
    expect(({} as Record<string, unknown>)['version']).toBeUndefined();
  });
});

describe('server configuration request', () => {
  test('asks the identity origin for the offering with the dynamic config identifier dynamic_config_iux=1', () => {
    const url = serverConfigUrl('https://accounts.acme.example', 'acme.payments');
    expect(url.origin + url.pathname).toBe('https://accounts.acme.example/configuration/widgets_json');
    expect([...url.searchParams]).toEqual([
      ['offering_id', 'acme.payments'],
      ['dynamic_config_iux', '1'],
    ]);
  });
});

describe('codeSource', () => {
  test('shipped v4 widgets load the kit chunk beside the loader', () => {
    expect(codeSource({ widget: 'sign-in', generation: 'v4', chunkBase, registry: {}, origins })).toEqual({
      kind: 'chunk',
      url: `${chunkBase}sign-in.js`,
    });
  });

  test('anything else needs a registry entry, most specific name first', () => {
    const registry = {
      v2: { version: '1', entry: 'v2.js', baseSourceUrl: 'https://cdn.acme.example/' },
      'v2/sign-in': { version: '1', entry: 'si.js', baseSourceUrl: 'https://cdn.acme.example/' },
      evil: { version: '1', entry: 'x.js', baseSourceUrl: 'https://evil.example/' },
    };
    expect(codeSource({ widget: 'sign-in', generation: 'v2', chunkBase, registry, origins })).toEqual({
      kind: 'plugin',
      url: 'https://cdn.acme.example/1/si.js',
    });
    expect(codeSource({ widget: 'mfa', generation: 'v2', chunkBase, registry, origins }).kind).toBe('plugin');
    expect(codeSource({ widget: 'mfa', generation: 'v3', chunkBase, registry, origins })).toEqual({
      kind: 'none',
      reason: 'noBuild',
    });
    expect(codeSource({ widget: 'evil', generation: 'v3', chunkBase, registry, origins })).toEqual({
      kind: 'none',
      reason: 'pluginRefused',
    });
    expect(
      codeSource({ widget: 'select-account', generation: 'v4', chunkBase, registry: {}, origins }).kind,
    ).toBe('none');
  });
});
