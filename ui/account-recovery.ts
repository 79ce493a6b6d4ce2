/**
 * `identity-kit/ui/account-recovery`: the account-recovery screen alone, the same component as
 * `AccountRecovery` of `identity-kit/ui`, for apps bundled by esbuild with code splitting (see
 * `identity-kit/ui/sign-in`).
 *
 * @packageDocumentation
 */
export { AccountRecovery } from './screens/recovery/AccountRecovery';
export type { AccountRecoveryProps } from './screens/recovery/AccountRecovery';
