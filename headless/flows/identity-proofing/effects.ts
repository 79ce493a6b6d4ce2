import type { IdentityClient } from '../../client';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import { clientMethodsOf, flowRowsFor, outcomeOf, type FlowClientOf } from '../standalone/flow-store';
import type { ProofingCall, ProofingEvent } from './machine';

const row = flowRowsFor<ProofingCall, ProofingEvent>();

/**
 * The flow's request table. The client's payload conventions format the SSN with dashes and move the date of
 * birth to noon UTC (seed 001 §5); nothing here reformats them.
 */
export const PROOFING_REQUESTS = {
  questions: row(
    'questions',
    'identityProofing',
    'QUESTIONS_RESULT',
    ['getOOWQuestions'],
    async (client, call, { signal }) => {
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
    },
  ),
  grade: row(
    'grade',
    'identityProofing',
    'GRADE_RESULT',
    ['gradeOOWAnswers'],
    async (client, call, { signal }) => {
      const result = await client.gradeOOWAnswers(
        {
          encryptedSessionId: call.sessionId,
          outOfWalletQuestionAnswers: call.answers.map((a) => ({ ...a })),
        },
        { signal },
      );
      return { type: 'GRADE_RESULT', outcome: outcomeOf(result, () => null) };
    },
  ),
} satisfies RequestTable<IdentityClient, ProofingCall, ProofingEvent, FlowOperationKey>;

/** The client methods the flow calls, derived from its rows' `uses`. */
export const PROOFING_CLIENT_METHODS = clientMethodsOf(PROOFING_REQUESTS);
/** The slice of the identity client the flow needs (a structural type: tests pass fakes). */
export type ProofingClient = FlowClientOf<typeof PROOFING_REQUESTS>;
