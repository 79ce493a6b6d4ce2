import type { IdentityClient } from '../../client';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import { clientMethodsOf, flowRowsFor, outcomeOf, type FlowClientOf } from '../standalone/flow-store';
import type { NationalIdCountry } from '../../../catalogue';
import type { GetOOWQuestionsRequest } from '../../client/wire';
import type { ProofingCall, ProofingEvent, ProofingInput } from './machine';

const row = flowRowsFor<ProofingCall, ProofingEvent>();

/** `{ key: value }` when the value was asked for, else nothing (exactOptionalPropertyTypes: no undefined). */
const sent = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

/**
 * The generate_oow_challenges body (seed 001 §3 personal data) from the asked-for fields only: a field the
 * offering does not ask for is absent, and the address block is sent only when an address field was asked for.
 */
function questionsBody(data: ProofingInput, country: NationalIdCountry): GetOOWQuestionsRequest {
  const hasAddress = [data.street, data.city, data.state, data.zipCode].some((value) => value !== undefined);
  return {
    ...sent('firstName', data.firstName),
    ...sent('lastName', data.lastName),
    ...sent('ssn', data.ssn),
    ...sent('birthDate', data.birthDate),
    ...sent('zipCode', data.zipCode),
    ...(hasAddress
      ? {
          address: {
            ...sent('address1', data.street),
            ...sent('cityOrLocality', data.city),
            ...sent('stateOrProvince', data.state),
            ...sent('postalCode', data.zipCode),
            country,
          },
        }
      : {}),
  };
}

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
      const result = await client.getOOWQuestions(questionsBody(call.data, call.country), { signal });
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
