// React adapter: a provider per store and thin selector hooks.
export { IdentityProvider, type IdentityProviderProps } from './IdentityProvider';
export {
  useIdentityStore,
  useIdentityDispatch,
  useIdentityClock,
  useIdentityLocale,
} from './useIdentityStore';
export { useIdentityContext, useOptionalIdentityContext, type IdentityContextValue } from './context';
export { shallowEqual } from './shallow-equal';
export { composeHandlers, composeSubmitHandlers } from './compose-handlers';
