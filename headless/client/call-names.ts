/**
 * The name of every remote call, so createIdentityClient can define every method at once (client.someCall
 * exists before the lazy route table has loaded) without the table itself. contract-check.ts fails `tsc`
 * when this list and paths.ts disagree.
 */
import type { RemoteCallName } from './paths';

export const REMOTE_CALL_NAMES = [
  'verifyTicket', 'signIn', 'signInMigratedUser', 'signOut', 'sendSignInConfirmation',
  'sendSignInConfirmationV2', 'signInSecondaryAccount', 'verifySignInConfirmation',
  'verifySignInConfirmationV2', 'verifyTotp', 'evaluateAuth', 'verifyAuth', 'upgradeAal',
  'createTicketWithUserRealm', 'lookupUsernames', 'selectAccount', 'adaptiveSignIn', 'accessEvaluateAuth',
  'accessVerifyAuth', 'verifyTicketV2', 'getUserPublicInfo', 'checkUsernameAvailability',
  'subscribeToProduct', 'setRealm', 'resetPassword', 'resetPasswordEnd', 'fetchOtpToken',
  'deleteAccountChoice', 'webauthnDereg', 'webauthnRegistrationOptions', 'webauthnRegister',
  'webauthnAuthenticationOptions', 'webauthnAuthenticate', 'createUser', 'signUp', 'activateUser', 'getUser',
  'updateUser', 'transferUser', 'findUsersByEmail', 'findUsersByPhone', 'findUsersByExternalId',
  'getSuggestedUsernames', 'updateSecurityPrefs', 'updateMySecurityPrefs', 'createChannelConfirmation',
  'confirmChannel', 'confirmEmail', 'getSelectAccounts', 'postSelectAccounts', 'selectRealms',
  'getOOWQuestions', 'gradeOOWAnswers', 'deleteLinks', 'addRealm', 'getRealms', 'getUserContactInfoStatus',
  'recordContactInfoStatus', 'getAccessEvents', 'deleteDeviceAccess', 'getTestAttributes',
  'lookUpGrantByUser', 'getMergeCandidates', 'collectConsent', 'accountRecoveryBegin',
  'accountRecoveryGetChallenges', 'accountRecoveryCreateConfirmation', 'accountRecoveryVerifyConfirmation',
  'accountRecoveryGetUsers', 'generateTotpKey', 'activateTotpKey', 'deactivateTotpKey',
  'sendVerificationEmailV2', 'confirmEmailVerificationV2', 'accountRecoveryBeginAcquisition',
  'activateInvitation', 'verifyInvitationChallenges', 'getInvitationChallenges', 'listInvitations',
  'updateInvitation', 'verifyInviteByReceiver', 'acceptInvitation', 'getInvitationAttributes',
  'createOAuth1RequestToken', 'exchangeTicketForAuthCode', 'updateAuthorizationFlow', 'getOAuthConsents',
  'deleteOAuthConsents', 'createConsent', 'partnerAuthBegin', 'partnerAuthLink', 'partnerAuthGetData',
  'getLinkedIdentities', 'delinkPartner', 'updatePersonaRoles', 'updatePersona', 'deletePersona',
  'deletePersonas', 'authorizePersonaTransfer', 'updateRealmProducts', 'getCurrentRealmPersona',
  'inviteToCurrentRealm', 'updateRealm', 'reattachRealm', 'startSpInitiatedSso', 'csrResetPassword',
  'notifyAccountDeletionAborted', 'validatePhoneNumber', 'validateEmailAddress', 'getCountryCodes',
  'getWidgetsJson', 'getPluginConfig', 'getAppFabricConfiguration', 'sendFrontEndLogs', 'persistCookies',
  'getDeviceId',
] as const satisfies readonly RemoteCallName[];
