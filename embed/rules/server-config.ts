/**
 * The server configuration response (seed 000 §3.2) as the loader reads it: the generation lists, the plugin
 * registry and the overrides the offering allows in prd. The response is loose (unknown fields ignored) but
 * a known field of the wrong shape is dropped, never trusted: a hostile answer cannot name a script to load
 * from outside the allow-list (plugins.ts) or throw in the loader.
 */
import { DYNAMIC_CONFIG_PARAM, DYNAMIC_CONFIG_VALUE } from '../../rules/constants';
import type { ServerLists } from './generation';

/** One plugin registry entry (seed 000 §3.2): version, entry, baseSourceUrl. */
export interface PluginEntry {
  readonly version: string;
  readonly entry: string;
  readonly baseSourceUrl: string;
}

export interface LoaderServerConfig extends ServerLists {
  readonly pluginRegistry: Readonly<Record<string, PluginEntry>>;
  /** Address overrides allowed in prd (the offering's allowedUrlOverrides). */
  readonly allowedUrlOverrides: readonly string[];
  /** The response as received (the widgets resolve the offering's namespace sections from it). */
  readonly raw?: unknown;
}

export const EMPTY_SERVER_CONFIG: LoaderServerConfig = {
  v4WidgetConfigNamespaces: [],
  v2RevertedWidgetConfigNamespaces: [],
  pluginRegistry: {},
  allowedUrlOverrides: [],
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((item): item is string => typeof item === 'string' && item !== '') : [];

const field = (o: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(o, key) ? o[key] : undefined;

/**
 * The server configuration request (seed 000 §3.2) on the identity origin: the offering, and the dynamic
 * config identifier of seed 000 §9 ("dynamic_config_iux = 1") that marks the request as the loader's.
 */
export function serverConfigUrl(origin: string, offeringId: string): URL {
  const url = new URL('/configuration/widgets_json', origin);
  url.searchParams.set('offering_id', offeringId);
  url.searchParams.set(DYNAMIC_CONFIG_PARAM, DYNAMIC_CONFIG_VALUE);
  return url;
}

/** Reads a response body (any JSON). Never throws; anything unusable gives the empty configuration. */
export function readServerConfig(body: unknown): LoaderServerConfig {
  if (!isRecord(body)) {
    return EMPTY_SERVER_CONFIG;
  }
  const registry: Record<string, PluginEntry> = Object.create(null) as Record<string, PluginEntry>;
  const raw = field(body, 'pluginRegistry') ?? field(body, 'plugin-registry');
  if (isRecord(raw)) {
    for (const name of Object.keys(raw)) {
      const item = raw[name];
      if (
        isRecord(item) &&
        typeof item['version'] === 'string' &&
        typeof item['entry'] === 'string' &&
        typeof item['baseSourceUrl'] === 'string'
      ) {
        registry[name] = {
          version: item['version'],
          entry: item['entry'],
          baseSourceUrl: item['baseSourceUrl'],
        };
      }
    }
  }
  return {
    v4WidgetConfigNamespaces: strings(field(body, 'v4WidgetConfigNamespaces')),
    v2RevertedWidgetConfigNamespaces: strings(field(body, 'v2RevertedWidgetConfigNamespaces')),
    pluginRegistry: registry,
    allowedUrlOverrides: strings(field(body, 'allowedUrlOverrides')),
  };
}
