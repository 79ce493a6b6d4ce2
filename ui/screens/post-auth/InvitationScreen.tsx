import { useEffect, useId, useState, type ReactNode } from 'react';
import { useInvitation, usePostAuth } from '../../../headless';
import { OneTimeCodeInput } from '../../primitives';
import { mergeParts } from '../components';
import { useIdentityHost } from '../host';
import { useErrorText } from '../text';
import { useInvitationStepText as useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

/**
 * Invitation steps (seed 000 §3.7 standardInvitation, provisionalInvitation; §4.4): what accepting means,
 * Accept and Decline. When the host gives `IdentityHostHandlers.onInvitation` it records the answer. Otherwise,
 * for an invitation verified in this visit, the flow answers through the client (`useInvitation().actions
 * .answer`: accept with the access code the user types, decline without one). With neither, both buttons
 * just move on. The step finishes once the answer is recorded.
 */
export function InvitationScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const host = useIdentityHost();
  const { state, actions } = usePostAuth();
  const invitation = useInvitation();
  const step = state.step === 'provisionalInvitation' ? 'provisionalInvitation' : 'standardInvitation';
  const flowAnswers = host.onInvitation === undefined && invitation.state.invitationId !== null;
  const [pending, setPending] = useState<boolean | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [hostErrorCode, setErrorCode] = useState<string | null>(null);
  const [codeMissing, setCodeMissing] = useState(false);
  const [accessCode, setAccessCode] = useState('');
  const codeId = `${useId()}-accessCode`;
  const errorCode = flowAnswers ? invitation.state.answerErrorCode : hostErrorCode;
  const serverError = useErrorText(errorCode);
  const title = t('screen.invitationAccept');
  const { finishStep } = actions;
  const answered = flowAnswers && invitation.state.answer !== null;
  useEffect(() => {
    if (answered) {
      finishStep(step);
    }
  }, [answered, finishStep, step]);
  const flowPending = flowAnswers && invitation.state.answerStatus === 'IN_PROGRESS';
  // Who invited the user, and to what, when the verify answer says (issue 18 §3); else the general wording.
  const { inviterName: inviter, realmName: realm } = invitation.state;
  const body =
    realm === null
      ? t('postAuth.invitation.body')
      : inviter === null
        ? t('invitation.body', { realm })
        : t('invitation.invitedBy', { inviter, realm });

  const answer = (accepted: boolean): void => {
    setAttempt((n) => n + 1);
    if (flowAnswers) {
      const missing = accepted && accessCode.trim() === '';
      setCodeMissing(missing);
      if (!missing) {
        setPending(accepted);
        invitation.actions.answer({ accepted, ...(accepted ? { accessCode } : {}) });
      }
      return;
    }
    const record = host.onInvitation;
    if (record === undefined) {
      actions.finishStep(step);
      return;
    }
    setPending(accepted);
    void record(accepted).then(
      (code) => {
        setPending(null);
        setAttempt((n) => n + 1);
        setErrorCode(code);
        if (code === null) {
          actions.finishStep(step);
        }
      },
      () => {
        setPending(null);
        setAttempt((n) => n + 1);
        setErrorCode('UNKNOWN_ERROR');
      },
    );
  };
  const codeError = codeMissing ? t('invitation.accessCode.required') : undefined;

  return (
    <>
      <P.Heading focusKey={step} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {serverError !== null ? (
        <P.Alert announceKey={`invitation-${attempt}`}>{serverError.message}</P.Alert>
      ) : null}
      <div className="grid gap-3" data-step={step}>
        <p>{body}</p>
        {step === 'provisionalInvitation' ? <p>{t('postAuth.invitation.provisionalBody')}</p> : null}
        {flowAnswers ? (
          <P.Field
            label={t('invitation.accessCode.label')}
            hint={t('invitation.accessCode.hint')}
            controlId={codeId}
            error={codeError}
            labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
          >
            <OneTimeCodeInput
              id={codeId}
              name="accessCode"
              length={6}
              value={accessCode}
              onValueChange={setAccessCode}
              invalid={codeError !== undefined || errorCode !== null}
            />
          </P.Field>
        ) : null}
        <P.Button
          fullWidth
          pending={pending === true && (flowPending || !flowAnswers)}
          onClick={() => answer(true)}
          data-action="accept"
        >
          {t('action.accept')}
        </P.Button>
        <P.Button
          fullWidth
          variant="secondary"
          pending={pending === false && (flowPending || !flowAnswers)}
          onClick={() => answer(false)}
          data-action="decline"
        >
          {t('action.decline')}
        </P.Button>
      </div>
    </>
  );
}
