/**
 * `identity-kit/headless/root`: what an app's root renders, the provider and the client factory, the same
 * values as in `identity-kit/headless`. For apps bundled by esbuild with code splitting: the whole entry's
 * static imports reach the hooks that lazily loaded screens use, and esbuild then loads those up front
 * (offerings/README.md "Bundle size"). Vite (Rollup) and webpack apps get the same bytes from either path.
 *
 * @packageDocumentation
 */
export { createIdentityClient } from './client';
export type { IdentityClient, IdentityClientOptions } from './client';
export { IdentityProvider } from './provider';
export type { IdentityProviderProps } from './provider';
