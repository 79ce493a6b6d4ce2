import type { ChallengeToken } from '../../client/wire/common';
import { flowRowsFor, outcomeOf } from '../standalone/flow-store';
import { RECOVERY_SLOT, type RecoveryCall, type RecoveryEvent } from './state';

/** The AR_SESSION token among a response's challenge tokens, else null. */
export const sessionOf = (tokens: readonly ChallengeToken[] | undefined): string | null =>
  tokens?.find((token) => token.type === 'AR_SESSION')?.value ?? null;

/** One row of the recovery flow's request table (request-table.ts): operation, slot, result event, call. */
export const row = flowRowsFor<RecoveryCall, RecoveryEvent>();

/**
 * The username step's row of the recovery request table, account recovery begin (seed 001 §7), loaded up
 * front: it goes out at once while the rest of the flow loads. The later steps' rows are effects.ts.
 */
export const RECOVERY_FIRST_REQUESTS = {
  begin: row(
    'begin',
    RECOVERY_SLOT,
    'BEGIN_RESULT',
    ['accountRecoveryBegin'],
    async (client, call, { signal }) => {
      const result = await client.accountRecoveryBegin(
        {
          identifier: call.identifier,
          flow: call.flow,
          ...(call.captchaToken ? { gRecaptchaResponse: call.captchaToken } : {}),
        },
        { signal },
      );
      return {
        type: 'BEGIN_RESULT',
        outcome: outcomeOf(result, (data) => ({
          session: sessionOf(data.challengeToken) ?? '',
          challenges: data.challenges ?? [],
          maskedEmail: data.maskedEmail ?? null,
          maskedPhone: data.maskedPhone ?? null,
        })),
      };
    },
  ),
};
