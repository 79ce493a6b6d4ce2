/**
 * What `<IdentityProvider>` shares with the hooks below it, without the identity store's code. The store (the
 * sign-in machine's first screen, its calls, session bookkeeping) is created at its first use, by the hooks
 * that read it (useIdentityStore and the flows' hooks built on it), which bring `createIdentityStore` with
 * them: a page whose screens never read it (sign-up, recovery: they run their own stores) does not load it
 * (issue 6: the SignUp screen entry, provider included, within 25 kB).
 */
import { createContext, useContext } from 'react';
import type { OfferingConfig } from '../../offerings';
import type { ProviderOffering } from './offering';
import type { AnalyticsEvent } from '../core';
import type { FlowClient } from '../flows/client-port';
import type { FlowConfig } from '../flows/config';
import type { IdentityStore } from '../flows/identity-store';
import type { IdentityState } from '../flows/state';

/** The provider's props its store is made from (read when the store is created). */
export interface ProviderStoreOptions {
  readonly client: FlowClient;
  readonly config?: Partial<FlowConfig> | undefined;
  readonly now?: (() => number) | undefined;
  readonly writeCookie?: ((cookie: string) => void) | false | undefined;
}

/**
 * The provider's store, made on demand (one per provider instance). The store's first use subscribes the
 * provider to it (`made`), and its first read emits the flow's first view once the render is done
 * (IdentityProvider.tsx: no effect on the first step).
 */
export interface IdentityStoreSlot {
  /**
   * The store, created with `create` at the first call; later calls return the same store. `create` calls
   * `made` with the store it makes when the store is first used (it may defer making it: context.ts).
   */
  get(
    create: (options: ProviderStoreOptions, made: (store: IdentityStore) => void) => IdentityStore,
  ): IdentityStore;
}

/** What a provider shares with its hooks. */
export interface IdentityContextValue {
  readonly store: IdentityStore;
  /** BCP 47 locale the UI resolves catalogue text with. */
  readonly locale: string;
  /**
   * The provider's identity client (the `client` prop as given: usually the whole `IdentityClient`), for
   * hooks that call it outside the flows (the field hooks' availability and country-code calls).
   */
  readonly client?: FlowClient;
  /**
   * Emits an analytics event to the provider's `onEvent` through the store (the same secret check as the
   * flows' events). Field hooks use it when their own `onEvent` option is omitted.
   */
  readonly emit?: (event: AnalyticsEvent) => void;
}

/**
 * The raw value of the provider's context (the public shape, with `store`, is `IdentityContextValue`). A new
 * value on each refresh and locale change, so every reader renders again.
 */
export interface ProviderValue {
  readonly slot: IdentityStoreSlot;
  readonly locale: string;
  readonly client: FlowClient;
  /** The resolved offering and what derives from it (issue 17 §1), or null when the provider names none. */
  readonly offering: ProviderOffering | null;
  /** Analytics to the provider's `onEvent`, with the store's secret check (field hooks use it). */
  readonly emit: (event: AnalyticsEvent) => void;
  /**
   * Re-renders every component that reads this context (it gets a new value). For module-level loads a
   * render waits for (a locale's tables, the error wording): the loader calls it when done, instead of each
   * reader subscribing in an effect (issue 19: no passive effect on the first step). Stable per provider.
   */
  readonly refresh: () => void;
  /**
   * The public shape of this value, made at its first read (context.ts) and kept with it: one object per
   * provider value, so apps may list it in effect or memo dependencies.
   */
  identity?: IdentityContextValue | undefined;
}

export const IdentityContext = createContext<ProviderValue | null>(null);

/**
 * The provider's store state as of its last change, or null before the first change (then the store's
 * state is its initial one). The provider renders it, so every `useIdentityStore` reads one consistent
 * snapshot per render without a subscription of its own (useIdentityStore.ts).
 */
export const IdentityStateContext = createContext<IdentityState | null>(null);

export const OUTSIDE_PROVIDER = 'identity-kit: hooks must be used inside <IdentityProvider>.';

/**
 * The provider's `refresh` (see `ProviderValue`), or a no-op outside a provider: module-level loaders call
 * it once their load lands, so the components that rendered without it render again.
 */
export function useProviderRefresh(): () => void {
  return useContext(IdentityContext)?.refresh ?? noRefresh;
}

const noRefresh = (): void => undefined;

/** The provider's locale (no store needed). Throws a developer error outside a provider. */
export function useIdentityLocale(): string {
  const value = useContext(IdentityContext);
  if (value === null) {
    throw new Error(OUTSIDE_PROVIDER);
  }
  return value.locale;
}

/**
 * The provider's resolved offering configuration (seed 000 §3.6, seed 001 §3), or null when it names none or
 * outside a provider. Screens read their presentational settings (theme, logos, links, texts) from it; the
 * flows receive theirs through their configuration.
 */
export function useOffering(): OfferingConfig | null {
  return useContext(IdentityContext)?.offering?.config ?? null;
}

/**
 * The provider's offering with what the kit derives from it once (the stand-alone flows' configurations,
 * the content overrides for its locale), or null. For screens; apps read `useOffering()`.
 */
export function useProviderOffering(): ProviderOffering | null {
  return useContext(IdentityContext)?.offering ?? null;
}
