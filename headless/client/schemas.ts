/**
 * Runtime shapes of the success bodies the flows branch on (fail closed, QUALITY.md 5). Kept light with
 * `shape.ts` (a few hundred bytes; zod/mini would add ~6 kB gzip to every caller) and loose objects: extra fields pass, a missing or mistyped field the flows rely on
 * makes the call an INVALID_RESPONSE failure. Calls without a check still require a JSON object or array.
 */
import { authOutcome, ticket, userExtInfoList, userRef } from './first-screen-routes';
import { array, boolean, literal, looseObject, number, optional, string, type Shape } from './shape';
import type { RemoteCallName } from './paths';

const challengeToken = looseObject({ type: string, value: string });

const compliant = looseObject({ compliant: boolean });
const confirmation = looseObject({ confirmationId: string });
const ticketResponse = looseObject({ iamTicket: ticket });
const tokens = looseObject({ challengeToken: array(challengeToken) });
const webauthnCreation = looseObject({
  challenge: string,
  rp: looseObject({ name: string }),
  user: looseObject({ id: string, name: string, displayName: string }),
  pubKeyCredParams: array(looseObject({ type: literal('public-key'), alg: number })),
});

/** Schema per call; a call without an entry only needs a JSON object or array. The first screen's checks are
 *  also in first-screen-routes.ts (loaded up front); this table is part of the lazy route table. */
export const RESPONSE_SCHEMAS: Partial<Record<RemoteCallName, Shape>> = {
  signIn: authOutcome,
  signInMigratedUser: authOutcome,
  signInSecondaryAccount: authOutcome,
  verifySignInConfirmation: authOutcome,
  verifySignInConfirmationV2: authOutcome,
  verifyTotp: authOutcome,
  evaluateAuth: authOutcome,
  verifyAuth: authOutcome,
  upgradeAal: authOutcome,
  adaptiveSignIn: authOutcome,
  accessEvaluateAuth: authOutcome,
  webauthnAuthenticate: authOutcome,
  gradeOOWAnswers: looseObject({ accept: authOutcome }),
  sendSignInConfirmation: confirmation,
  sendSignInConfirmationV2: confirmation,
  createChannelConfirmation: confirmation,
  accountRecoveryCreateConfirmation: confirmation,
  sendVerificationEmailV2: confirmation,
  confirmEmailVerificationV2: looseObject({ success: boolean }),
  createTicketWithUserRealm: ticketResponse,
  setRealm: ticketResponse,
  verifyTicket: ticketResponse,
  verifyTicketV2: ticketResponse,
  postSelectAccounts: ticketResponse,
  lookupUsernames: userExtInfoList,
  selectAccount: userExtInfoList,
  checkUsernameAvailability: compliant,
  accessVerifyAuth: compliant,
  getUser: userRef,
  updateUser: userRef,
  getUserContactInfoStatus: looseObject({
    emailUpdateRequired: boolean,
    phoneUpdateRequired: boolean,
    fullNameUpdateRequired: boolean,
  }),
  getOOWQuestions: looseObject({
    encryptedSessionId: string,
    outOfWalletQuestionAnswers: array(
      looseObject({
        questionId: string,
        question: string,
        answers: array(looseObject({ answerId: string, text: string })),
      }),
    ),
  }),
  accountRecoveryBegin: tokens,
  accountRecoveryBeginAcquisition: tokens,
  accountRecoveryVerifyConfirmation: tokens,
  accountRecoveryGetChallenges: looseObject({ options: array(string) }),
  validateEmailAddress: looseObject({ validationResponse: array(looseObject({ statusType: string })) }),
  validatePhoneNumber: looseObject({
    valid: boolean,
    warnings: optional(array(looseObject({ code: string }))),
  }),
  getCountryCodes: looseObject({ countryCodes: array(string) }),
  generateTotpKey: looseObject({ secret: string }),
  verifyInviteByReceiver: looseObject({ invitation: looseObject({ status: looseObject({ code: string }) }) }),
  getInvitationAttributes: looseObject({ username: optional(string) }),
  exchangeTicketForAuthCode: looseObject({ code: string, state: optional(string) }),
  partnerAuthBegin: looseObject({ uris: array(string) }),
  partnerAuthLink: looseObject({ responseToken: string }),
  partnerAuthGetData: looseObject({ product: looseObject({ userNames: array(string) }) }),
  webauthnRegistrationOptions: webauthnCreation,
  webauthnAuthenticationOptions: looseObject({ challenge: string }),
  webauthnRegister: looseObject({ verified: boolean }),
};
