import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SECURITY_QUESTIONS, securityQuestionMessageKey } from '../../../catalogue';
import type { RecoveryOption } from '../../../headless';
import type { ErrorSummaryItem } from '../../primitives';
import { mergeParts } from '../components';
import { ServerError, StepSection, Summary, useAttempt, useFieldErrors } from '../sign-in/shared';
import { RECOVERY_LINK_VALID_HOURS } from '../../../rules/constants';
import { validateVerificationCode } from '../../../rules';
import type { TextFn } from '../text';
import { useText, type TextKey } from './text';
import { useRecoveryScreen } from './context';
import { ActionsRow, RECOVERY_PARTS, type RecoveryParts } from './parts';
import { BackBelow, fieldValue, Title, useBack, type RecoveryStepProps } from './step-helpers';

// The steps after the first (seed 001 §4 order): one chunk loaded on demand by AccountRecovery.
export type { RecoveryStepProps } from './step-helpers';

/** Step 2: identity or security-question challenges. The SSN, if asked, is a secret: never in state. */
export function RecoveryChallengesScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery, layout } = useRecoveryScreen();
  const { state, actions } = recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors();
  const base = useId();
  const { inForm, back } = useBack();
  const prefix = { errorPrefix: t('errorSummary.errorPrefix') };
  const text: { name: string; label: string; required: string; autoComplete: string; asked: boolean }[] = [
    { name: 'firstName', label: t('label.firstName'), required: t('field.firstName.required'), autoComplete: 'given-name', asked: state.challenges.includes('FIRST_NAME') },
    { name: 'lastName', label: t('label.lastName'), required: t('field.lastName.required'), autoComplete: 'family-name', asked: state.asksLastName },
    { name: 'birthDate', label: t('label.dateOfBirth'), required: t('field.dateOfBirth.required'), autoComplete: 'bday', asked: state.challenges.includes('BIRTH_DATE') },
    { name: 'zipCode', label: t('label.zipCode'), required: t('field.zipCode.required'), autoComplete: 'postal-code', asked: state.challenges.includes('ZIP_CODE') },
  ];
  const asked = text.filter((field) => field.asked);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const form = event.currentTarget;
    const found: ErrorSummaryItem[] = asked
      .filter((field) => fieldValue(form, field.name) === '')
      .map((field) => ({ fieldId: `${base}-${field.name}`, message: field.required }));
    if (state.asksSecurityQuestion && fieldValue(form, 'securityAnswer') === '') {
      found.push({ fieldId: `${base}-securityAnswer`, message: t('recovery.securityAnswer.required') });
    }
    setErrors(found);
    if (found.length > 0) {
      return;
    }
    const answers: Record<string, string> = {};
    for (const field of asked) {
      answers[field.name] = fieldValue(form, field.name);
    }
    const question = fieldValue(form, 'securityQuestion');
    actions.submitAnswers({
      ...answers,
      ...(state.asksSecurityQuestion && question !== '' ? { securityQuestion: { question, answer: fieldValue(form, 'securityAnswer') } } : {}),
    });
  };
  return (
    <StepSection step="challenges">
      <Title parts={P} step="challenges" title={t('recovery.challenges.title')} focusOnMount={focusOnMount} />
      <p className="text-ik-fg-muted">{t('recovery.challenges.body')}</p>
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="challenges" className="grid gap-4">
        {asked.map((field) => {
          const id = `${base}-${field.name}`;
          return (
            <P.Field key={field.name} label={field.label} controlId={id} error={errorFor(id)} labels={prefix}>
              <P.TextInput id={id} name={field.name} autoComplete={field.autoComplete} aria-invalid={errorFor(id) !== undefined ? true : undefined} />
            </P.Field>
          );
        })}
        {state.asksSecurityQuestion ? <SecurityQuestionFields parts={P} base={base} errorFor={errorFor} t={t} /> : null}
        <ActionsRow
          parts={P}
          inForm={inForm}
          back={inForm ? back : undefined}
          submit={
            <P.Button type="submit" fullWidth={layout.prominentPiiButtons && !inForm} pending={state.isSubmitting} pendingLabel={t('recovery.submitting')}>
              {t('action.continue')}
            </P.Button>
          }
        />
      </P.Form>
      <BackBelow parts={P} inForm={inForm} back={back} />
    </StepSection>
  );
}

