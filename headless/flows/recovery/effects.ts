import type { IdentityClient } from '../../client';
import type { ChallengeToken } from '../../client/wire/common';
import type { AttemptContext } from '../../core';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import { clientMethodsOf, flowRequests, outcomeOf, type FlowClientOf } from '../standalone/flow-store';
import { RECOVERY_SLOT, type RecoveryCall, type RecoveryEvent, type RecoveryOption } from './state';
import { RECOVERY_FIRST_REQUESTS, row, sessionOf } from './begin';

const arSession = (value: string): ChallengeToken[] => [{ type: 'AR_SESSION', value }];
const channelOf = (option: RecoveryOption): 'EMAIL' | 'SMS' | 'VOICE' =>
  option === 'EMAIL_OTP' ? 'EMAIL' : option === 'SMS_OTP' ? 'SMS' : 'VOICE';

/**
 * The later steps' rows of the recovery request table (seed 001 §7 account recovery; seed 000 §3.3 reset and
 * CSR reset payloads); with the username step's row (begin.ts) the table is complete ({@link RECOVERY_REQUESTS}).
 */
export const RECOVERY_LATE_REQUESTS = {
  challenges: row(
    'challenges',
    RECOVERY_SLOT,
    'CHALLENGES_RESULT',
    ['accountRecoveryGetChallenges'],
    async (client, call, { signal }) => {
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
    },
  ),
  sendCode: row(
    'sendCode',
    RECOVERY_SLOT,
    'CODE_SENT',
    ['accountRecoveryCreateConfirmation'],
    async (client, call, { signal }) => {
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
    },
  ),
  verifyCode: row(
    'verifyCode',
    RECOVERY_SLOT,
    'CODE_RESULT',
    ['accountRecoveryVerifyConfirmation'],
    async (client, call, { signal }) => {
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
    },
  ),
  users: row(
    'users',
    RECOVERY_SLOT,
    'USERS_RESULT',
    ['accountRecoveryGetUsers'],
    async (client, call, { signal }) => {
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
    },
  ),
  reset: row(
    'reset',
    RECOVERY_SLOT,
    'RESET_RESULT',
    ['csrResetPassword', 'resetPasswordEnd', 'resetPassword'],
    async (client, call, { signal }) => {
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
    },
  ),
};

/** The whole recovery request table: every operation of RecoveryCall once (a missing row is a type error). */
export const RECOVERY_REQUESTS = {
  ...RECOVERY_FIRST_REQUESTS,
  ...RECOVERY_LATE_REQUESTS,
} satisfies RequestTable<IdentityClient, RecoveryCall, RecoveryEvent, FlowOperationKey>;

/** Runs one recovery call through its row. */
export function performRecovery(
  client: RecoveryClient,
  call: RecoveryCall,
  context: AttemptContext,
): Promise<RecoveryEvent> {
  return flowRequests<RecoveryClient, RecoveryCall, RecoveryEvent>(RECOVERY_REQUESTS, client).perform(
    call,
    context,
  );
}

/** The client methods the recovery flow calls, derived from its rows' `uses`. */
export const RECOVERY_CLIENT_METHODS = clientMethodsOf(RECOVERY_REQUESTS);
/** The slice of the identity client the recovery flow calls. */
export type RecoveryClient = FlowClientOf<typeof RECOVERY_REQUESTS>;
