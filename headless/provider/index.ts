// The provider: one identity store per <IdentityProvider>, its context, and the hooks that read that store.
export { IdentityProvider, type IdentityProviderProps } from './IdentityProvider';
export {
  useIdentityStore,
  useIdentityDispatch,
  useIdentityClock,
  useIdentityLocale,
} from './useIdentityStore';
export { useOffering } from './provider-context';
export { preloadOfferingResolver, resolveOffering, catalogueLocale, type OfferingInput } from './offering';
export { useIdentityContext, useOptionalIdentityContext, type IdentityContextValue } from './context';