function SecurityQuestionFields({
  parts: P,
  base,
  errorFor,
  t,
}: {
  parts: RecoveryParts;
  base: string;
  errorFor: (id: string) => string | undefined;
  t: TextFn<TextKey>;
}): ReactNode {
  const questionId = `${base}-securityQuestion`;
  const answerId = `${base}-securityAnswer`;
  const prefix = { errorPrefix: t('errorSummary.errorPrefix') };
  return (
    <>
      <P.Field label={t('recovery.securityQuestion.label')} controlId={questionId} labels={prefix}>
        <P.Select id={questionId} name="securityQuestion" defaultValue={SECURITY_QUESTIONS[0]}>
          {SECURITY_QUESTIONS.map((key) => (
            <option key={key} value={key}>
              {t(securityQuestionMessageKey(key))}
            </option>
          ))}
        </P.Select>
      </P.Field>
      <P.Field label={t('recovery.securityAnswer.label')} controlId={answerId} error={errorFor(answerId)} labels={prefix}>
        <P.TextInput id={answerId} name="securityAnswer" autoComplete="off" aria-invalid={errorFor(answerId) !== undefined ? true : undefined} />
      </P.Field>
    </>
  );
}

const OPTION_LABEL = { EMAIL_OTP: 'challenge.email', SMS_OTP: 'challenge.sms', VOICE_OTP: 'challenge.voice' } as const;

/** Step 3: where to send the one-time code. */
export function RecoveryOptionsScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery, layout } = useRecoveryScreen();
  const { state, actions } = recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors();
  const base = useId();
  const { inForm, back } = useBack();
  const [choice, setChoice] = useState<RecoveryOption | null>(state.options.length === 1 ? (state.options[0] ?? null) : null);
  const firstId = `${base}-${state.options[0] ?? 'none'}`;
  const destination = (option: RecoveryOption): string | null => (option === 'EMAIL_OTP' ? state.maskedEmail : state.maskedPhone);
  const onSubmit = (): void => {
    nextAttempt();
    if (choice === null) {
      setErrors([{ fieldId: firstId, message: t('recovery.options.required') }]);
      return;
    }
    setErrors([]);
    actions.selectOption(choice);
  };
  return (
    <StepSection step="options">
      <Title parts={P} step="options" title={t('screen.chooseVerification')} focusOnMount={focusOnMount} />
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="options" className="grid gap-4">
        <fieldset className="grid gap-2" aria-describedby={errorFor(firstId) !== undefined ? `${firstId}-error` : undefined}>
          <legend className="mb-2 font-medium">{t('screen.chooseVerification')}</legend>
          {errorFor(firstId) !== undefined ? (
            <p id={`${firstId}-error`} className="text-ik-danger">
              {errorFor(firstId)}
            </p>
          ) : null}
          {state.options.map((option) => (
            <P.Radio
              key={option}
              id={`${base}-${option}`}
              name="recoveryOption"
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
              label={t(OPTION_LABEL[option])}
              hint={destination(option) ?? undefined}
            />
          ))}
        </fieldset>
        <ActionsRow
          parts={P}
          inForm={inForm}
          back={inForm ? back : undefined}
          submit={
            <P.Button type="submit" fullWidth={layout.prominentPiiButtons && !inForm} pending={state.isSubmitting} pendingLabel={t('recovery.code.sending')}>
              {t('action.continue')}
            </P.Button>
          }
        />
      </P.Form>
      <BackBelow parts={P} inForm={inForm} back={back} />
    </StepSection>
  );
}

