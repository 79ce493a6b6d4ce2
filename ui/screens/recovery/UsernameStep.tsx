import { useId, type FormEvent, type ReactNode } from 'react';
import { RECOVERY_FIELD_NAMES } from '../../../headless';
import { mergeParts } from '../components';
import {
  ServerError,
  StepSection,
  Summary,
  useAttempt,
  useFieldErrors,
  type FieldErrorRef,
} from '../sign-in/shared';
import { useText, type TextKey } from './text';
import { useRecoveryScreen } from './context';
import { RECOVERY_USERNAME_PARTS } from './username-parts';
import { fieldValue, Title, type RecoveryStepProps } from './step-helpers';

/** Form field of the captcha token. */
const CAPTCHA_FIELD = RECOVERY_FIELD_NAMES.captcha;

/** Step 1 (seed 001 §4): the email, phone or user id of the account. */
export function RecoveryUsernameScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  // Only this step's parts: the password field and the later steps' inputs load with those steps.
  const P = mergeParts(RECOVERY_USERNAME_PARTS, components);
  const t = useText();
  const { recovery, switchMode, layout } = useRecoveryScreen();
  const { state, actions, getIdentifierInputProps } = recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors(t);
  const base = useId();
  const id = `${base}-identifier`;
  const captchaId = `${base}-captcha`;
  const title = t(state.mode === 'userId' ? 'recovery.forgotUserId' : 'screen.forgotUserIdOrPassword');
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const typed = fieldValue(event.currentTarget, getIdentifierInputProps().name ?? 'username');
    const captchaToken = fieldValue(event.currentTarget, CAPTCHA_FIELD);
    const found: FieldErrorRef<TextKey>[] = [];
    if (typed === '') {
      found.push({ fieldId: id, key: 'recovery.identifier.required' });
    }
    // A visible captcha the service asked for must be solved first (seed 000 §4.3 captcha rules).
    if (state.captchaRequired && state.captchaMode === 'visible' && captchaToken === '') {
      found.push({ fieldId: captchaId, key: 'signIn.captcha.required' });
    }
    setErrors(found);
    if (found.length > 0) {
      return;
    }
    actions.submitIdentifier(typed, captchaToken === '' ? undefined : captchaToken);
  };
  return (
    <StepSection step="username">
      <Title parts={P} step="username" title={title} focusOnMount={focusOnMount} />
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="username" className="grid gap-4">
        <P.Field
          label={t('recovery.identifier.label')}
          controlId={id}
          error={errorFor(id)}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.TextInput
            {...getIdentifierInputProps({
              id,
              type: 'text',
              'aria-invalid': errorFor(id) !== undefined || state.errorCode !== null ? true : undefined,
            })}
          />
        </P.Field>
        {state.captchaRequired ? (
          <P.Captcha
            name={CAPTCHA_FIELD}
            mode={state.captchaMode}
            controlId={captchaId}
            error={errorFor(captchaId)}
            onExecutionStart={actions.captchaStarted}
            onExecutionEnd={actions.captchaFinished}
          />
        ) : null}
        <P.Button
          type="submit"
          fullWidth={layout.prominentPiiButtons}
          pending={state.isSubmitting}
          pendingLabel={t('recovery.submitting')}
        >
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
