import type { AttemptContext } from '../../core';
import type { SignUpClient } from './client-port';
import { outcomeOf } from '../standalone/flow-store';
import type { SignUpCall, SignUpEvent } from './state';
import { performSignUpSubmit } from './submit';

/**
 * Runs one sign-up call (the submit: submit.ts).
 */
export async function performSignUp(
  client: SignUpClient,
  call: SignUpCall,
  context: AttemptContext,
): Promise<SignUpEvent> {
  const { signal } = context;
  switch (call.op) {
    case 'signUp':
      return performSignUpSubmit(client, call, context);
    case 'sendPhoneCode': {
      const result = await client.createChannelConfirmation(
        { userId: call.userId, channelType: 'SMS', confirmType: 'CODE', phoneNumber: call.phone },
        { signal },
      );
      return {
        type: 'PHONE_CODE_SENT',
        outcome: outcomeOf(result, (data) => ({ confirmationId: data.confirmationId })),
      };
    }
    case 'confirmPhone': {
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
    }
    case 'sendEmailCode': {
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
    }
    case 'confirmEmail': {
      // Seed 000 §7.3 confirmEmailVerificationV2: tokenType EMAIL_OTP.
      const result = await client.confirmEmailVerificationV2(
        { confirmationId: call.confirmationId, tokenType: 'EMAIL_OTP', token: call.code },
        { signal },
      );
      return { type: 'EMAIL_CONFIRMED', outcome: outcomeOf(result, (data) => ({ success: data.success })) };
    }
    default:
      return call satisfies never;
  }
}

export { signUpCrashed } from './state';

export { SIGN_UP_CLIENT_METHODS, type SignUpClient } from './client-port';
