import { toAuthOutcome } from '../auth-outcome';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import { row } from '../identity-requests';
import { phoneCodeRefusal } from '../phone-validation';
import { tokenTypeOf } from '../sign-in/session-rules';
import { browserCredentials, getAssertion, type CredentialsLike } from './webauthn';

/**
 * The MFA flow's rows of the identity store's request table (request-table.ts). One-time codes and answers go only into their own request body (QUALITY.md
 * security 4); the result events carry types and ids, never the code.
 */
export const MFA_REQUESTS = {
  passkey: row(
    'passkey',
    'webauthn',
    'PASSKEY_RESULT',
    ['webauthnAuthenticationOptions', 'webauthnAuthenticate'],
    async (client, call, { signal, credentials }) => {
      // Modal sign-in asks the browser here; passkey autofill brings the assertion it already has. Either way
      // the same verify call and PASSKEY_RESULT follow (one path, issue 5 §2).
      const assertion =
        call.credential !== undefined
          ? { ok: true as const, credential: call.credential }
          : await requestAssertion(client, call, signal, credentials ?? browserCredentials());
      if (!assertion.ok) {
        return { type: 'PASSKEY_RESULT', result: assertion };
      }
      const result = await client.webauthnAuthenticate(
        { offeringId: call.offeringId, credential: assertion.credential },
        { signal },
      );
      return { type: 'PASSKEY_RESULT', result: toOutcome(result, toAuthOutcome) };
    },
  ),
  sendConfirmation: row(
    'sendConfirmation',
    'sendSignInConfirmation',
    'CONFIRMATION_SEND_RESULT',
    ['sendSignInConfirmation'],
    async (client, call, { signal }) => {
      const result = await client.sendSignInConfirmation(
        { channelType: asWireChannel(call.channelType) },
        { signal },
      );
      return {
        type: 'CONFIRMATION_SEND_RESULT',
        channelType: call.channelType,
        at: call.at,
        result: toOutcome(result, (data) => ({
          confirmationId: data.confirmationId,
          maskedEmail: data.maskedEmail ?? null,
          maskedPhone: data.maskedPhone ?? null,
        })),
      };
    },
  ),
  verifyConfirmation: row(
    'verifyConfirmation',
    'verifySignInConfirmation',
    'CONFIRMATION_VERIFY_RESULT',
    ['verifySignInConfirmation'],
    async (client, call, { signal }) => {
      const tokenType = tokenTypeOf(call.channelType);
      const result = await client.verifySignInConfirmation(
        {
          channelType: asWireChannel(call.channelType),
          challengeToken: [{ type: asWireToken(tokenType), value: call.code }],
          ...(call.confirmationId !== null ? { confirmationId: call.confirmationId } : {}),
          ...(call.staySignedIn ? { persistentCookie: true } : {}),
        },
        { signal },
      );
      return { type: 'CONFIRMATION_VERIFY_RESULT', tokenType, result: toOutcome(result, toAuthOutcome) };
    },
  ),
  verifyTotp: row(
    'verifyTotp',
    'verifyTotp',
    'TOTP_RESULT',
    ['verifyTotp'],
    async (client, call, { signal }) => {
      const result = await client.verifyTotp({ verificationCode: call.code }, { signal });
      return { type: 'TOTP_RESULT', result: toOutcome(result, toAuthOutcome) };
    },
  ),
  verifySecurityAnswer: row(
    'verifySecurityAnswer',
    'verifySignInConfirmation',
    'CONFIRMATION_VERIFY_RESULT',
    ['verifySignInConfirmationV2'],
    async (client, call, { signal }) => {
      // The SQA answer as a challenge token of verify sign-in confirmation (v2: a challenge-token list).
      const result = await client.verifySignInConfirmationV2(
        { challengeToken: [{ type: 'SQA', value: call.answer }] },
        { signal },
      );
      return {
        type: 'CONFIRMATION_VERIFY_RESULT',
        tokenType: 'SQA',
        result: toOutcome(result, toAuthOutcome),
      };
    },
  ),
  generateTotpKey: row(
    'generateTotpKey',
    'totpEnrolment',
    'TOTP_ENROLMENT_RESULT',
    ['generateTotpKey'],
    async (client, call, { signal }) => {
      const result = await client.generateTotpKey(call.issuer !== null ? { issuer: call.issuer } : {}, {
        signal,
      });
      return {
        type: 'TOTP_ENROLMENT_RESULT',
        result: toOutcome(result, (data) => ({
          secret: data.secret,
          uri: data.provisioningUri ?? null,
          issuer: data.issuer ?? null,
          username: data.username ?? null,
        })),
      };
    },
  ),
  activateTotpKey: row(
    'activateTotpKey',
    'totpEnrolment',
    'TOTP_ENROLMENT_VERIFY_RESULT',
    ['activateTotpKey'],
    async (client, call, { signal }) => {
      const result = await client.activateTotpKey({ verificationCode: call.code }, { signal });
      return { type: 'TOTP_ENROLMENT_VERIFY_RESULT', result: toOutcome(result, () => null) };
    },
  ),
  createChannelConfirmation: row(
    'createChannelConfirmation',
    'createChannelConfirmation',
    'CHANNEL_CONFIRMATION_RESULT',
    ['validatePhoneNumber', 'createChannelConfirmation'],
    async (client, call, context) => {
      const { signal } = context;
      // Phone collection (seed 001 §4): a number the code's channel cannot reach is refused before the code.
      const refusal =
        call.channelType === 'EMAIL'
          ? null
          : await phoneCodeRefusal(client, call.address, call.channelType, context);
      if (refusal !== null) {
        return {
          type: 'CHANNEL_CONFIRMATION_RESULT',
          channelType: call.channelType,
          result: { ok: false, error: refusal },
        };
      }
      const result = await client.createChannelConfirmation(
        {
          userId: call.userId,
          channelType: asWireChannel(call.channelType),
          confirmType: 'CODE',
          ...(call.channelType === 'EMAIL' ? { address: call.address } : { phoneNumber: call.address }),
        },
        { signal },
      );
      return {
        type: 'CHANNEL_CONFIRMATION_RESULT',
        channelType: call.channelType,
        result: toOutcome(result, (data) => ({ confirmationId: data.confirmationId })),
      };
    },
  ),
  confirmChannel: row(
    'confirmChannel',
    'confirmChannel',
    'CHANNEL_CONFIRM_RESULT',
    ['confirmChannel'],
    async (client, call, { signal }) => {
      const result = await client.confirmChannel(
        {
          userId: call.userId,
          confirmationId: call.confirmationId,
          channelType: asWireChannel(call.channelType),
          challengeToken: [{ type: asWireToken(tokenTypeOf(call.channelType)), value: call.code }],
          ...(call.channelType === 'EMAIL' ? { status: 'CONFIRMED' as const } : {}),
        },
        { signal },
      );
      return {
        type: 'CHANNEL_CONFIRM_RESULT',
        channelType: call.channelType,
        lookupNextChallengesOnSuccess: call.lookupNext,
        result: toOutcome(result, () => null),
      };
    },
  ),
  getOOWQuestions: row(
    'getOOWQuestions',
    'getOOWQuestions',
    'OOW_QUESTIONS_RESULT',
    ['getOOWQuestions'],
    async (client, call, { signal }) => {
      const result = await client.getOOWQuestions({}, { signal });
      return {
        type: 'OOW_QUESTIONS_RESULT',
        result: toOutcome(result, (data) => ({
          sessionId: data.encryptedSessionId,
          questions: data.outOfWalletQuestionAnswers.map((question) => ({
            id: question.questionId,
            text: question.question,
            choices: question.answers.map((answer) => ({ id: answer.answerId, text: answer.text })),
          })),
        })),
      };
    },
  ),
  gradeOOWAnswers: row(
    'gradeOOWAnswers',
    'gradeOOWAnswers',
    'OOW_ANSWERS_RESULT',
    ['gradeOOWAnswers'],
    async (client, call, { signal }) => {
      const result = await client.gradeOOWAnswers(
        {
          encryptedSessionId: call.sessionId,
          outOfWalletQuestionAnswers: call.answers.map((answer) => ({
            questionId: answer.questionId,
            answerId: answer.choiceId,
          })),
        },
        { signal },
      );
      return { type: 'OOW_ANSWERS_RESULT', result: toOutcome(result, (data) => toAuthOutcome(data.accept)) };
    },
  ),
  collectConsent: row(
    'collectConsent',
    'collectConsent',
    'CONSENT_RESULT',
    ['collectConsent'],
    async (client, call, { signal }) => {
      const consents = call.consents.map((consent) => ({ ...consent }));
      const result = await client.collectConsent(
        {
          consents: consents
            .filter((consent) => consent.granted)
            .map((consent) => ({ consentType: consent.consentType })),
        },
        { signal },
      );
      return { type: 'CONSENT_RESULT', consents, result: toOutcome(result, () => null) };
    },
  ),
};

/** The modal passkey request: the server's options, then `navigator.credentials.get`. */
async function requestAssertion(
  client: Pick<FlowClient, 'webauthnAuthenticationOptions'>,
  call: Extract<IdentityCall, { op: 'passkey' }>,
  signal: AbortSignal,
  credentials: CredentialsLike | undefined,
): ReturnType<typeof getAssertion> {
  const offering = { offeringId: call.offeringId };
  const options = await client.webauthnAuthenticationOptions(
    call.username === null ? offering : { ...offering, username: call.username },
    { signal },
  );
  return options.ok ? getAssertion(credentials, options.data, signal) : { ok: false, error: options.error };
}

/** The wire knows EMAIL, SMS and VOICE; other channel strings are sent as they are. */
function asWireChannel(channel: string): 'EMAIL' | 'SMS' | 'VOICE' {
  return channel as 'EMAIL' | 'SMS' | 'VOICE';
}

function asWireToken(type: string): 'SMS_OTP' | 'EMAIL_OTP' | 'VOICE_OTP' {
  return type as 'SMS_OTP' | 'EMAIL_OTP' | 'VOICE_OTP';
}
