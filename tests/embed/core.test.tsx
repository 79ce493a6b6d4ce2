// The loader core (embed/runtime/core.ts) on a jsdom page, with fetch and the page address stubbed: the tax
// account-manager redirect (seed 000 §2), a refused plugin build (seed 000 §8.4) and the events the core
// logs through the batched front-end logger (seed 000 §8.4 "Logged events"), read back from the logger's
// requests.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { HostRules, LoadFailure, LogEntry } from '../../embed';
import { createEmbed } from '../../embed/runtime/core';

const RULES: HostRules = {
  productName: 'acme',
  allowedHostSuffixes: ['acme.example', 'acmetax.example'],
  extraHostSuffixes: [],
  pluginCdnHosts: ['plugins.acme.example'],
  taxDomain: 'acmetax.example',
};
const BOOT = {
  scriptOrigin: 'https://accounts.acme.example',
  chunkBase: 'https://accounts.acme.example/embed/chunks/',
  rules: RULES,
  started: 0,
};

interface Page {
  readonly assigned: string[];
  readonly requests: string[];
  /** The entries of every front-end logger request so far. */
  logged(): LogEntry[];
}

/** Stubs the page address and fetch; the server configuration answers `serverConfig`. */
function page(serverConfig: unknown = {}): Page {
  const assigned: string[] = [];
  const requests: string[] = [];
  vi.stubGlobal('location', {
    search: '',
    assign: (url: string) => {
      assigned.push(url);
    },
  });
  vi.stubGlobal('fetch', (input: URL | string) => {
    const url = String(input);
    requests.push(url);
    return Promise.resolve(
      url.includes('/configuration/widgets_json')
        ? new Response(JSON.stringify(serverConfig), { headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 204 }),
    );
  });
  return {
    assigned,
    requests,
    logged: () =>
      requests
        .filter((url) => new URL(url).pathname === '/fe_logger')
        .flatMap((url) => JSON.parse(new URL(url).searchParams.get('logs') ?? '[]') as LogEntry[]),
  };
}

/** Runs one setup and lets its awaits settle; then the page is hidden, which flushes the logger's batch. */
async function setup(options: Record<string, unknown>): Promise<void> {
  const embed = createEmbed(BOOT);
  embed.run('setup', [
    {
      offeringId: 'acme.payroll',
      offeringEnv: 'e2e',
      offeringZone: 'ssz',
      logSamplePercentage: 100,
      ...options,
    },
  ]);
  for (let turn = 0; turn < 20; turn += 1) {
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  window.dispatchEvent(new Event('pagehide'));
}

describe('the loader core', () => {
  beforeEach(() => {
    document.body.replaceChildren();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('redirectToTaxAccountManager sends the whole page to the password page of its environment, mounting nothing', async () => {
    const p = page();
    const mountPoint = document.createElement('div');
    mountPoint.id = 'ik-sign-in-widget';
    document.body.append(mountPoint);
    await setup({ widget: 'sign-in', redirectToTaxAccountManager: true });
    expect(p.assigned).toEqual([
      'https://ptc.accounts.acmetax.example/app/account-manager/security/password',
    ]);
    expect(p.requests.filter((url) => url.includes('/configuration/widgets_json'))).toEqual([]);
    expect(mountPoint.childElementCount).toBe(0);
  });

  test('a plugin build from an origin outside the allow-list is refused: the failure callback, the error and the log line', async () => {
    const p = page({
      pluginRegistry: { mfa: { version: '1.0.0', entry: 'mfa.js', baseSourceUrl: 'https://evil.example/' } },
    });
    const mountPoint = document.createElement('div');
    mountPoint.id = 'ik-mfa-widget';
    document.body.append(mountPoint);
    const failures: LoadFailure[] = [];
    await setup({ widget: 'mfa', onLoadFailure: (failure: LoadFailure) => failures.push(failure) });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ widget: 'mfa', reason: 'plugin' });
    expect(failures[0]?.message).toBe(
      'Failed to retrieve build of plugin mfa. Make sure it is deployed locally or on the CDN.',
    );
    expect(console.error).toHaveBeenCalledWith(failures[0]?.message);
    expect(p.requests.some((url) => url.startsWith('https://evil.example'))).toBe(false);
    expect(p.logged()).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'deferred_load_failure', widget: 'mfa' }),
    );
  });

  test('logs the v4 mount-point-missing event when the fixed element is not on the page', async () => {
    const p = page();
    await setup({ widget: 'sign-in' });
    expect(p.logged()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        event: 'v4_mount_point_missing',
        widget: 'sign-in',
        message: 'V4 setup: mount point ik-sign-in-widget is missing.',
      }),
    );
  });

  test('logs a refused setup as a setup error on the loader host, besides the console and onLoadFailure', async () => {
    const p = page();
    const failures: LoadFailure[] = [];
    await setup({
      widget: 'sign-in',
      offeringZone: 'nowhere',
      onLoadFailure: (failure: LoadFailure) => failures.push(failure),
    });
    expect(failures).toMatchObject([{ reason: 'setup' }]);
    expect(p.logged()).toContainEqual({
      level: 'error',
      event: 'setup_error',
      message: failures[0]?.message,
      at: expect.any(Number),
    });
    expect(p.requests.every((url) => !url.includes('/fe_logger') || url.startsWith(BOOT.scriptOrigin))).toBe(
      true,
    );
  });

  test('logs a setup warning for an address override that prd refuses, and the generation chosen', async () => {
    const p = page();
    vi.stubGlobal('location', { search: '?iux_v2=true', assign: () => undefined });
    const mountPoint = document.createElement('div');
    mountPoint.id = 'ik-mfa-widget';
    document.body.append(mountPoint);
    await setup({ widget: 'mfa', offeringEnv: 'prd' });
    const logged = p.logged();
    const warning = logged.find((entry) => entry.event === 'setup_warning');
    expect(warning?.message).toContain('iux_v2');
    expect(logged.map((entry) => entry.event)).toContain('generation');
  });
});
