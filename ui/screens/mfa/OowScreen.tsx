import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMfa, useOffering } from '../../../headless';
import { OfferingLinkList } from '../offering-links';
import { mergeParts } from '../components';
import { useText } from './text';
import { useAttemptCounter } from './attempts';
import { useMfaErrorText } from './challenge-text';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/**
 * Out-of-wallet knowledge questions (seed 000 §2.2, §4.3): one radio group per question, question and
 * choice texts from the server rendered as text. Unanswered questions show the error summary. An expired
 * verification session (INVALID_AUTH_CONTEXT) says so and offers new questions.
 */
export function OowScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const offering = useOffering();
  const { state, actions } = useMfa();
  const baseId = useId();
  const [attempt, setAttempt] = useState(0);
  const [unanswered, setUnanswered] = useState<readonly string[]>([]);
  const verifies = useAttemptCounter(state.verifyStatus);
  const errorText = useMfaErrorText(state.errorCode);
  const questions = state.oowQuestions;
  const loading = questions.length === 0 && state.errorCode === null;
  const title = t('screen.knowledgeQuestions');
  const radioId = (q: number, c: number): string => `${baseId}-${q}-${c}`;
  const required = t('mfa.oow.required');
  // The summary and the inline error use the same words; the question number tells the links apart.
  const missingText = (q: number): string =>
    `${t('mfa.oow.questionLabel', { number: q + 1, count: questions.length })}: ${required}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const data = new FormData(event.currentTarget);
    const answers = questions.map((question) => ({
      questionId: question.id,
      choiceId: data.get(question.id),
    }));
    const missing = answers.filter((answer) => typeof answer.choiceId !== 'string').map((a) => a.questionId);
    setAttempt((n) => n + 1);
    setUnanswered(missing);
    if (missing.length === 0) {
      actions.submitOowAnswers(
        answers.map((a) => ({ questionId: a.questionId, choiceId: String(a.choiceId) })),
      );
    }
  };

  return (
    <>
      <P.Heading focusKey="challenge-OOW" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={questions
          .map((question, q) => ({ question, q }))
          .filter(({ question }) => unanswered.includes(question.id))
          .map(({ q }) => ({ fieldId: radioId(q, 0), message: missingText(q) }))}
        focusKey={attempt}
      />
      {errorText !== null ? <P.Alert announceKey={`oow-${verifies}`}>{errorText}</P.Alert> : null}
      {state.errorCode === 'INVALID_AUTH_CONTEXT' ? (
        <div>
          <P.Button variant="secondary" onClick={() => actions.requestOowQuestions()} data-action="restart">
            {t('mfa.oow.restart')}
          </P.Button>
        </div>
      ) : null}
      <P.Status>{loading ? t('mfa.oow.loading') : ''}</P.Status>
      {questions.length > 0 ? (
        <P.Form data-step="challenge" pending={state.isSubmitting} onSubmit={onSubmit}>
          <p>{t('mfa.oow.hint')}</p>
          {questions.map((question, q) => (
            <P.Fieldset
              key={question.id}
              legend={question.text}
              hint={t('mfa.oow.questionLabel', { number: q + 1, count: questions.length })}
              error={unanswered.includes(question.id) ? missingText(q) : undefined}
              labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
            >
              {question.choices.map((choice, c) => (
                <P.Radio
                  key={choice.id}
                  id={radioId(q, c)}
                  name={question.id}
                  value={choice.id}
                  label={choice.text}
                />
              ))}
            </P.Fieldset>
          ))}
          <P.Button type="submit" pending={state.isSubmitting} pendingLabel={t('mfa.verifying')} fullWidth>
            {t('action.continue')}
          </P.Button>
        </P.Form>
      ) : null}
      <OfferingLinkList
        links={[{ href: offering?.oowLearnMoreLink, text: t('action.learnMore'), id: 'oow-learn-more' }]}
      />
      <TryAnotherWay parts={P} />
    </>
  );
}
