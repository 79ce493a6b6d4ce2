/**
 * The request (method input) and response (success body) type of every remote call in `paths.ts`.
 * `WireMap` is checked against the path tables so a row without types (or types without a row) fails the
 * type check.
 */
import type { RemoteCallName } from '../paths';
import type * as A from './access';
import type { AuthOutcome, Empty } from './common';
import type * as I from './invitations';
import type * as P from './platform';
import type * as U from './users';

export type * from './access';
export type * from './common';
export type * from './invitations';
export type * from './platform';
export type * from './users';
export { CHALLENGE_TOKEN_TYPES, CHALLENGE_TYPES, CONTACT_STATUSES, isKnownChallengeType } from './common';

type NoInput = Record<string, never>;
interface Wire<Req, Res> {
  request: Req;
  response: Res;
}

export interface WireMap {
  // {base}
  verifyTicket: Wire<A.VerifyTicketRequest, A.VerifyTicketResponse>;
  signIn: Wire<A.SignInRequest, A.SignInResponse>;
  signInMigratedUser: Wire<A.SignInMigratedUserRequest, A.SignInResponse>;
  signOut: Wire<NoInput, Empty>;
  sendSignInConfirmation: Wire<A.SendSignInConfirmationRequest, A.SendSignInConfirmationResponse>;
  sendSignInConfirmationV2: Wire<A.SendSignInConfirmationV2Request, A.SendSignInConfirmationResponse>;
  signInSecondaryAccount: Wire<A.SignInSecondaryAccountRequest, AuthOutcome>;
  verifySignInConfirmation: Wire<A.VerifySignInConfirmationRequest, AuthOutcome>;
  verifySignInConfirmationV2: Wire<A.VerifySignInConfirmationRequest, AuthOutcome>;
  verifyTotp: Wire<A.VerifyTotpRequest, AuthOutcome>;
  evaluateAuth: Wire<A.EvaluateAuthRequest, AuthOutcome>;
  verifyAuth: Wire<A.EvaluateAuthRequest, AuthOutcome>;
  upgradeAal: Wire<A.EvaluateAuthRequest, AuthOutcome>;
  createTicketWithUserRealm: Wire<A.CreateTicketWithUserRealmRequest, A.TicketResponse>;
  lookupUsernames: Wire<A.LookupUsernamesRequest, A.LookupUsernamesResponse>;
  selectAccount: Wire<A.SelectAccountRequest, A.SelectAccountResponse>;
  adaptiveSignIn: Wire<A.AdaptiveSignInRequest, AuthOutcome>;
  accessEvaluateAuth: Wire<A.AccessEvaluateAuthRequest, AuthOutcome>;
  accessVerifyAuth: Wire<A.AccessVerifyAuthRequest, A.AccessVerifyAuthResponse>;
  verifyTicketV2: Wire<A.VerifyTicketRequest, A.VerifyTicketResponse>;
  getUserPublicInfo: Wire<A.GetUserPublicInfoRequest, A.GetUserPublicInfoResponse>;
  checkUsernameAvailability: Wire<A.CheckUsernameAvailabilityRequest, A.CheckUsernameAvailabilityResponse>;
  subscribeToProduct: Wire<A.SubscribeToProductRequest, Empty>;
  // {realm-base}, {v3}, account choices, csr
  setRealm: Wire<A.SetRealmRequest, A.TicketResponse>;
  resetPassword: Wire<A.ResetPasswordRequest, A.ResetPasswordResponse>;
  resetPasswordEnd: Wire<A.ResetPasswordEndRequest, A.ResetPasswordResponse>;
  fetchOtpToken: Wire<A.FetchOtpTokenRequest, A.FetchOtpTokenResponse>;
  deleteAccountChoice: Wire<A.DeleteAccountChoiceRequest, Empty>;
  csrResetPassword: Wire<A.CsrResetPasswordRequest, A.ResetPasswordResponse>;
  // webauthn
  webauthnDereg: Wire<P.WebauthnDeregRequest, Empty>;
  webauthnRegistrationOptions: Wire<
    P.WebauthnRegistrationOptionsRequest,
    P.WebauthnRegistrationOptionsResponse
  >;
  webauthnRegister: Wire<P.WebauthnRegisterRequest, P.WebauthnRegisterResponse>;
  webauthnAuthenticationOptions: Wire<
    P.WebauthnAuthenticationOptionsRequest,
    P.WebauthnAuthenticationOptionsResponse
  >;
  webauthnAuthenticate: Wire<P.WebauthnAuthenticateRequest, AuthOutcome>;
  // users
  createUser: Wire<U.SignUpRequest, U.SignUpResponse>;
  signUp: Wire<U.SignUpRequest, U.SignUpResponse>;
  activateUser: Wire<U.ActivateUserRequest, U.SignUpResponse>;
  getUser: Wire<U.GetUserRequest, U.UserResponse>;
  updateUser: Wire<U.UpdateUserRequest, U.UserResponse>;
  transferUser: Wire<U.TransferUserRequest, U.UserResponse>;
  findUsersByEmail: Wire<U.FindUsersByEmailRequest, U.UserListResponse>;
  findUsersByPhone: Wire<U.FindUsersByPhoneRequest, U.UserListResponse>;
  findUsersByExternalId: Wire<U.FindUsersByExternalIdRequest, U.UserListResponse>;
  getSuggestedUsernames: Wire<U.GetSuggestedUsernamesRequest, U.SuggestedUsernamesResponse>;
  updateSecurityPrefs: Wire<U.UpdateSecurityPrefsRequest, U.SecurityPrefsResponse>;
  updateMySecurityPrefs: Wire<U.UpdateMySecurityPrefsRequest, U.SecurityPrefsResponse>;
  createChannelConfirmation: Wire<U.CreateChannelConfirmationRequest, U.ConfirmationResponse>;
  confirmChannel: Wire<U.ConfirmChannelRequest, U.ConfirmChannelResponse>;
  confirmEmail: Wire<U.ConfirmEmailRequest, U.ConfirmChannelResponse>;
  getSelectAccounts: Wire<U.SelectAccountsRequest, U.SelectAccountsResponse>;
  postSelectAccounts: Wire<U.PostSelectAccountsRequest, A.TicketResponse>;
  selectRealms: Wire<U.SelectRealmsRequest, U.SelectRealmsResponse>;
  getOOWQuestions: Wire<U.GetOOWQuestionsRequest, U.GetOOWQuestionsResponse>;
  gradeOOWAnswers: Wire<U.GradeOOWAnswersRequest, U.GradeOOWAnswersResponse>;
  deleteLinks: Wire<NoInput, Empty>;
  addRealm: Wire<U.AddRealmRequest, I.RealmResponse>;
  getRealms: Wire<U.GetRealmsRequest, U.RealmListResponse>;
  getUserContactInfoStatus: Wire<U.ContactInfoStatusRequest, U.ContactInfoStatusResponse>;
  recordContactInfoStatus: Wire<U.RecordContactInfoStatusRequest, Empty>;
  getAccessEvents: Wire<U.GetAccessEventsRequest, U.AccessEventsResponse>;
  deleteDeviceAccess: Wire<NoInput, Empty>;
  getTestAttributes: Wire<NoInput, U.TestAttributesResponse>;
  lookUpGrantByUser: Wire<U.LookUpGrantByUserRequest, U.GrantsResponse>;
  getMergeCandidates: Wire<U.GetMergeCandidatesRequest, U.MergeCandidatesResponse>;
  collectConsent: Wire<U.CollectConsentRequest, U.ConsentListResponse>;
  accountRecoveryBegin: Wire<U.AccountRecoveryBeginRequest, U.AccountRecoveryBeginResponse>;
  accountRecoveryBeginAcquisition: Wire<
    U.AccountRecoveryBeginAcquisitionRequest,
    U.AccountRecoveryBeginResponse
  >;
  accountRecoveryGetChallenges: Wire<
    U.AccountRecoveryGetChallengesRequest,
    U.AccountRecoveryChallengesResponse
  >;
  accountRecoveryCreateConfirmation: Wire<U.AccountRecoveryCreateConfirmationRequest, U.ConfirmationResponse>;
  accountRecoveryVerifyConfirmation: Wire<
    U.AccountRecoveryVerifyConfirmationRequest,
    U.AccountRecoveryVerifyResponse
  >;
  accountRecoveryGetUsers: Wire<U.AccountRecoveryGetUsersRequest, U.AccountRecoveryUsersResponse>;
  generateTotpKey: Wire<U.GenerateTotpKeyRequest, U.GenerateTotpKeyResponse>;
  activateTotpKey: Wire<U.TotpCodeRequest, U.ActivateTotpKeyResponse>;
  deactivateTotpKey: Wire<U.TotpCodeRequest, Empty>;
  sendVerificationEmailV2: Wire<U.SendVerificationEmailV2Request, U.SendVerificationEmailV2Response>;
  confirmEmailVerificationV2: Wire<U.ConfirmEmailVerificationV2Request, U.ConfirmEmailVerificationV2Response>;
  // invitations
  activateInvitation: Wire<I.ActivateInvitationRequest, I.InvitationResponse>;
  verifyInvitationChallenges: Wire<I.VerifyInvitationChallengesRequest, I.InvitationResponse>;
  getInvitationChallenges: Wire<I.InvitationIdRequest, I.InvitationChallengesResponse>;
  listInvitations: Wire<I.ListInvitationsRequest, I.InvitationListResponse>;
  updateInvitation: Wire<I.UpdateInvitationRequest, I.InvitationResponse>;
  verifyInviteByReceiver: Wire<I.VerifyInviteByReceiverRequest, I.VerifyInviteByReceiverResponse>;
  acceptInvitation: Wire<I.AcceptInvitationRequest, I.InvitationResponse>;
  getInvitationAttributes: Wire<I.GetInvitationAttributesRequest, I.InvitationAttributesResponse>;
  // OAuth and consent
  createOAuth1RequestToken: Wire<I.CreateOAuth1RequestTokenRequest, I.OAuth1RequestTokenResponse>;
  exchangeTicketForAuthCode: Wire<I.ExchangeTicketForAuthCodeRequest, I.ExchangeTicketForAuthCodeResponse>;
  updateAuthorizationFlow: Wire<I.AuthorizationFlow, I.AuthorizationFlowResponse>;
  getOAuthConsents: Wire<I.OAuthConsentsRequest, I.OAuthConsentsResponse>;
  deleteOAuthConsents: Wire<I.OAuthConsentsRequest, Empty>;
  createConsent: Wire<I.CreateConsentRequest, U.ConsentListResponse>;
  // partner auth
  partnerAuthBegin: Wire<I.PartnerAuthBeginRequest, I.PartnerAuthBeginResponse>;
  partnerAuthLink: Wire<I.PartnerAuthLinkRequest, I.PartnerAuthLinkResponse>;
  partnerAuthGetData: Wire<I.PartnerAuthGetDataRequest, I.PartnerAuthGetDataResponse>;
  getLinkedIdentities: Wire<NoInput, I.LinkedIdentitiesResponse>;
  delinkPartner: Wire<I.DelinkPartnerRequest, Empty>;
  // personas, realms, sso
  updatePersonaRoles: Wire<I.UpdatePersonaRolesRequest, I.PersonaResponse>;
  updatePersona: Wire<I.UpdatePersonaRequest, I.PersonaResponse>;
  deletePersona: Wire<I.PersonaIdRequest, Empty>;
  deletePersonas: Wire<I.DeletePersonasRequest, Empty>;
  authorizePersonaTransfer: Wire<I.RealmIdRequest, I.PersonaTransferResponse>;
  updateRealmProducts: Wire<I.UpdateRealmProductsRequest, I.RealmResponse>;
  getCurrentRealmPersona: Wire<NoInput, I.PersonaResponse>;
  inviteToCurrentRealm: Wire<I.InviteToCurrentRealmRequest, I.InviteResponse>;
  updateRealm: Wire<I.UpdateRealmRequest, I.RealmResponse>;
  reattachRealm: Wire<I.ReattachRealmRequest, I.RealmResponse>;
  startSpInitiatedSso: Wire<I.StartSpInitiatedSsoRequest, I.SsoResponse>;
  // account, validation, configuration, host
  notifyAccountDeletionAborted: Wire<NoInput, Empty>;
  validatePhoneNumber: Wire<P.ValidatePhoneNumberRequest, P.ValidatePhoneNumberResponse>;
  validateEmailAddress: Wire<P.ValidateEmailAddressRequest, P.ValidateEmailAddressResponse>;
  getCountryCodes: Wire<P.GetCountryCodesRequest, P.CountryCodesResponse>;
  getWidgetsJson: Wire<P.OfferingIdRequest, P.WidgetsJsonResponse>;
  getPluginConfig: Wire<NoInput, P.PluginConfigResponse>;
  getAppFabricConfiguration: Wire<P.AppFabricConfigurationRequest, P.AppFabricConfigurationResponse>;
  sendFrontEndLogs: Wire<P.FrontEndLogsRequest, Empty>;
  persistCookies: Wire<P.PersistCookiesRequest, Empty>;
  getDeviceId: Wire<NoInput, P.DeviceIdResponse>;
}

// Both directions: every remote row has types, and every typed name has a row.
type MissingTypes = Exclude<RemoteCallName, keyof WireMap>;
type MissingRows = Exclude<keyof WireMap, RemoteCallName>;
export type WireContractComplete = [MissingTypes, MissingRows] extends [never, never] ? true : never;
const _complete: WireContractComplete = true;
void _complete;

export type WireRequest<K extends keyof WireMap> = WireMap[K]['request'];
export type WireResponse<K extends keyof WireMap> = WireMap[K]['response'];
