import { useId, type FormEvent, type ReactNode } from 'react';
import { useInvitationActivate, type InvitationActivateField } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ServerError, StepSection, Summary, useAttempt } from '../sign-in/shared';
import { EndStep } from '../end-step';
import { INVITATION_PARTS, type InvitationProps } from './props';
import { expiredBody, invitedByText, useText } from './text';

/** What the invitation screen already knows from the link code's check (index.tsx), to say who invited. */
export interface InvitationActivateProps extends InvitationProps {
  readonly inviterName: string | null;
  readonly realmName: string | null;
}

/**
 * Activate a new account from an invitation (seed 001 §4.3, §7.5.1), shown by `<Invitation>` for a person
 * without an account (`newAccount`, or the verify answer of the link's code):
 * the invited person has no account, so the form asks for what PUT invitations/{id}?operation=activate
 * needs (a user ID and password for the new account, the access code, and the answer to the invitation's
 * challenge question when it has one) and sends it as one call. The inputs are uncontrolled: a refused
 * attempt (a wrong access code) keeps what was typed, and no secret is held in React state.
 */
export function InvitationActivate({
  client,
  invitationId,
  accessCode,
  challengeQuestion,
  onContinue,
  components,
  focusOnMount,
  onEvent,
  onHostCommand,
  inviterName,
  realmName,
}: InvitationActivateProps): ReactNode {
  const P = mergeParts(INVITATION_PARTS, components);
  const t = useText();
  const { state, actions } = useInvitationActivate({
    client,
    invitationId,
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const [attempt, nextAttempt] = useAttempt();
  const base = useId();
  const idOf = (field: InvitationActivateField): string => `${base}-${field}`;
  const moved = attempt > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const form = new FormData(event.currentTarget);
    const read = (name: string): string => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    actions.activate({
      username: read('username'),
      password: read('password'),
      accessCode: read('accessCode'),
      ...(challengeQuestion !== undefined
        ? { challenge: { question: challengeQuestion, answer: read('answer') } }
        : {}),
    });
  };

  const continueButton =
    onContinue !== undefined ? (
      <P.Button type="button" fullWidth onClick={onContinue}>
        {t('action.continue')}
      </P.Button>
    ) : null;
  if (state.step === 'success' || state.step === 'expired') {
    const success = state.step === 'success';
    return (
      <EndStep
        P={P}
        step={success ? 'invitationActivated' : 'invitationExpired'}
        title={success ? t('invitation.activate.success.title') : t('screen.invitationExpired')}
        focusOnMount={moved || focusOnMount}
      >
        <p>{success ? t('invitation.activate.success.body') : expiredBody(t, inviterName)}</p>
        {continueButton}
      </EndStep>
    );
  }

  const messages: Record<InvitationActivateField, string> = {
    username: t('field.userId.required'),
    password: t('field.password.required'),
    accessCode: t('invitation.accessCode.required'),
    answer: t('invitation.activate.answer.required'),
  };
  const errorFor = (field: InvitationActivateField): string | undefined =>
    state.fieldErrors[field] !== undefined ? messages[field] : undefined;
  const errors = (['username', 'password', 'accessCode', 'answer'] as const).flatMap((field) => {
    const message = errorFor(field);
    return message !== undefined ? [{ fieldId: idOf(field), message }] : [];
  });
  const labels = { errorPrefix: t('errorSummary.errorPrefix') };
  const title = t('invitation.activate.title');
  const invitedBy = invitedByText(t, inviterName, realmName);
  return (
    <StepSection step="invitationActivate">
      <P.Heading focusKey="invitationActivate" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {invitedBy !== null ? <p data-invited-by="">{invitedBy}</p> : null}
      <p>{t('invitation.activate.body')}</p>
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form
        onSubmit={onSubmit}
        pending={state.isSubmitting}
        data-step="invitationActivate"
        className="grid gap-4"
      >
        <P.Field
          label={t('invitation.activate.userId.label')}
          controlId={idOf('username')}
          error={errorFor('username')}
          labels={labels}
        >
          <P.TextInput
            id={idOf('username')}
            name="username"
            autoComplete="username"
            invalid={errorFor('username') !== undefined}
          />
        </P.Field>
        <P.Field
          label={t('label.password')}
          controlId={idOf('password')}
          error={errorFor('password')}
          labels={labels}
        >
          <P.PasswordInput
            id={idOf('password')}
            name="password"
            autoComplete="new-password"
            labels={{ show: t('action.showPassword') }}
            invalid={errorFor('password') !== undefined}
          />
        </P.Field>
        <P.Field
          label={t('invitation.accessCode.label')}
          hint={t('invitation.accessCode.hint')}
          controlId={idOf('accessCode')}
          error={errorFor('accessCode')}
          labels={labels}
        >
          <P.OneTimeCodeInput
            id={idOf('accessCode')}
            name="accessCode"
            length={6}
            defaultValue={accessCode ?? ''}
            // Only a rejected code marks the field (not a refused password or an outage); compared here rather than
            // with the MFA screens' rejectsEnteredCode, which would pull that module into every ui bundle.
            invalid={errorFor('accessCode') !== undefined || state.errorCode === 'INVALID_ACCESS_CODE'}
          />
        </P.Field>
        {challengeQuestion !== undefined ? (
          <P.Field
            label={challengeQuestion}
            controlId={idOf('answer')}
            error={errorFor('answer')}
            labels={labels}
          >
            <P.TextInput
              id={idOf('answer')}
              name="answer"
              autoComplete="off"
              invalid={errorFor('answer') !== undefined}
            />
          </P.Field>
        ) : null}
        <P.Button
          type="submit"
          fullWidth
          pending={state.isSubmitting}
          pendingLabel={t('invitation.checking')}
        >
          {t('action.createAccount')}
        </P.Button>
      </P.Form>
    </StepSection>
  );
}
