import { createContext, useContext } from 'react';
import type { AnalyticsEvent } from '../core';
import type { FlowClient } from '../flows/client-port';
import type { IdentityStore } from '../flows/identity-store';

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

export const IdentityContext = createContext<IdentityContextValue | null>(null);

/** The nearest provider's value, or null outside a provider (hooks that also work without one). */
export function useOptionalIdentityContext(): IdentityContextValue | null {
  return useContext(IdentityContext);
}

/** The nearest provider's value; throws a developer error outside a provider. */
export function useIdentityContext(): IdentityContextValue {
  const value = useContext(IdentityContext);
  if (value === null) {
    throw new Error('identity-kit: hooks must be used inside <IdentityProvider>.');
  }
  return value;
}
