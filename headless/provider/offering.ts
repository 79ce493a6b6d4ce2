/**
 * The provider's offering (issue 17 §1): resolved once per provider with offerings' `resolveConfig`, and
 * turned into the flows' configurations, from a chunk loaded on demand (offering-adapter.ts). An app that
 * names no offering never loads it; one that does loads it beside the first screen's code. An app that
 * resolved the configuration itself (on its server, or with `resolveConfig`) passes it as `offering`: the
 * resolver (zod, the registry: about 19 kB gzip) is then never called, though the adapter chunk still loads.
 */
import { chunkLoader } from '../flows/chunk-loader';
import type { OfferingProps, ProviderOffering } from './offering-types';

// The types live beside (offering-types.ts) so the adapter chunk reads them without importing this module
// (no import cycle, type imports included: madge, issue 16 done-when).
export type { OfferingInput, OfferingProps, ProviderOffering } from './offering-types';

const adapter = chunkLoader(() => import('./offering-adapter'));

/** Starts loading the offering adapter and resolver (e.g. beside the first screen's code); never rejects. */
export function preloadOfferingResolver(): Promise<void> {
  return adapter.preload();
}

/**
 * The provider's offering from its props, with the adapter chunk: rejects with the `OfferingConfigError` of
 * an invalid setup (missing offering id: "Valid offering id is required.").
 */
export function loadOffering(props: OfferingProps): Promise<ProviderOffering> {
  return adapter.load().then((m) => m.provideOffering(props));
}
