/**
 * The provider's offering (issue 17 §1): `resolveConfig` runs once per provider, from a chunk loaded on
 * demand. The resolver brings zod and the business units' registry (about 19 kB gzip, measured with
 * esbuild), more than the whole first sign-in screen may weigh (25 kB, issue 5), so an app that names no
 * offering never loads it, and one that does loads it beside the first screen's code. An app that resolved
 * the configuration itself (on its server, or with `resolveConfig` from `identity-kit/offerings`) passes it
 * as `offering` and loads nothing.
 */
import type { Namespace, OfferingConfig } from '../../offerings';
import { chunkLoader } from '../flows/chunk-loader';

/** What the provider resolves an offering from (the loader setup options of seed 000 §3.1, §3.2, §2.5). */
export interface OfferingInput {
  readonly offeringId: string;
  readonly offeringEnv?: string | undefined;
  /** The data-classification zone (seed 000 §3.1): its value wins over the offering's `targetZone`. */
  readonly offeringZone?: 'ssz' | 'tax' | undefined;
  readonly namespace?: Namespace | undefined;
  readonly locale?: string | undefined;
  readonly serverConfig?: unknown;
  readonly query?: string | URLSearchParams | null | undefined;
}

const resolver = chunkLoader(() => import('../../offerings/resolve').then((m) => m.resolveConfig));

/** Starts loading the offering resolver (e.g. beside the first screen's code); never rejects. */
export function preloadOfferingResolver(): Promise<void> {
  return resolver.preload();
}

function pageQuery(): string | null {
  const search = (globalThis as { location?: { search?: unknown } }).location?.search;
  return typeof search === 'string' ? search : null;
}

/**
 * Resolves the offering with the resolver chunk; throws `OfferingConfigError` for an invalid setup (missing
 * offering id: "Valid offering id is required."). The page's address is the query unless one is given.
 */
export async function resolveOffering(input: OfferingInput): Promise<OfferingConfig> {
  const resolveConfig = await resolver.load();
  const config = resolveConfig({
    offeringId: input.offeringId,
    ...(input.offeringEnv !== undefined ? { offeringEnv: input.offeringEnv } : {}),
    ...(input.namespace !== undefined ? { namespace: input.namespace } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    query: input.query === undefined ? pageQuery() : input.query,
    serverConfig: input.serverConfig,
    today: new Date().toISOString().slice(0, 'YYYY-MM-DD'.length),
    // Ignored address overrides are setup warnings (seed 000 §8.4) for the developer console.
    onWarning: (message) => console.warn(message),
  });
  return input.offeringZone === undefined ? config : { ...config, targetZone: input.offeringZone };
}

/** A resolved locale ('fr-ca') in the catalogue's BCP 47 casing ('fr-CA'). */
export function catalogueLocale(locale: string): string {
  const [language = locale, ...rest] = locale.split('-');
  return [language, ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join('-');
}
