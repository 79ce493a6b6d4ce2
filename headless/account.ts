/**
 * `identity-kit/headless/account`: account management for signed-in users (issue 20; seed 000 §2.1 v3
 * account widgets, seed 001 §2 account-manager list). One hook per section, each with its own store and
 * request table, plus the step-up that re-authenticates through the sign-in flow's MFA screens before a
 * sensitive edit. Use them inside the same `IdentityProvider` as the sign-in hooks (`identity-kit/headless`).
 *
 * @packageDocumentation
 */
// Account management for signed-in users (issue 20): one hook per section, each with its own store, and the
// step-up that re-authenticates through the sign-in flow's MFA screens before a sensitive edit.
export {
  useAccountOverview,
  useFullNameManager,
  usePhoneManager,
  useEmailManager,
  usePasswordManager,
  useMfaManager,
  useAccessHistory,
  useAccountStepUp,
} from './flows/account';
export type {
  UseAccountOverview,
  UseFullNameManager,
  UsePhoneManager,
  UseEmailManager,
  UsePasswordManager,
  UseMfaManager,
  UseAccessHistory,
  UseAccountStepUp,
  AccountSectionView,
} from './flows/account';
// Linked identities, consent manager, companies and people (issue 20).
export { useLinkedIdentities, useConsentManager, useRealmManager } from './flows/account';
export type { UseLinkedIdentities, UseConsentManager, UseRealmManager } from './flows/account';
// Account sections for personal data and credentials (issue 20, session 16).
export {
  useUserIdManager,
  useSecurityQuestionManager,
  useAddressManager,
  usePasskeyManager,
  useGovernmentIdStatus,
} from './flows/account';
export type {
  UseUserIdManager,
  UseSecurityQuestionManager,
  UseAddressManager,
  UsePasskeyManager,
  UseGovernmentIdStatus,
} from './flows/account';
