import { createContext, useContext } from 'react';
import type { IdentityStore } from '../flows/identity-store';

/** What a provider shares with its hooks. */
export interface IdentityContextValue {
  readonly store: IdentityStore;
  /** BCP 47 locale the UI resolves catalogue text with. */
  readonly locale: string;
}

export const IdentityContext = createContext<IdentityContextValue | null>(null);

/** The nearest provider's value; throws a developer error outside a provider. */
export function useIdentityContext(): IdentityContextValue {
  const value = useContext(IdentityContext);
  if (value === null) {
    throw new Error('identity-kit: hooks must be used inside <IdentityProvider>.');
  }
  return value;
}
