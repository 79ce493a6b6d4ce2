import type { ChallengeToken } from '../../client/wire/common';
import type { AttemptContext } from '../../core';
import type { RecoveryClient } from './client-port';
import { outcomeOf } from '../standalone/flow-store';
import type { RecoveryCall, RecoveryEvent, RecoveryOption } from './state';
import { performRecoveryBegin, sessionOf } from './begin';

const arSession = (value: string): ChallengeToken[] => [{ type: 'AR_SESSION', value }];
const channelOf = (option: RecoveryOption): 'EMAIL' | 'SMS' | 'VOICE' =>
  option === 'EMAIL_OTP' ? 'EMAIL' : option === 'SMS_OTP' ? 'SMS' : 'VOICE';

/** Runs one recovery call (seed 001 §7 account recovery; seed 000 §3.3 reset and CSR reset payloads). */
export async function performRecovery(
  client: RecoveryClient,
  call: RecoveryCall,
  { attemptId, signal }: AttemptContext,
): Promise<RecoveryEvent> {
  switch (call.op) {
    case 'begin':
      return performRecoveryBegin(client, call, { attemptId, signal });
    case 'challenges': {
      const { securityQuestion, ...identity } = call.answers;
      const result = await client.accountRecoveryGetChallenges(
        {
          challengeToken: arSession(call.session),
          ...identity,
          ...(securityQuestion !== undefined ? { challengeQuestionAnswer: { ...securityQuestion } } : {}),
        },
        { signal },
      );
      return {
        type: 'CHALLENGES_RESULT',
        outcome: outcomeOf(result, (data) => ({
          session: sessionOf(data.challengeToken) ?? call.session,
          challenges: data.challenges ?? [],
          options: data.options,
          maskedEmail: data.maskedEmail ?? null,
          maskedPhone: data.maskedPhone ?? null,
        })),
      };
    }
    case 'sendCode': {
      const result = await client.accountRecoveryCreateConfirmation(
        {
          challengeToken: arSession(call.session),
          channelType: channelOf(call.option),
          ...(call.userId !== null ? { userId: call.userId } : {}),
        },
        { signal },
      );
      return {
        type: 'CODE_SENT',
        outcome: outcomeOf(result, (data) => ({ confirmationId: data.confirmationId })),
      };
    }
    case 'verifyCode': {
      const result = await client.accountRecoveryVerifyConfirmation(
        {
          confirmationId: call.confirmationId,
          challengeToken: [...arSession(call.session), { type: call.option, value: call.code }],
        },
        { signal },
      );
      return {
        type: 'CODE_RESULT',
        outcome: outcomeOf(result, (data) => ({ session: sessionOf(data.challengeToken) })),
      };
    }
    case 'users': {
      const result = await client.accountRecoveryGetUsers(
        { challengeToken: arSession(call.session) },
        { signal },
      );
      return {
        type: 'USERS_RESULT',
        outcome: outcomeOf(result, (data) =>
          data.users.map((user) => ({ userId: user.userId, username: user.username ?? null })),
        ),
      };
    }
    case 'reset': {
      if (call.variant === 'csr') {
        const result = await client.csrResetPassword(
          {
            newPassword: call.password,
            confirmationId: call.confirmationId,
            ...(call.securityAnswer !== null ? { challengeQuestionAnswer: { ...call.securityAnswer } } : {}),
          },
          { signal },
        );
        return { type: 'RESET_RESULT', outcome: outcomeOf(result, () => null) };
      }
      if (call.variant === 'legal' && call.userId !== null) {
        const result = await client.resetPasswordEnd(
          {
            userId: call.userId,
            password: call.password,
            confirmationId: call.confirmationId,
            challengeToken: arSession(call.session),
          },
          { signal },
        );
        return { type: 'RESET_RESULT', outcome: outcomeOf(result, () => null) };
      }
      // Seed 000 §3.3: confirmationId, challengeToken (AR_SESSION with a value), password, flow.
      const result = await client.resetPassword(
        {
          confirmationId: call.confirmationId,
          challengeToken: arSession(call.session),
          password: call.password,
          flow: call.flow,
        },
        { signal },
      );
      return { type: 'RESET_RESULT', outcome: outcomeOf(result, () => null) };
    }
    default:
      return call satisfies never;
  }
}

export { recoveryCrashed } from './state';

export { RECOVERY_CLIENT_METHODS, type RecoveryClient } from './client-port';
