import type { ChallengeToken } from '../../client/wire/common';
import type { AttemptContext } from '../../core';
import { outcomeOf } from '../standalone/flow-store';
import type { RecoveryClient } from './client-port';
import type { RecoveryCall, RecoveryEvent } from './state';

/** The AR_SESSION token among a response's challenge tokens, else null. */
export const sessionOf = (tokens: readonly ChallengeToken[] | undefined): string | null =>
  tokens?.find((token) => token.type === 'AR_SESSION')?.value ?? null;

/**
 * Runs the username step's one call, account recovery begin (seed 001 §7), loaded up front: it goes out at
 * once while the rest of the flow loads.
 */
export async function performRecoveryBegin(
  client: RecoveryClient,
  call: Extract<RecoveryCall, { op: 'begin' }>,
  { signal }: AttemptContext,
): Promise<RecoveryEvent> {
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
}
