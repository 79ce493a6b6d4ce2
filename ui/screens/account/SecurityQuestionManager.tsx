import { useId, type FormEvent, type ReactNode } from 'react';
import { useSecurityQuestionManager } from '../../../headless/account';
import type { SecurityQuestionClient } from '../../../headless/advanced';
import {
  isSecurityQuestionKey,
  securityQuestionMessageKey,
  SECURITY_QUESTIONS,
} from '../../../catalogue/security-questions';
import { enUSRecovery } from '../../../catalogue/messages/en-US/recovery';
import { mergeParts } from '../components';
import { useTextOf } from '../text';
import { GuardedEditForm } from './guarded-form';
import { ACCOUNT_PARTS } from './parts';
import type { SensitiveSectionScreenProps } from './props';
import {
  LoadState,
  SavedNotice,
  SectionFrame,
  sectionHookOptions,
  useHookErrors,
  useOnIncrease,
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
  const { stepUpAal, components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useDetailsText();
  // The 11 question texts live in the recovery part (the recovery flow asks them too).
  const tq = useTextOf(enUSRecovery);
  const hook = useSecurityQuestionManager(sectionHookOptions(props));
  const { state, actions } = hook;
  useOnIncrease(state.saved, () => onSaved?.());
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
    const read = (name: string): string => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    actions.save({ question: read('question'), answer: read('answer') });
  };
  const labels = { errorPrefix: t('errorSummary.errorPrefix') };
  return (
    <SectionFrame
      parts={P}
      name="securityQuestion"
      title={t('account.section.securityQuestion')}
      state={state}
    >
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && state.data !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className={shown === null ? 'text-ik-fg-muted' : undefined}>
            {shown ?? t('account.securityQuestion.empty')}
          </p>
          <P.Button variant="secondary" onClick={actions.edit} data-action="edit">
            {shown === null ? t('account.action.add') : t('account.action.edit')}
          </P.Button>
        </div>
      ) : null}
      {state.step === 'edit' ? (
        <GuardedEditForm parts={P} hook={hook} aal={stepUpAal} errors={items} onSubmit={onSubmit}>
          <P.Field
            label={t('account.securityQuestion.question')}
            controlId={ids.question}
            error={errorFor('question')}
            labels={labels}
          >
            <P.Select
              id={ids.question}
              name="question"
              defaultValue={question !== null && isSecurityQuestionKey(question) ? question : ''}
              invalid={errorFor('question') !== undefined}
            >
              <option value="">{t('account.securityQuestion.choose')}</option>
              {SECURITY_QUESTIONS.map((key) => (
                <option key={key} value={key}>
                  {tq(securityQuestionMessageKey(key))}
                </option>
              ))}
            </P.Select>
          </P.Field>
          <P.Field
            label={t('account.securityQuestion.answer')}
            hint={t('account.securityQuestion.answerHint')}
            controlId={ids.answer}
            error={errorFor('answer')}
            labels={labels}
          >
            <P.TextInput
              id={ids.answer}
              name="answer"
              autoComplete="off"
              spellCheck={false}
              invalid={errorFor('answer') !== undefined}
            />
          </P.Field>
        </GuardedEditForm>
      ) : null}
      <SavedNotice parts={P} saved={state.step === 'view' ? state.saved : 0} />
    </SectionFrame>
  );
}
