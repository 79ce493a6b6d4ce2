/**
 * `identity-kit/ui/sign-up`: the sign-up screen alone, the same component as `SignUp` of `identity-kit/ui`,
 * for apps bundled by esbuild with code splitting (see `identity-kit/ui/sign-in`).
 *
 * @packageDocumentation
 */
export { SignUp } from './screens/sign-up/SignUp';
export type { SignUpProps } from './screens/sign-up/SignUp';
