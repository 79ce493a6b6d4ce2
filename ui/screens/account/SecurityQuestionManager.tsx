import { useId, type FormEvent, type ReactNode } from 'react';
import { useSecurityQuestionManager } from '../../../headless/account';
import type { SecurityQuestionClient } from '../../../headless/advanced';
import { isSecurityQuestionKey, securityQuestionMessageKey } from '../../../catalogue/security-questions';
import { enUSRecovery } from '../../../catalogue/messages/en-US/recovery';
import { SecurityQuestionFields } from '../security-question-fields';
import { useTextOf } from '../text';
import type { SensitiveSectionScreenProps } from './props';
import {
  AccountSection,
  formText,
  sectionHookOptions,
  useHookErrors,
  useSectionParts,
  ValueRow,
} from './shared';
import { useDetailsText } from './text-details';

/** Props of {@link SecurityQuestionManager}. */
export interface SecurityQuestionManagerProps extends SensitiveSectionScreenProps {
  /** The identity client (or any object with the calls of `SECURITY_QUESTION_CLIENT_METHODS`). */
  readonly client: SecurityQuestionClient;
}

/**
 * Security question and answer (seed 001 §2 `sqa`): which of the 11 questions is set; Edit picks a question
 * and types an answer (an uncontrolled, unsaved field: the answer is never kept, shown back or logged) and
 * saves behind a step-up.
 */
export function SecurityQuestionManager(props: SecurityQuestionManagerProps): ReactNode {
  const t = useDetailsText();
  // The 11 question texts live in the recovery part (the recovery flow asks them too).
  const tq = useTextOf(enUSRecovery);
  const hook = useSecurityQuestionManager(sectionHookOptions(props));
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
  const base = useId();
  const ids = { question: `${base}-question`, answer: `${base}-answer` };
  const { items, errorFor } = useHookErrors(state, ids, (field, reason) =>
    t(
      field === 'question'
        ? 'account.securityQuestion.questionRequired'
        : reason === 'tooLong'
          ? 'account.securityQuestion.answerTooLong'
          : 'account.securityQuestion.answerRequired',
    ),
  );
  const question = state.data?.question ?? null;
  const shown =
    question === null
      ? null
      : isSecurityQuestionKey(question)
        ? tq(securityQuestionMessageKey(question))
        : question;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const form = new FormData(event.currentTarget);
    actions.save({ question: formText(form, 'question'), answer: formText(form, 'answer') });
  };
  return (
    <AccountSection
      parts={P}
      hook={hook}
      name="securityQuestion"
      title={t('account.section.securityQuestion')}
      view={
        <ValueRow
          parts={P}
          value={shown}
          empty={t('account.securityQuestion.empty')}
          action={shown === null ? t('account.action.add') : t('account.action.edit')}
          onAction={actions.edit}
        />
      }
      form={{ aal: props.stepUpAal, errors: items, onSubmit }}
    >
      <SecurityQuestionFields
        parts={P}
        ids={ids}
        names={{ question: 'question', answer: 'answer' }}
        labels={{
          question: t('account.securityQuestion.question'),
          answer: t('account.securityQuestion.answer'),
          answerHint: t('account.securityQuestion.answerHint'),
          choose: t('account.securityQuestion.choose'),
          errorPrefix: t('errorSummary.errorPrefix'),
        }}
        questionText={(key) => tq(securityQuestionMessageKey(key))}
        defaultQuestion={question !== null && isSecurityQuestionKey(question) ? question : ''}
        errors={{ question: errorFor('question'), answer: errorFor('answer') }}
      />
    </AccountSection>
  );
}
