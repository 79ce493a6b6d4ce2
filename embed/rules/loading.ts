/**
 * Where a widget's code comes from and how loading it is retried (seed 000 §4.1, §9): up to 4 retries with
 * delays growing by 250 ms up to 750 ms, then onLoadFailure. Plugin builds (seed 000 §3.2) load only from an
 * allow-listed https origin, matched on whole domain labels (QUALITY.md 8).
 */
import {
  WIDGET_LOAD_RETRIES,
  WIDGET_LOAD_RETRY_BASE_MS,
  WIDGET_LOAD_RETRY_MAX_MS,
  WIDGET_LOAD_RETRY_STEP_MS,
} from '../../rules/constants';
import { isAllowedHost } from '../../rules/policy/host';
import type { WidgetGeneration } from './generation';
import type { PluginEntry } from './server-config';
import { isShippedWidget } from './widgets';

/** The delay before retry `n` (1-based): 250, 500, 750, 750 ms. */
export function retryDelay(retry: number): number {
  return Math.min(
    WIDGET_LOAD_RETRY_BASE_MS + (retry - 1) * WIDGET_LOAD_RETRY_STEP_MS,
    WIDGET_LOAD_RETRY_MAX_MS,
  );
}

/** Every delay of one load: one per retry, WIDGET_LOAD_RETRIES of them. */
export function retrySchedule(): number[] {
  return Array.from({ length: WIDGET_LOAD_RETRIES }, (_, i) => retryDelay(i + 1));
}

/**
 * The address of attempt `attempt` (0 = first). A retry adds `ik_retry=n`: browsers remember a failed module
 * fetch by its address, so importing the same address again would fail without asking the server.
 */
export function attemptUrl(url: string, attempt: number): string {
  if (attempt === 0) {
    return url;
  }
  const u = new URL(url);
  u.searchParams.set('ik_retry', String(attempt));
  return u.href;
}

/** Hosts the loader trusts for code: the provider's suffixes, matched on whole labels. */
export interface CodeOrigins {
  readonly suffixes: readonly string[];
  /** The loader's own origin (its chunks sit beside it). */
  readonly scriptOrigin: string;
}

/** Whether `url` is an https address on an allowed host, or on the loader's own origin. */
export function isAllowedCodeUrl(url: string, origins: CodeOrigins): boolean {
  if (!URL.canParse(url)) {
    return false;
  }
  const u = new URL(url);
  if (u.username !== '' || u.password !== '') {
    return false;
  }
  if (u.origin === origins.scriptOrigin) {
    return true;
  }
  return u.protocol === 'https:' && isAllowedHost(u.hostname, { suffixes: origins.suffixes }).allowed;
}

/** The plugin build's address (`{baseSourceUrl}/{version}/{entry}`), or null when not allowed. */
export function pluginUrl(entry: PluginEntry, origins: CodeOrigins): string | null {
  const safe = (part: string): boolean =>
    /^[\w.-]+(\/[\w.-]+)*$/.test(part) && !part.split('/').includes('..');
  if (!safe(entry.version) || !safe(entry.entry) || !URL.canParse(entry.baseSourceUrl)) {
    return null;
  }
  const base = entry.baseSourceUrl.endsWith('/') ? entry.baseSourceUrl : `${entry.baseSourceUrl}/`;
  // A base that is not a hierarchical address (javascript:, data:) cannot resolve a path: refused.
  const joined = `${entry.version}/${entry.entry}`;
  if (!URL.canParse(joined, base)) {
    return null;
  }
  const url = new URL(joined, base).href;
  return isAllowedCodeUrl(url, origins) ? url : null;
}

/** Where a widget's code comes from: the kit's own chunk, a plugin build, or nowhere. */
export type CodeSource =
  | { readonly kind: 'chunk'; readonly url: string }
  | { readonly kind: 'plugin'; readonly url: string }
  | { readonly kind: 'none'; readonly reason: 'noBuild' | 'pluginRefused' };

/**
 * The kit ships v4 builds of the top-level widgets (chunks beside the loader). Any other widget or
 * generation needs a plugin registry entry named `<generation>/<widget>`, `<widget>` or `<generation>`.
 */
export function codeSource(input: {
  readonly widget: string;
  readonly generation: WidgetGeneration;
  readonly chunkBase: string;
  readonly registry: Readonly<Record<string, PluginEntry>>;
  readonly origins: CodeOrigins;
}): CodeSource {
  const { widget, generation, registry } = input;
  if (generation === 'v4' && isShippedWidget(widget)) {
    return { kind: 'chunk', url: new URL(`${widget}.js`, input.chunkBase).href };
  }
  const name = [`${generation}/${widget}`, widget, generation].find((key) => Object.hasOwn(registry, key));
  const entry = name === undefined ? undefined : registry[name];
  if (entry === undefined) {
    return { kind: 'none', reason: 'noBuild' };
  }
  const url = pluginUrl(entry, input.origins);
  return url === null ? { kind: 'none', reason: 'pluginRefused' } : { kind: 'plugin', url };
}
