import type { IdentityClient } from '../../client';
import type { AttemptContext } from '../../core';
import { isAvailabilityAllowed, publicInfoLookupOutcome } from '../../../rules';
import type { CheckAnswer, CheckCall, CollisionEvent } from './machine';

/** The client calls the collision checker makes. Any `IdentityClient` fits. */
export type CollisionClient = Pick<IdentityClient, 'checkUsernameAvailability' | 'getUserPublicInfo'>;

/** Runs one check; the attempt's signal goes to the client so a superseded call is aborted. */
export async function performCollisionCheck(
  client: CollisionClient,
  call: CheckCall,
  context: AttemptContext,
): Promise<CollisionEvent> {
  const answer = await ask(client, call, context.signal);
  return { type: 'CHECK_RESULT', value: call.value, answer };
}

async function ask(client: CollisionClient, call: CheckCall, signal: AbortSignal): Promise<CheckAnswer> {
  if (call.lookup === 'availability') {
    const result = await client.checkUsernameAvailability({ username: call.value }, { signal });
    if (!result.ok) {
      return { ok: false, error: result.error };
    }
    // Availability only when the answer says compliant (seed 000 §5); anything else is "taken".
    return { ok: true, found: isAvailabilityAllowed(result.data) ? 'available' : 'taken' };
  }
  const result = await client.getUserPublicInfo({ username: call.value }, { signal });
  if (result.ok) {
    return { ok: true, found: 'taken', maskedEmail: result.data.maskedEmail };
  }
  // A captcha-required answer always fails, whatever its code.
  const outcome = result.error.captchaRequired ? 'failed' : publicInfoLookupOutcome(result.error.code);
  return outcome === 'available' ? { ok: true, found: 'available' } : { ok: false, error: result.error };
}
