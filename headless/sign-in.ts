/**
 * `identity-kit/headless/sign-in`: the sign-in hooks (`useSignIn`, `useMfa`, `usePostAuth`), the same values
 * as in `identity-kit/headless`, for apps bundled by esbuild with code splitting (see
 * `identity-kit/headless/root`).
 *
 * @packageDocumentation
 */
export { useSignIn } from './flows/sign-in';
export { useMfa } from './flows/mfa';
export { usePostAuth } from './flows/post-auth';
