import { formField } from '../../standalone/props';
import {
  useSensitiveSection,
  type SensitiveSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  SECURITY_QUESTION_RULES,
  securityQuestionRequests,
  type SecurityQuestionClient,
  type SecurityQuestionData,
  type SecurityQuestionInput,
} from './requests';

/** Form field names of the security-question form (uncontrolled, read on submit). */
export const SECURITY_QUESTION_FIELD_NAMES = { question: 'question', answer: 'answer' } as const;

/** Options of {@link useSecurityQuestionManager}. */
export interface UseSecurityQuestionManagerOptions extends SensitiveSectionOptions {
  /** The identity client (or any object with the calls of `SECURITY_QUESTION_CLIENT_METHODS`). */
  readonly client: SecurityQuestionClient;
}

/** `{ state, actions, get*Props }` of the security-question section. */
export type UseSecurityQuestionManager = UseAccountSection<SecurityQuestionData, SecurityQuestionInput>;

/**
 * Security question and answer (seed 001 §2 `sqa`): shows which of the 11 questions is set and sets a new
 * question and answer behind a step-up. The answer lives only in the form and the request body.
 */
export function useSecurityQuestionManager(
  options: UseSecurityQuestionManagerOptions,
): UseSecurityQuestionManager {
  return useSensitiveSection(
    (aal) => ({
      rules: SECURITY_QUESTION_RULES,
      requests: securityQuestionRequests(aal),
      readForm: (form: HTMLFormElement): SecurityQuestionInput => ({
        question: formField(form, SECURITY_QUESTION_FIELD_NAMES.question),
        answer: formField(form, SECURITY_QUESTION_FIELD_NAMES.answer),
      }),
    }),
    options.client,
    options,
  );
}
