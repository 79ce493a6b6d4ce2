// Account management for signed-in users (issue 20): one stand-alone store per section.
export {
  useAccountSection,
  useSensitiveSection,
  selectSectionView,
  ACCOUNT_CODE_FIELD,
  type UseAccountSection,
  type AccountSectionView,
  type AccountSectionActions,
  type AccountSectionOptions,
  type SensitiveSectionOptions,
  type SectionDefinition,
  type SectionStatus,
} from './section/useAccountSection';
export {
  sectionTransition,
  initialSectionState,
  normaliseCode,
  RESULT_EVENT,
  STEP_UP_CODES,
  type SectionState,
  type SectionStep,
  type SectionOp,
  type SectionCall,
  type SectionEvent,
  type SectionRules,
  type SectionFieldErrors,
} from './section/machine';
export {
  performSection,
  methodsOf,
  withStepUp,
  type SectionRequest,
  type SectionRequestTable,
  type SaveArg,
  type VerifyArg,
  type ClientMethodName,
} from './section/requests';
export type { ContactData, FullNameData } from './section/user-data';
// Linked identities, consent manager, companies and people (issue 20, session 16 part B).
export { sendIntent } from './section/intents';
export {
  useLinkedIdentities,
  type UseLinkedIdentities,
  type UseLinkedIdentitiesOptions,
} from './linked-identities/useLinkedIdentities';
export {
  LINKED_IDENTITIES_REQUESTS,
  LINKED_IDENTITIES_RULES,
  LINKED_IDENTITIES_CLIENT_METHODS,
  type LinkedIdentitiesClient,
  type LinkedIdentitiesData,
  type LinkedIdentitiesInput,
  type LinkedIdentity,
} from './linked-identities/requests';
export {
  useConsentManager,
  type UseConsentManager,
  type UseConsentManagerOptions,
} from './consent/useConsentManager';
export {
  CONSENT_MANAGER_REQUESTS,
  CONSENT_MANAGER_RULES,
  CONSENT_MANAGER_CLIENT_METHODS,
  type ConsentManagerClient,
  type ConsentManagerData,
  type ConsentManagerInput,
  type ConsentGrant,
} from './consent/requests';
export {
  useRealmManager,
  readRealmForm,
  type UseRealmManager,
  type UseRealmManagerOptions,
} from './realm/useRealmManager';
export {
  REALM_REQUESTS,
  REALM_RULES,
  REALM_CLIENT_METHODS,
  REALM_MANAGER_ROLES,
  REALM_NAME_MAX,
  INVITE_MESSAGE_MAX,
  INVITATION_OPERATIONS,
  canManageRealm,
  validateRealmInput,
  type RealmClient,
  type RealmData,
  type RealmInput,
  type RealmProduct,
  type RealmSummary,
  type PendingInvitation,
} from './realm/requests';
export {
  useAccountOverview,
  OVERVIEW_REQUESTS,
  type UseAccountOverview,
  type UseAccountOverviewOptions,
  type AccountOverviewView,
  type AccountSummary,
  type OverviewClient,
} from './overview/useAccountOverview';
export {
  accountSectionsOf,
  ACCOUNT_SECTIONS,
  SECTION_OF_WIDGET,
  COMPANION_SECTIONS,
  type AccountSection,
} from './overview/sections';
export {
  useFullNameManager,
  FULL_NAME_FIELD_NAMES,
  type UseFullNameManager,
  type UseFullNameManagerOptions,
} from './name/useFullNameManager';
export {
  FULL_NAME_REQUESTS,
  FULL_NAME_RULES,
  FULL_NAME_CLIENT_METHODS,
  type FullNameClient,
  type FullNameInput,
} from './name/requests';
export {
  usePhoneManager,
  PHONE_FIELD_NAME,
  type UsePhoneManager,
  type UsePhoneManagerOptions,
} from './phone/usePhoneManager';
export {
  phoneRequests,
  PHONE_RULES,
  PHONE_CLIENT_METHODS,
  validatePhoneInput,
  type PhoneClient,
  type PhoneData,
  type PhoneInput,
} from './phone/requests';
export {
  useEmailManager,
  EMAIL_FIELD_NAME,
  type UseEmailManager,
  type UseEmailManagerOptions,
} from './email/useEmailManager';
export {
  emailRequests,
  EMAIL_RULES,
  EMAIL_CLIENT_METHODS,
  type EmailClient,
  type EmailData,
  type EmailInput,
} from './email/requests';
export {
  usePasswordManager,
  PASSWORD_CHANGE_FIELD_NAMES,
  type UsePasswordManager,
  type UsePasswordManagerOptions,
} from './password/usePasswordManager';
export {
  passwordRequests,
  PASSWORD_RULES,
  PASSWORD_CLIENT_METHODS,
  type PasswordClient,
  type PasswordData,
  type PasswordInput,
} from './password/requests';
export {
  useAccountStepUp,
  type UseAccountStepUp,
  type UseAccountStepUpOptions,
  type AccountStepUpView,
  type StepUpPhase,
} from './step-up/useAccountStepUp';
export { useMfaManager, type UseMfaManager, type UseMfaManagerOptions } from './mfa/useMfaManager';
export {
  mfaRequests,
  mfaDataOf,
  MFA_RULES,
  MFA_CLIENT_METHODS,
  MFA_OPT_IN_KEY,
  TOTP_STATUS_KEY,
  type MfaClient,
  type MfaData,
  type MfaInput,
  type MfaChannel,
} from './mfa/requests';
export {
  useAccessHistory,
  type UseAccessHistory,
  type UseAccessHistoryOptions,
} from './access-history/useAccessHistory';
export {
  accessHistoryRequests,
  ACCESS_HISTORY_RULES,
  ACCESS_HISTORY_CLIENT_METHODS,
  type AccessHistoryClient,
  type AccessHistoryData,
  type AccessEvent,
} from './access-history/requests';
export {
  useUserIdManager,
  USER_ID_FIELD_NAME,
  type UseUserIdManager,
  type UseUserIdManagerOptions,
} from './user-id/useUserIdManager';
export {
  userIdRequests,
  USER_ID_RULES,
  USER_ID_CLIENT_METHODS,
  USER_ID_TAKEN,
  type UserIdClient,
  type UserIdData,
  type UserIdInput,
} from './user-id/requests';
export {
  useSecurityQuestionManager,
  SECURITY_QUESTION_FIELD_NAMES,
  type UseSecurityQuestionManager,
  type UseSecurityQuestionManagerOptions,
} from './security-question/useSecurityQuestionManager';
export {
  securityQuestionRequests,
  securityQuestionOf,
  SECURITY_QUESTION_RULES,
  SECURITY_QUESTION_CLIENT_METHODS,
  SECURITY_QUESTION_KEY,
  SECURITY_ANSWER_MAX_LENGTH,
  type SecurityQuestionClient,
  type SecurityQuestionData,
  type SecurityQuestionInput,
} from './security-question/requests';
export {
  useAddressManager,
  ADDRESS_FIELD_NAMES,
  type UseAddressManager,
  type UseAddressManagerOptions,
} from './address/useAddressManager';
export {
  ADDRESS_REQUESTS,
  ADDRESS_RULES,
  ADDRESS_CLIENT_METHODS,
  DEFAULT_ADDRESS_TYPE,
  addressDataOf,
  addressesAfter,
  toPostalAddresses,
  type AddressClient,
  type AddressData,
  type AddressEntry,
  type AddressEdit,
  type AddressInput,
} from './address/requests';
export {
  usePasskeyManager,
  type UsePasskeyManager,
  type UsePasskeyManagerOptions,
} from './passkeys/usePasskeyManager';
export {
  passkeyRequests,
  passkeyDataOf,
  toCreationOptions,
  PASSKEY_RULES,
  PASSKEY_CLIENT_METHODS,
  type PasskeyClient,
  type PasskeyData,
  type PasskeyEntry,
  type PasskeyInput,
  type PasskeyDevice,
  type CredentialsCreator,
} from './passkeys/requests';
export {
  useGovernmentIdStatus,
  type UseGovernmentIdStatus,
  type UseGovernmentIdStatusOptions,
} from './government-id/useGovernmentIdStatus';
export {
  GOVERNMENT_ID_REQUESTS,
  GOVERNMENT_ID_RULES,
  GOVERNMENT_ID_CLIENT_METHODS,
  GOVERNMENT_ID_STATUS_KEY,
  GOVERNMENT_ID_STATUSES,
  governmentIdOf,
  type GovernmentIdClient,
  type GovernmentIdData,
  type GovernmentIdStatus,
} from './government-id/requests';