/** Step 4: the one-time code sent by email (or text / voice). */
export function RecoveryCodeScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery, layout } = useRecoveryScreen();
  const { state, actions, getCodeInputProps } = recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors();
  const id = `${useId()}-code`;
  const { inForm, back } = useBack();
  const destination = state.selectedOption === 'EMAIL_OTP' ? state.maskedEmail : state.maskedPhone;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    // rules' 6-digit check (seed 001 §5): a pasted "123 456" is fine (QUALITY.md UX 6).
    const code = validateVerificationCode(fieldValue(event.currentTarget, 'code'));
    if (!code.valid) {
      setErrors([{ fieldId: id, message: t(code.reason === 'required' ? 'field.verificationCode.required' : 'field.verificationCode.invalid') }]);
      return;
    }
    setErrors([]);
    actions.submitCode(code.value);
  };
  const { name, autoComplete, inputMode } = getCodeInputProps();
  const sending = state.pending === 'sendCode';
  return (
    <StepSection step="code">
      <Title parts={P} step="code" title={t('screen.enterCode')} focusOnMount={focusOnMount} />
      {state.codeSent && destination !== null ? (
        <P.Status>{t('code.sentTo', { destination })}</P.Status>
      ) : sending ? (
        <P.Status>{t('recovery.code.sending')}</P.Status>
      ) : null}
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="code" className="grid gap-4">
        <P.Field label={t('label.verificationCode')} controlId={id} error={errorFor(id)} labels={{ errorPrefix: t('errorSummary.errorPrefix') }}>
          <P.OneTimeCodeInput
            id={id}
            name={name}
            autoComplete={autoComplete}
            inputMode={inputMode}
            length={6}
            invalid={errorFor(id) !== undefined || (state.errorCode !== null && !sending)}
          />
        </P.Field>
        <ActionsRow
          parts={P}
          inForm={inForm}
          back={inForm ? back : undefined}
          submit={
            <P.Button type="submit" fullWidth={layout.prominentPiiButtons && !inForm} pending={state.pending === 'verifyCode'} pendingLabel={t('recovery.submitting')}>
              {t('action.verify')}
            </P.Button>
          }
        />
      </P.Form>
      <P.Button type="button" variant="tertiary" onClick={actions.resendCode} pending={sending}>
        {t('code.resend')}
      </P.Button>
      <BackBelow parts={P} inForm={inForm} back={back} />
    </StepSection>
  );
}

/** Several accounts share the email: choose the one to reset. */
export function RecoveryChooseAccountScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery } = useRecoveryScreen();
  const { state, actions } = recovery;
  const title = t('screen.accountSelection');
  return (
    <StepSection step="chooseAccount">
      <Title parts={P} step="chooseAccount" title={title} focusOnMount={focusOnMount} />
      <ul className="grid gap-2">
        {state.accounts.map((account) => (
          <li key={account.userId}>
            <P.Button type="button" variant="secondary" fullWidth onClick={() => actions.selectAccount(account.userId)}>
              {account.username ?? account.userId}
            </P.Button>
          </li>
        ))}
      </ul>
    </StepSection>
  );
}

/**
 * Step 5: the new password (PasswordField's visible checklist), confirmation unless hidden, and the
 * security answer again in the CSR confirm-password-reset variant. Server refusals
 * (PREVIOUSLY_USED_PASSWORD, USERNAME_IN_PASSWORD, PASSWORD_IN_USERNAME) come from the catalogue.
 */
