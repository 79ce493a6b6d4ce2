import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useInvitationAccept } from '../../../headless';
import { mergeParts } from '../components';
import { ServerError, StepSection, Summary, useAttempt } from '../sign-in/shared';
import { EndStep } from '../end-step';
import { InvitationActivate } from './activate';
import { INVITATION_PARTS, type InvitationProps } from './props';
import { invitedByText, expiredBody, useText } from './text';

export { INVITATION_PARTS, type InvitationClient, type InvitationParts, type InvitationProps } from './props';

/**
 * The stand-alone invitation screen (seed 000 §4.4; seed 001 §2, §4.3), composed from `useInvitationAccept`:
 * Accept verifies the access code and accepts a PENDING invitation for a signed-in user; an expired or
 * already accepted one shows the expired screen; Decline rejects it. A person without an account gets the
 * activate form instead (./activate.tsx): the host says so with `newAccount`, or, when it does not, the
 * verify answer decides (`inviteeHasAccount`; see the flow's checkedOf): of the link's access code on mount,
 * the screen waiting for it rather than show a form it may have to swap, or of the code typed on Accept,
 * which then stops before the accept call (it needs a session a new person does not have).
 */
export function Invitation(props: InvitationProps): ReactNode {
  const {
    client,
    invitationId,
    accessCode,
    newAccount,
    onContinue,
    components,
    focusOnMount,
    onEvent,
    onHostCommand,
  } = props;
  const P = mergeParts(INVITATION_PARTS, components);
  const t = useText();
  const { state, actions } = useInvitationAccept({
    client,
    invitationId,
    accessCode,
    newAccount,
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const [attempt, nextAttempt] = useAttempt();
  const id = `${useId()}-accessCode`;
  // Focus moves to the new heading only after the user acted on this screen (QUALITY.md a11y 4).
  const moved = attempt > 0;

  // The code typed on Accept, for the activate form when verify says the person has no account (the field
  // keeps it as the input did; it never enters the flow's state).
  const typedCode = useRef<string | undefined>(undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const value = new FormData(event.currentTarget).get('accessCode');
    typedCode.current = typeof value === 'string' ? value : undefined;
    actions.accept(typedCode.current ?? '');
  };

  const { inviterName: inviter, realmName } = state;
  if (state.step === 'accept' && (newAccount ?? state.inviteeHasAccount === false)) {
    return (
      <InvitationActivate
        {...props}
        accessCode={accessCode ?? typedCode.current}
        inviterName={inviter}
        realmName={realmName}
      />
    );
  }
  const realm = realmName ?? '';
  const end = (step: string, title: string, body: ReactNode): ReactNode => (
    <EndStep P={P} step={step} title={title} focusOnMount={moved || focusOnMount}>
      {body}
    </EndStep>
  );
  const continueButton =
    onContinue !== undefined ? (
      <P.Button type="button" fullWidth onClick={onContinue}>
        {t('action.continue')}
      </P.Button>
    ) : null;
  switch (state.step) {
    case 'success':
      return end(
        'invitationSuccess',
        t('invitation.success.title', { realm }),
        <>
          <p>{t('invitation.success.body', { realm })}</p>
          {continueButton}
        </>,
      );
    case 'expired':
      return end(
        'invitationExpired',
        t('screen.invitationExpired'),
        <>
          <p>{expiredBody(t, inviter)}</p>
          {continueButton}
        </>,
      );
    case 'declined':
      return end('invitationDeclined', t('invitation.rejected'), continueButton);
    default:
      break;
  }
  const fieldError =
    state.fieldErrors.accessCode !== undefined ? t('invitation.accessCode.required') : undefined;
  const errors = fieldError !== undefined ? [{ fieldId: id, message: fieldError }] : [];
  const title = t('screen.invitationAccept');
  // The host did not say whether this person has an account: wait for the link code's answer.
  if (newAccount === undefined && state.isChecking) {
    return end('invitationChecking', t('invitation.checking'), null);
  }
  // Who invited the user, and to what, once the link's code was checked (issue 18 §3); nothing before.
  const invitedBy = invitedByText(t, inviter, realmName);
  return (
    <StepSection step="invitationAccept">
      <P.Heading focusKey="invitationAccept" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {invitedBy !== null ? <p data-invited-by="">{invitedBy}</p> : null}
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form
        onSubmit={onSubmit}
        pending={state.isSubmitting}
        data-step="invitationAccept"
        className="grid gap-4"
      >
        <P.Field
          label={t('invitation.accessCode.label')}
          hint={t('invitation.accessCode.hint')}
          controlId={id}
          error={fieldError}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.OneTimeCodeInput
            id={id}
            name="accessCode"
            length={6}
            defaultValue={accessCode ?? ''}
            invalid={fieldError !== undefined || state.errorCode !== null}
          />
        </P.Field>
        <P.Button
          type="submit"
          fullWidth
          pending={state.pending === 'accept'}
          pendingLabel={t('invitation.checking')}
        >
          {t('action.accept')}
        </P.Button>
        <P.Button
          type="button"
          variant="secondary"
          fullWidth
          pending={state.pending === 'decline'}
          onClick={() => {
            nextAttempt();
            actions.decline();
          }}
        >
          {t('action.decline')}
        </P.Button>
      </P.Form>
    </StepSection>
  );
}
