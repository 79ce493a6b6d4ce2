/**
 * The provider's offering (issue 17 §1): resolved once per provider with offerings' `resolveConfig`, and
 * turned into the flows' configurations, from a chunk loaded on demand (offering-adapter.ts). An app that
 * names no offering never loads it; one that does loads it beside the first screen's code. An app that
 * resolved the configuration itself (on its server, or with `resolveConfig`) passes it as `offering`: the
 * resolver (zod, the registry: about 19 kB gzip) is then never called, though the adapter chunk still loads.
 */
import type { Namespace, OfferingConfig } from '../../offerings';
import type { FlowConfig } from '../flows/config';
import type { RecoveryConfig } from '../flows/recovery/state';
import type { SignUpConfig } from '../flows/sign-up/state';
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

/** The provider's offering: the resolved configuration and what the flows and screens derive from it. */
export interface ProviderOffering {
  readonly config: OfferingConfig;
  /** The sign-in, MFA and post-auth flows' configuration (`offeringFlowConfig`). */
  readonly flow: Partial<FlowConfig>;
  /** The sign-up flow's configuration (`offeringSignUpConfig`). */
  readonly signUp: Partial<SignUpConfig>;
  /** The recovery flow's configuration (`offeringRecoveryConfig`). */
  readonly recovery: Partial<RecoveryConfig>;
  /** Content overrides (seed 001 §3) for the provider's locale, by catalogue message key. */
  readonly contentOverrides: Readonly<Record<string, string>>;
}

const adapter = chunkLoader(() => import('./offering-adapter'));

/** Starts loading the offering adapter and resolver (e.g. beside the first screen's code); never rejects. */
export function preloadOfferingResolver(): Promise<void> {
  return adapter.preload();
}

/** Resolves the named offering and derives the provider's view of it (`locale`: the catalogue's casing). */
export async function resolveOffering(input: OfferingInput): Promise<ProviderOffering> {
  const { resolveInput, adaptOffering } = await adapter.load();
  const config = resolveInput(input);
  return adaptOffering(config, catalogueLocale(config.locale));
}

/** The provider's view of an offering resolved already; synchronous once the adapter chunk is in memory. */
export function adaptResolvedOffering(
  config: OfferingConfig,
  locale: string,
): ProviderOffering | Promise<ProviderOffering> {
  const loaded = adapter.cached();
  return loaded !== null
    ? loaded.adaptOffering(config, locale)
    : adapter.load().then((m) => m.adaptOffering(config, locale));
}

/** A resolved locale ('fr-ca') in the catalogue's BCP 47 casing ('fr-CA'). */
export function catalogueLocale(locale: string): string {
  const [language = locale, ...rest] = locale.split('-');
  return [language, ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join('-');
}
