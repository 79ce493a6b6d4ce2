import type { AttemptContext, IdentityErrorShape } from '../../core';
import { performRow, type RequestTable } from '../request-table';
import type { SignUpClient } from './client-port';
import { outcomeOf } from '../standalone/flow-store';
import { SIGN_UP_SLOT, signUpCrashed, type SignUpCall, type SignUpEvent } from './state';
import { row, SIGN_UP_FORM_REQUESTS } from './submit';

/**
 * The later steps' rows of the sign-up request table (request-table.ts); with the form's rows (submit.ts) the
 * table is complete, checked by type ({@link SIGN_UP_REQUESTS}).
 */
export const SIGN_UP_LATE_REQUESTS = {
  evaluateAuth: row('evaluateAuth', SIGN_UP_SLOT, 'SIGN_UP_EVALUATED', async (client, call, { signal }) => {
    // Seed 000 §7.1 evaluate auth with the sign-up's policies and target level (as verify-auth had them).
    const { request } = call;
    const targetAal = request.body.targetAAL;
    const result = await client.evaluateAuth(
      {
        ...(targetAal !== undefined ? { targetAAL: targetAal } : {}),
        policies: [...(request.verifyAuth?.policies ?? [])],
      },
      { signal },
    );
    return {
      type: 'SIGN_UP_EVALUATED',
      request,
      outcome: outcomeOf(result, (data) => ({ denied: data.action === 'DENY' })),
    };
  }),
  sendPhoneCode: row('sendPhoneCode', SIGN_UP_SLOT, 'PHONE_CODE_SENT', async (client, call, { signal }) => {
    const result = await client.createChannelConfirmation(
      { userId: call.userId, channelType: 'SMS', confirmType: 'CODE', phoneNumber: call.phone },
      { signal },
    );
    return {
      type: 'PHONE_CODE_SENT',
      outcome: outcomeOf(result, (data) => ({ confirmationId: data.confirmationId })),
    };
  }),
  confirmPhone: row('confirmPhone', SIGN_UP_SLOT, 'PHONE_CONFIRMED', async (client, call, { signal }) => {
    const result = await client.confirmChannel(
      {
        userId: call.userId,
        confirmationId: call.confirmationId,
        channelType: 'SMS',
        challengeToken: [{ type: 'SMS_OTP', value: call.code }],
      },
      { signal },
    );
    return { type: 'PHONE_CONFIRMED', outcome: outcomeOf(result, () => null) };
  }),
  sendEmailCode: row('sendEmailCode', SIGN_UP_SLOT, 'EMAIL_CODE_SENT', async (client, call, { signal }) => {
    // Seed 000 §7.3 sendVerificationEmailV2: confirmType CODE, channel EMAIL.
    const result = await client.sendVerificationEmailV2(
      { email: call.email, confirmType: 'CODE', channelType: 'EMAIL' },
      { signal },
    );
    return {
      type: 'EMAIL_CODE_SENT',
      outcome: outcomeOf(result, (data) => ({
        confirmationId: data.confirmationId,
        length: data.maxLength ?? 6,
      })),
    };
  }),
  confirmEmail: row('confirmEmail', SIGN_UP_SLOT, 'EMAIL_CONFIRMED', async (client, call, { signal }) => {
    // Seed 000 §7.3 confirmEmailVerificationV2: tokenType EMAIL_OTP.
    const result = await client.confirmEmailVerificationV2(
      { confirmationId: call.confirmationId, tokenType: 'EMAIL_OTP', token: call.code },
      { signal },
    );
    return { type: 'EMAIL_CONFIRMED', outcome: outcomeOf(result, (data) => ({ success: data.success })) };
  }),
};

/** The whole sign-up request table: every operation of SignUpCall once (a missing row is a type error). */
export const SIGN_UP_REQUESTS = {
  ...SIGN_UP_FORM_REQUESTS,
  ...SIGN_UP_LATE_REQUESTS,
} satisfies RequestTable<SignUpClient, SignUpCall, SignUpEvent, typeof SIGN_UP_SLOT>;

/** Runs one sign-up call through its row. */
export function performSignUp(
  client: SignUpClient,
  call: SignUpCall,
  context: AttemptContext,
): Promise<SignUpEvent> {
  return performRow(SIGN_UP_REQUESTS, client, call, context) ?? Promise.reject(new Error('unknown call'));
}

/**
 * The result event of a call whose effect crashed (an unexpected rejection), for every call: the chunk's
 * `perform` answers with it (late.ts), and the store's up-front `signUpCrashed` is left the form's calls.
 */
export function signUpLateCrashed(call: SignUpCall, error: IdentityErrorShape): SignUpEvent {
  const outcome = { ok: false as const, error };
  switch (call.op) {
    case 'signUp':
    case 'validateEmail':
      return signUpCrashed(call, error);
    case 'evaluateAuth':
      return { type: 'SIGN_UP_EVALUATED', request: call.request, outcome };
    case 'sendPhoneCode':
      return { type: 'PHONE_CODE_SENT', outcome };
    case 'confirmPhone':
      return { type: 'PHONE_CONFIRMED', outcome };
    case 'sendEmailCode':
      return { type: 'EMAIL_CODE_SENT', outcome };
    case 'confirmEmail':
      return { type: 'EMAIL_CONFIRMED', outcome };
    default:
      return call satisfies never;
  }
}

export { signUpCrashed } from './state';

export { SIGN_UP_CLIENT_METHODS, type SignUpClient } from './client-port';
