/**
 * Security question and answer (seed 001 §2 widget `sqa`): rules and request table. The question is one of
 * the 11 fixed short keys (seed 001 §3 "Security-question answers", catalogue/security-questions.ts); the
 * answer is a secret like a password: it goes only into the request body (PUT users/me
 * `challengeQuestionAnswer`, seed 001 §3/§7), never into state, events, errors or analytics. The service
 * never returns the answer; which question is set is read from the security preference SECURITY_QUESTION
 * (chosen: the spec shows no field for it, like TOTP_STATUS). Changing it is a sensitive write (account
 * recovery trusts it), so the ticket check comes first.
 */
import type { IdentityClient } from '../../../client';
import type { UserResponse } from '../../../client/wire/users';
import { isSecurityQuestionKey } from '../../../../catalogue/security-questions';
import { CREDENTIAL_WRITE_AAL } from '../../../../rules/constants';
import type { SectionRules } from '../section/machine';
import { toOutcome, withStepUp, type SectionRequestTable } from '../section/requests';

/** The read-only security preference naming the question that is set (chosen). */
export const SECURITY_QUESTION_KEY = 'SECURITY_QUESTION';
/** Longest answer accepted (chosen: the spec gives none; the user-id bound). */
export const SECURITY_ANSWER_MAX_LENGTH = 256;

/** What the section shows: which question is set (never the answer). */
export interface SecurityQuestionData {
  /**
   * The question as the service reports it: one of the 11 short keys (`isSecurityQuestionKey`; the UI shows
   * its text in the page's language), or a question text an older record holds; null when none is set.
   */
  readonly question: string | null;
}

/** What the form sends: the question's short key and the answer (a secret). */
export interface SecurityQuestionInput {
  readonly question: string;
  readonly answer: string;
}

/** The client methods the section calls. */
export const SECURITY_QUESTION_CLIENT_METHODS = ['getUser', 'verifyTicket', 'updateUser'] as const;
/** The client calls the security-question section makes. */
export type SecurityQuestionClient = Pick<IdentityClient, (typeof SECURITY_QUESTION_CLIENT_METHODS)[number]>;

/** The question a user has set (pure; a blank value counts as none). */
export function securityQuestionOf(user: Pick<UserResponse, 'securityPref'>): SecurityQuestionData {
  const value = user.securityPref?.find((pref) => pref.key === SECURITY_QUESTION_KEY)?.value?.trim();
  return { question: value === undefined || value === '' ? null : value };
}

/** The section's rules: a known question, an answer that is not blank and not too long. */
export const SECURITY_QUESTION_RULES: SectionRules<SecurityQuestionData, SecurityQuestionInput> = {
  slot: 'accountSecurityQuestion',
  name: 'account.securityQuestion',
  loads: true,
  validate: (input) => {
    const errors: Record<string, string> = {};
    if (!isSecurityQuestionKey(input.question)) {
      errors['question'] = 'required';
    }
    const answer = input.answer.trim();
    if (answer === '') {
      errors['answer'] = 'required';
    } else if ([...answer].length > SECURITY_ANSWER_MAX_LENGTH) {
      errors['answer'] = 'tooLong';
    }
    return errors;
  },
  verifyAfterSave: () => null,
};

/** The section's request table, with the level a change needs. */
export function securityQuestionRequests(
  stepUpAal: number | null = CREDENTIAL_WRITE_AAL,
): SectionRequestTable<SecurityQuestionClient, SecurityQuestionData, SecurityQuestionInput> {
  return {
    load: {
      calls: ['getUser'],
      run: async (client, _arg, { signal }) =>
        toOutcome(await client.getUser({}, { signal }), securityQuestionOf),
    },
    save: {
      calls: ['verifyTicket', 'updateUser'],
      run: (client, { input }, context) =>
        withStepUp(client, stepUpAal, context, async () =>
          toOutcome(
            await client.updateUser(
              { challengeQuestionAnswer: { question: input.question, answer: input.answer.trim() } },
              { signal: context.signal },
            ),
            securityQuestionOf,
          ),
        ),
    },
  };
}
