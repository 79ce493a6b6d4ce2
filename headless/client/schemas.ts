/**
 * Runtime shapes of the success bodies the flows branch on (fail closed, QUALITY.md 5). Kept light with
 * `zod/mini` (~5 KiB) and loose objects: extra fields pass, a missing or mistyped field the flows rely on
 * makes the call an INVALID_RESPONSE failure. Calls without a schema still require a JSON object or array.
 */
import * as z from 'zod/mini';
import type { RemoteCallName } from './paths';

const keyValue = z.looseObject({ key: z.string(), value: z.string() });
const ticket = z.looseObject({ userId: z.string(), authenticationLevel: z.union([z.string(), z.number()]) });
const challengeToken = z.looseObject({ type: z.string(), value: z.string() });
const userRef = z.looseObject({ userId: z.string() });

const authOutcome = z.looseObject({
  action: z.enum(['INIT', 'PASS', 'CHALLENGE', 'DENY']),
  challenge: z.array(
    z.looseObject({
      type: z.string(),
      action: z.optional(z.string()),
      attributes: z.optional(z.array(keyValue)),
      iamTicket: z.optional(ticket),
    }),
  ),
  iamTicket: z.optional(ticket),
  riskLevel: z.optional(z.string()),
});

const userExtInfoList = z.looseObject({
  userExtInfo: z.array(z.looseObject({ user: userRef, reasonCode: z.optional(z.string()) })),
});
const compliant = z.looseObject({ compliant: z.boolean() });
const confirmation = z.looseObject({ confirmationId: z.string() });
const ticketResponse = z.looseObject({ iamTicket: ticket });
const tokens = z.looseObject({ challengeToken: z.array(challengeToken) });
const webauthnCreation = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
});

/** Schema per call; a call without an entry only needs a JSON object or array. */
export const RESPONSE_SCHEMAS: Partial<Record<RemoteCallName, z.ZodMiniType>> = {
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
  gradeOOWAnswers: z.looseObject({ accept: authOutcome }),
  sendSignInConfirmation: confirmation,
  sendSignInConfirmationV2: confirmation,
  createChannelConfirmation: confirmation,
  accountRecoveryCreateConfirmation: confirmation,
  sendVerificationEmailV2: confirmation,
  confirmEmailVerificationV2: z.looseObject({ success: z.boolean() }),
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
  getUserContactInfoStatus: z.looseObject({
    emailUpdateRequired: z.boolean(),
    phoneUpdateRequired: z.boolean(),
    fullNameUpdateRequired: z.boolean(),
  }),
  getOOWQuestions: z.looseObject({
    encryptedSessionId: z.string(),
    outOfWalletQuestionAnswers: z.array(
      z.looseObject({ questionId: z.string(), question: z.string(), answers: z.array(z.looseObject({ answerId: z.string(), text: z.string() })) }),
    ),
  }),
  accountRecoveryBegin: tokens,
  accountRecoveryBeginAcquisition: tokens,
  accountRecoveryVerifyConfirmation: tokens,
  accountRecoveryGetChallenges: z.looseObject({ options: z.array(z.string()) }),
  validateEmailAddress: z.looseObject({ validationResponse: z.array(z.looseObject({ statusType: z.string() })) }),
  validatePhoneNumber: z.looseObject({ valid: z.boolean(), warnings: z.optional(z.array(z.looseObject({ code: z.string() }))) }),
  getCountryCodes: z.looseObject({ countryCodes: z.array(z.string()) }),
  generateTotpKey: z.looseObject({ secret: z.string() }),
  verifyInviteByReceiver: z.looseObject({ invitation: z.looseObject({ status: z.looseObject({ code: z.string() }) }) }),
  getInvitationAttributes: z.looseObject({ username: z.optional(z.string()) }),
  exchangeTicketForAuthCode: z.looseObject({ code: z.string(), state: z.optional(z.string()) }),
  partnerAuthBegin: z.looseObject({ uris: z.array(z.string()) }),
  partnerAuthLink: z.looseObject({ responseToken: z.string() }),
  partnerAuthGetData: z.looseObject({ product: z.looseObject({ userNames: z.array(z.string()) }) }),
  webauthnRegistrationOptions: webauthnCreation,
  webauthnAuthenticationOptions: z.looseObject({ challenge: z.string() }),
  webauthnRegister: z.looseObject({ verified: z.boolean() }),
};
