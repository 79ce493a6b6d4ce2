import type { IdentityClient } from '../../client';
import type { AttemptContext, IdentityErrorShape } from '../../core';
import { outcomeOf } from '../standalone/flow-store';
import type { ProofingCall, ProofingEvent } from './machine';

export const PROOFING_CLIENT_METHODS = ['getOOWQuestions', 'gradeOOWAnswers'] as const;
export type ProofingClient = Pick<IdentityClient, (typeof PROOFING_CLIENT_METHODS)[number]>;

/**
 * Runs one identity-proofing call. The client's payload conventions format the SSN with dashes and move the
 * date of birth to noon UTC (seed 001 §5); nothing here reformats them.
 */
export async function performProofing(
  client: ProofingClient,
  call: ProofingCall,
  { signal }: AttemptContext,
): Promise<ProofingEvent> {
  switch (call.op) {
    case 'questions': {
      const { data } = call;
      const result = await client.getOOWQuestions(
        {
          firstName: data.firstName.trim(),
          lastName: data.lastName.trim(),
          ssn: data.ssn.trim(),
          birthDate: data.birthDate.trim(),
          zipCode: data.zipCode.trim(),
          address: {
            address1: data.street.trim(),
            cityOrLocality: data.city.trim(),
            stateOrProvince: data.state.trim(),
            postalCode: data.zipCode.trim(),
            country: call.country,
          },
        },
        { signal },
      );
      return {
        type: 'QUESTIONS_RESULT',
        outcome: outcomeOf(result, (d) => ({
          sessionId: d.encryptedSessionId,
          questions: d.outOfWalletQuestionAnswers,
        })),
      };
    }
    case 'grade': {
      const result = await client.gradeOOWAnswers(
        {
          encryptedSessionId: call.sessionId,
          outOfWalletQuestionAnswers: call.answers.map((a) => ({ ...a })),
        },
        { signal },
      );
      return { type: 'GRADE_RESULT', outcome: outcomeOf(result, () => null) };
    }
    default:
      return call satisfies never;
  }
}

export function proofingCrashed(call: ProofingCall, error: IdentityErrorShape): ProofingEvent {
  return call.op === 'questions'
    ? { type: 'QUESTIONS_RESULT', outcome: { ok: false, error } }
    : { type: 'GRADE_RESULT', outcome: { ok: false, error } };
}
