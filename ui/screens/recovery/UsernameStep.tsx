import { useId, type FormEvent, type ReactNode } from 'react';
import { mergeParts } from '../components';
import { ServerError, StepSection, Summary, useAttempt, useFieldErrors } from '../sign-in/shared';
import { useText } from '../text';
import { useRecoveryScreen } from './context';
import { RECOVERY_PARTS } from './parts';
import { fieldValue, Title, type RecoveryStepProps } from './step-helpers';

/** Step 1 (seed 001 §4): the email, phone or user id of the account. */
export function RecoveryUsernameScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery, switchMode, layout } = useRecoveryScreen();
  const { state, actions, getIdentifierInputProps } = recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors();
  const id = `${useId()}-identifier`;
  const title = t(state.mode === 'userId' ? 'recovery.forgotUserId' : 'screen.forgotUserIdOrPassword');
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const typed = fieldValue(event.currentTarget, getIdentifierInputProps().name ?? 'username');
    if (typed === '') {
      setErrors([{ fieldId: id, message: t('recovery.identifier.required') }]);
      return;
    }
    setErrors([]);
    actions.submitIdentifier(typed);
  };
  return (
    <StepSection step="username">
      <Title parts={P} step="username" title={title} focusOnMount={focusOnMount} />
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="username" className="grid gap-4">
        <P.Field label={t('recovery.identifier.label')} controlId={id} error={errorFor(id)} labels={{ errorPrefix: t('errorSummary.errorPrefix') }}>
          <P.TextInput
            {...getIdentifierInputProps({
              id,
              type: 'text',
              'aria-invalid': errorFor(id) !== undefined || state.errorCode !== null ? true : undefined,
            })}
          />
        </P.Field>
        <P.Button type="submit" fullWidth={layout.prominentPiiButtons} pending={state.isSubmitting} pendingLabel={t('recovery.submitting')}>
          {t('action.continue')}
        </P.Button>
      </P.Form>
      {state.mode === 'password' ? (
        <P.Button type="button" variant="tertiary" onClick={() => switchMode('userId')}>
          {t('recovery.forgotUserId')}
        </P.Button>
      ) : null}
    </StepSection>
  );
}
