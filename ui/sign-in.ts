/**
 * `identity-kit/ui/sign-in`: the sign-in screen alone, the same component as `SignIn` of `identity-kit/ui`.
 * For apps bundled by esbuild with code splitting: esbuild loads up front every file the entry's static
 * imports reach that any chunk uses, so importing from the whole `identity-kit/ui` entry also loads the
 * MFA, post-auth and message steps that `SignIn` fetches on demand (offerings/README.md "Bundle size").
 * Vite (Rollup) and webpack apps get the same bytes from either path.
 *
 * @packageDocumentation
 */
export { SignIn } from './screens/sign-in/SignIn';
export type { SignInProps } from './screens/sign-in/SignIn';
