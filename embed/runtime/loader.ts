/**
 * The script-tag loader (`dist/embed/loader.js`, one classic script, ≤ 4 kB gzip; issue 17 §2). It finds and
 * checks its own host (seed 001 §1), swaps the stub for the real `identityKit` (seed 000 §4.1), fetches the
 * core chunk with the spec's retries (4, after 250/500/750/750 ms) and replays the stub's queue into it in
 * call order; later calls go straight through. If the core cannot load, every queued setup's onLoadFailure
 * is called and the failure is logged.
 */
import { DEFAULT_BRAND } from '../../offerings/brand';
import { checkScriptOrigin, detectScriptOrigin, type HostRules } from '../rules/host';
import { message } from '../rules/messages';
import { GLOBAL_NAME, readQueue, type QueuedCall } from '../rules/queue';
import type { Embed, Boot } from './core';
import { importWithRetries } from './retry';

/** The provider's host rules, compiled in: a host page cannot widen them. */
const RULES: HostRules = {
  productName: DEFAULT_BRAND.productName,
  allowedHostSuffixes: DEFAULT_BRAND.allowedHostSuffixes,
  extraHostSuffixes: DEFAULT_BRAND.extraHostSuffixes,
  pluginCdnHosts: DEFAULT_BRAND.allowedHostSuffixes.map((suffix) => `plugins.${suffix}`),
  taxDomain: DEFAULT_BRAND.taxDomain,
};

type Api = ((command: unknown, ...args: unknown[]) => void) & { q?: unknown; loaded?: boolean };

const w = window as unknown as Record<string, Api | undefined>;
const existing = w[GLOBAL_NAME];
const started = Date.now();

/** Calls the onLoadFailure of every setup in `calls` (the core never arrived). */
function failAll(calls: readonly QueuedCall[], line: string): void {
  for (const call of calls) {
    const options = call.args[0];
    const callback =
      call.command === 'setup' && typeof options === 'object' && options !== null
        ? (options as { onLoadFailure?: unknown }).onLoadFailure
        : undefined;
    if (typeof callback === 'function') {
      try {
        callback({
          widget: String((options as { widget?: unknown }).widget),
          generation: '',
          reason: 'chunk',
          message: line,
        });
      } catch {
        // A failing callback must not stop the others.
      }
    }
  }
}

if (existing?.loaded === true) {
  // Seed 000 §8.4: the script is on the page twice; the first copy keeps running.
  console.warn(message('legacyScriptConflict'));
} else {
  const current = document.currentScript;
  const srcs =
    current instanceof HTMLScriptElement && current.src !== ''
      ? [current.src]
      : Array.from(document.scripts, (s) => s.src);
  const scriptOrigin = detectScriptOrigin(srcs, RULES);
  const host = checkScriptOrigin(scriptOrigin, RULES);
  const pending: QueuedCall[] = readQueue(existing?.q).calls;
  let embed: Embed | null = null;
  // Set when nothing can load (untrusted host, core missing): later setups hear it at once.
  let failed: string | null = null;
  const api: Api = (command, ...args) => {
    if (command !== 'setup' && command !== 'unmount') {
      console.error(message('setupError', { detail: `unknown command ${String(command).slice(0, 32)}.` }));
    } else if (embed !== null) {
      embed.run(command, args);
    } else if (failed !== null) {
      failAll([{ command, args }], failed);
    } else {
      pending.push({ command, args });
    }
  };
  api.loaded = true;
  w[GLOBAL_NAME] = api;
  if (!host.ok) {
    console.error(host.error);
    failed = host.error;
    failAll(pending, failed);
  } else {
    const loaderSrc = srcs.filter((src) => src.startsWith(host.origin)).pop() ?? host.origin;
    const chunkBase = new URL('chunks/', loaderSrc).href;
    const boot: Boot = { scriptOrigin: host.origin, chunkBase, rules: RULES, started };
    importWithRetries(
      new URL('core.js', chunkBase).href,
      (m): m is { createEmbed(boot: Boot): Embed } =>
        typeof (m as { createEmbed?: unknown }).createEmbed === 'function',
    ).then(
      (core) => {
        embed = core.createEmbed(boot);
        Object.assign(api, embed.legacy);
        pending.forEach((call) => embed?.run(call.command, call.args));
      },
      (error: unknown) => {
        const line = message('widgetLoadFailed', {
          widget: 'core',
          attempts: String((error as Error).message),
        });
        console.error(line);
        // The logger lives in the core: one unbatched line straight to the endpoint instead.
        const url = new URL('/fe_logger', host.origin);
        url.searchParams.set('context', '{}');
        url.searchParams.set(
          'logs',
          JSON.stringify([{ level: 'error', event: 'deferred_load_failure', message: line }]),
        );
        fetch(url, { credentials: 'include', keepalive: true }).catch(() => undefined);
        failed = line;
        failAll(pending, line);
      },
    );
  }
}
