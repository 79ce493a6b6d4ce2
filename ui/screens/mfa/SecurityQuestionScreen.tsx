import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMfa, useOffering, useSignIn } from '../../../headless';
import { OfferingLinkList } from '../offering-links';
import { mergeParts } from '../components';
import { useIdentityHost } from '../host';
import { useErrorText } from '../text';
import { useText, type TextKey } from './text';
import { useAttemptCounter } from './attempts';
import { useMfaErrorText } from './challenge-text';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

const ANSWER_FIELD = 'answer';

/**
 * Security question challenge (seed 000 §2.2 "sqa"). The flow grades the answer itself
 * (`useMfa().actions.answerSecurityQuestion`, the server's question from `state.securityQuestion`); a host
 * may still take over with `IdentityHostHandlers.onSecurityAnswer` (and `securityQuestion`), whose correct
 * answer re-evaluates the sign-in.
 */
export function SecurityQuestionScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const host = useIdentityHost();
  const { state, actions } = useMfa();
  const signIn = useSignIn();
  const controlId = `${useId()}-answer`;
  const [attempt, setAttempt] = useState(0);
  // The key, worded at render: the message follows a locale switch (issue 18 §3).
  const [clientErrorKey, setClientError] = useState<TextKey | null>(null);
  const clientError = clientErrorKey === null ? null : t(clientErrorKey);
  const [hostPending, setPending] = useState(false);
  const [serverCode, setServerCode] = useState<string | null>(null);
  const hostError = useErrorText(serverCode);
  const hosted = host.onSecurityAnswer !== undefined;
  // Headless grading: the verify request's status and error (a repeated wrong answer is announced again).
  const graded = useAttemptCounter(state.verifyStatus);
  const flowError = useMfaErrorText(state.verifyStatus === 'STOPPED' ? state.errorCode : null);
  const pending = hosted ? hostPending : state.isSubmitting;
  const serverError = hosted ? (hostError?.message ?? null) : flowError;
  const question = hosted ? host.securityQuestion : (state.securityQuestion ?? host.securityQuestion);
  const title = t('screen.securityQuestion');
  const offering = useOffering();

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const raw = new FormData(event.currentTarget).get(ANSWER_FIELD);
    const answer = typeof raw === 'string' ? raw : '';
    setAttempt((n) => n + 1);
    if (answer.trim() === '') {
      setClientError('field.answer.required');
      return;
    }
    setClientError(null);
    const grade = host.onSecurityAnswer;
    if (grade === undefined) {
      actions.answerSecurityQuestion(answer);
      return;
    }
    setPending(true);
    void grade(answer).then(
      (code) => {
        setPending(false);
        setServerCode(code);
        if (code === null) {
          signIn.actions.evaluate();
        }
      },
      () => {
        setPending(false);
        setServerCode('UNKNOWN_ERROR');
      },
    );
  };

  return (
    <>
      <P.Heading focusKey="challenge-SQA" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={clientError === null ? [] : [{ fieldId: controlId, message: clientError }]}
        focusKey={attempt}
      />
      {serverError !== null && clientError === null ? (
        <P.Alert announceKey={`sqa-${hosted ? attempt : graded}`}>{serverError}</P.Alert>
      ) : null}
      <P.Form data-step="challenge" pending={pending} onSubmit={onSubmit}>
        <P.Field
          label={question ?? t('label.answer')}
          hint={t('mfa.sqa.hint')}
          error={clientError ?? undefined}
          controlId={controlId}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.TextInput name={ANSWER_FIELD} autoComplete="off" spellCheck={false} />
        </P.Field>
        <P.Button type="submit" pending={pending} pendingLabel={t('mfa.verifying')} fullWidth>
          {t('action.continue')}
        </P.Button>
      </P.Form>
      <OfferingLinkList
        links={[{ href: offering?.dontKnowAnswerLink, text: t('action.dontKnowAnswer'), id: 'dont-know' }]}
      />
      <TryAnotherWay parts={P} />
    </>
  );
}