export function RecoveryNewPasswordScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery, layout } = useRecoveryScreen();
  const { state, actions } = recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors();
  const base = useId();
  const passwordId = `${base}-newPassword`;
  const confirmId = `${base}-confirmPassword`;
  const username = state.accounts.find((account) => account.userId === state.selectedUserId)?.username ?? undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: string): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const password = read('newPassword');
    const found: ErrorSummaryItem[] = [];
    if (password === '') {
      found.push({ fieldId: passwordId, message: t('field.password.required') });
    }
    if (state.showConfirmPasswordField && read('confirmPassword') !== password) {
      found.push({ fieldId: confirmId, message: t('field.confirmPassword.mismatch') });
    }
    if (state.asksSecurityAnswerWithPassword && read('securityAnswer').trim() === '') {
      found.push({ fieldId: `${base}-securityAnswer`, message: t('recovery.securityAnswer.required') });
    }
    setErrors(found);
    if (found.length > 0) {
      return;
    }
    const question = read('securityQuestion');
    actions.submitNewPassword({
      password,
      ...(state.showConfirmPasswordField ? { confirmPassword: read('confirmPassword') } : {}),
      ...(state.asksSecurityAnswerWithPassword && question !== '' ? { securityAnswer: { question, answer: read('securityAnswer') } } : {}),
    });
  };
  const hookError = state.fieldErrors.newPassword !== undefined && errors.length === 0 ? t('field.password.invalid') : undefined;
  return (
    <StepSection step="newPassword">
      <Title parts={P} step="newPassword" title={t('screen.resetPassword')} focusOnMount={focusOnMount} />
      {state.asksSecurityAnswerWithPassword ? <p className="text-ik-fg-muted">{t('recovery.csr.hint')}</p> : null}
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="newPassword" className="grid gap-4">
        <P.PasswordField
          id={passwordId}
          name="newPassword"
          label={t('label.password')}
          error={errorFor(passwordId) ?? hookError}
          {...(username !== undefined ? { username } : {})}
        />
        {state.showConfirmPasswordField ? (
          <P.Field label={t('label.confirmPassword')} controlId={confirmId} error={errorFor(confirmId)} labels={{ errorPrefix: t('errorSummary.errorPrefix') }}>
            <P.PasswordInput
              id={confirmId}
              name="confirmPassword"
              autoComplete="new-password"
              labels={{ show: t('action.showPassword') }}
              invalid={errorFor(confirmId) !== undefined}
            />
          </P.Field>
        ) : null}
        {state.asksSecurityAnswerWithPassword ? <SecurityQuestionFields parts={P} base={base} errorFor={errorFor} t={t} /> : null}
        <P.Button type="submit" fullWidth={layout.prominentPiiButtons} pending={state.isSubmitting} pendingLabel={t('recovery.submitting')}>
          {t('action.continue')}
        </P.Button>
      </P.Form>
    </StepSection>
  );
}

/** The password was changed. */
export function RecoveryDoneScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { onSignIn } = useRecoveryScreen();
  return (
    <StepSection step="done">
      <Title parts={P} step="done" title={t('recovery.done.title')} focusOnMount={focusOnMount} />
      <p>{t('recovery.done.body')}</p>
      {onSignIn !== undefined ? (
        <P.Button type="button" fullWidth onClick={onSignIn}>
          {t('action.signIn')}
        </P.Button>
      ) : null}
    </StepSection>
  );
}

/** Forgot user id: the accounts found. */
export function RecoveryUserIdsScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery, onSignIn } = useRecoveryScreen();
  return (
    <StepSection step="userIds">
      <Title parts={P} step="userIds" title={t('recovery.userIds.title')} focusOnMount={focusOnMount} />
      <p>{t('recovery.userIds.body')}</p>
      <ul className="grid gap-1 ps-4 list-disc">
        {recovery.state.accounts.map((account) => (
          <li key={account.userId}>{account.username ?? account.userId}</li>
        ))}
      </ul>
      {onSignIn !== undefined ? (
        <P.Button type="button" fullWidth onClick={onSignIn}>
          {t('action.signIn')}
        </P.Button>
      ) : null}
    </StepSection>
  );
}

/** A recovery link older than 24 hours (seed 001 §4, §9). */
export function RecoveryLinkExpiredScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery } = useRecoveryScreen();
  return (
    <StepSection step="linkExpired">
      <Title parts={P} step="linkExpired" title={t('recovery.linkExpired.title')} focusOnMount={focusOnMount} />
      <p>{t('notice.recoveryLinkValidity', { hours: RECOVERY_LINK_VALID_HOURS })}</p>
      <P.Button type="button" fullWidth onClick={recovery.actions.restart}>
        {t('recovery.startOver')}
      </P.Button>
    </StepSection>
  );
}
