// The provider: one identity store per <IdentityProvider>, its context, and the hooks that read that store.
export { IdentityProvider, type IdentityProviderProps } from './IdentityProvider';
export {
  useIdentityStore,
  useIdentityDispatch,
  useIdentityClock,
  useIdentityLocale,
} from './useIdentityStore';
export { useOffering, useProviderOffering, useProviderRefresh } from './provider-context';
export {
  preloadOfferingResolver,
  loadOffering,
  type OfferingInput,
  type OfferingProps,
  type ProviderOffering,
} from './offering';
export { useIdentityContext, useOptionalIdentityContext, type IdentityContextValue } from './context';
