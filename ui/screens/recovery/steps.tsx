import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SECURITY_QUESTIONS, securityQuestionMessageKey } from '../../../catalogue';
import type { RecoveryOption } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ChoiceList } from '../choice-list';
import { CodeStep, sentStatus, useCodeText, useResendCooldown } from '../code-step';
import { SecurityQuestionFields } from '../security-question-fields';
import { ServerError, StepSection, useAttempt, useFieldErrors, type FieldErrorRef } from '../sign-in/shared';
import { RECOVERY_LINK_VALID_HOURS } from '../../../rules/constants';
import { validateVerificationCode } from '../../../rules';
import type { TextFn } from '../text';
import { useText, type TextKey } from './text';
import { useRecoveryScreen } from './context';
import { ActionsRow, RECOVERY_PARTS, type RecoveryParts } from './parts';
import { BackBelow, fieldValue, Title, useBack, type RecoveryStepProps } from './step-helpers';
import { RecoveryStepForm } from './StepForm';

// The steps after the first (seed 001 §4 order): one chunk loaded on demand by AccountRecovery.
export type { RecoveryStepProps } from './step-helpers';

/** Step 2: identity or security-question challenges. The SSN, if asked, is a secret: never in state. */
export function RecoveryChallengesScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { state, actions } = useRecoveryScreen().recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors(t);
  const base = useId();
  const prefix = { errorPrefix: t('errorSummary.errorPrefix') };
  const text = [
    {
      name: 'firstName',
      label: t('label.firstName'),
      required: 'field.firstName.required' as const,
      autoComplete: 'given-name',
      asked: state.challenges.includes('FIRST_NAME'),
    },
    {
      name: 'lastName',
      label: t('label.lastName'),
      required: 'field.lastName.required' as const,
      autoComplete: 'family-name',
      asked: state.asksLastName,
    },
    {
      name: 'birthDate',
      label: t('label.dateOfBirth'),
      required: 'field.dateOfBirth.required' as const,
      autoComplete: 'bday',
      asked: state.challenges.includes('BIRTH_DATE'),
    },
    {
      name: 'zipCode',
      label: t('label.zipCode'),
      required: 'field.zipCode.required' as const,
      autoComplete: 'postal-code',
      asked: state.challenges.includes('ZIP_CODE'),
    },
  ];
  const asked = text.filter((field) => field.asked);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const form = event.currentTarget;
    const found: FieldErrorRef<TextKey>[] = asked
      .filter((field) => fieldValue(form, field.name) === '')
      .map((field) => ({ fieldId: `${base}-${field.name}`, key: field.required }));
    if (state.asksSecurityQuestion && fieldValue(form, 'securityAnswer') === '') {
      found.push({ fieldId: `${base}-securityAnswer`, key: 'recovery.securityAnswer.required' });
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
      ...(state.asksSecurityQuestion && question !== ''
        ? { securityQuestion: { question, answer: fieldValue(form, 'securityAnswer') } }
        : {}),
    });
  };
  return (
    <RecoveryStepForm
      parts={P}
      step="challenges"
      title={t('recovery.challenges.title')}
      focusOnMount={focusOnMount}
      lead={<p className="text-ik-fg-muted">{t('recovery.challenges.body')}</p>}
      errors={errors}
      attempt={attempt}
      onSubmit={onSubmit}
      submit={{ label: t('action.continue'), pendingLabel: t('recovery.submitting') }}
    >
      {asked.map((field) => {
        const id = `${base}-${field.name}`;
        return (
          <P.Field key={field.name} label={field.label} controlId={id} error={errorFor(id)} labels={prefix}>
            <P.TextInput
              id={id}
              name={field.name}
              autoComplete={field.autoComplete}
              aria-invalid={errorFor(id) !== undefined ? true : undefined}
            />
          </P.Field>
        );
      })}
      {state.asksSecurityQuestion ? (
        <RecoveryQuestionFields parts={P} base={base} errorFor={errorFor} t={t} />
      ) : null}
    </RecoveryStepForm>
  );
}

function RecoveryQuestionFields({
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
  const answerId = `${base}-securityAnswer`;
  return (
    <SecurityQuestionFields
      parts={P}
      ids={{ question: `${base}-securityQuestion`, answer: answerId }}
      names={{ question: 'securityQuestion', answer: 'securityAnswer' }}
      labels={{
        question: t('recovery.securityQuestion.label'),
        answer: t('recovery.securityAnswer.label'),
        errorPrefix: t('errorSummary.errorPrefix'),
      }}
      questionText={(key) => t(securityQuestionMessageKey(key))}
      defaultQuestion={SECURITY_QUESTIONS[0]}
      errors={{ answer: errorFor(answerId) }}
    />
  );
}

const OPTION_LABEL = {
  EMAIL_OTP: 'challenge.email',
  SMS_OTP: 'challenge.sms',
  VOICE_OTP: 'challenge.voice',
} as const;

/** Step 3: where to send the one-time code. */
export function RecoveryOptionsScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { state, actions } = useRecoveryScreen().recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors(t);
  const base = useId();
  const [choice, setChoice] = useState<RecoveryOption | null>(
    state.options.length === 1 ? (state.options[0] ?? null) : null,
  );
  const firstId = `${base}-${state.options[0] ?? 'none'}`;
  const destination = (option: RecoveryOption): string | null =>
    option === 'EMAIL_OTP' ? state.maskedEmail : state.maskedPhone;
  const onSubmit = (): void => {
    nextAttempt();
    if (choice === null) {
      setErrors([{ fieldId: firstId, key: 'recovery.options.required' }]);
      return;
    }
    setErrors([]);
    actions.selectOption(choice);
  };
  return (
    <RecoveryStepForm
      parts={P}
      step="options"
      title={t('screen.chooseVerification')}
      focusOnMount={focusOnMount}
      errors={errors}
      attempt={attempt}
      onSubmit={onSubmit}
      submit={{ label: t('action.continue'), pendingLabel: t('recovery.code.sending') }}
    >
      <ChoiceList
        kind="radio"
        parts={P}
        legend={t('recovery.options.legend')}
        error={errorFor(firstId)}
        errorPrefix={t('errorSummary.errorPrefix')}
        name="recoveryOption"
        choices={state.options.map((option) => ({
          id: `${base}-${option}`,
          value: option,
          checked: choice === option,
          onChange: () => setChoice(option),
          title: t(OPTION_LABEL[option]),
          detail: destination(option) ?? undefined,
        }))}
      />
    </RecoveryStepForm>
  );
}

/** Step 4: the one-time code sent by email (or text / voice), in the shared code-step layout. */
export function RecoveryCodeScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const codeText = useCodeText();
  const { state, actions, getCodeInputProps } = useRecoveryScreen().recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors(t);
  const { inForm, back } = useBack();
  const cooldown = useResendCooldown();
  const id = `${useId()}-code`;
  const destination = state.selectedOption === 'EMAIL_OTP' ? state.maskedEmail : state.maskedPhone;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    // rules' 6-digit check (seed 001 §5): a pasted "123 456" is fine (QUALITY.md UX 6).
    const code = validateVerificationCode(fieldValue(event.currentTarget, 'code'));
    if (!code.valid) {
      setErrors([
        {
          fieldId: id,
          key:
            code.reason === 'required' ? 'field.verificationCode.required' : 'field.verificationCode.invalid',
        },
      ]);
      return;
    }
    setErrors([]);
    actions.submitCode(code.value);
  };
  const { name, autoComplete, inputMode } = getCodeInputProps();
  const sending = state.pending === 'sendCode';
  return (
    <StepSection step="code">
      <CodeStep
        parts={P}
        step="code"
        heading={{ title: t('screen.enterCode'), focusKey: 'code', focusOnMount }}
        intro={
          state.codeSent && destination !== null ? (
            <P.Status>
              {sentStatus(
                codeText,
                codeText('code.sentTo', { destination }),
                cooldown,
                state.errorCode === null,
              )}
            </P.Status>
          ) : sending ? (
            <P.Status>{t('recovery.code.sending')}</P.Status>
          ) : null
        }
        controlId={id}
        hint={codeText('mfa.code.hint')}
        error={errorFor(id)}
        errors={errors}
        attempt={attempt}
        alert={<ServerError parts={P} code={state.errorCode} attempt={attempt} />}
        input={{
          name,
          autoComplete,
          inputMode,
          length: 6,
          invalid: errorFor(id) !== undefined || (state.errorCode !== null && !sending),
        }}
        formPending={state.isSubmitting}
        onSubmit={onSubmit}
        submit={{ pending: state.pending === 'verifyCode', pendingLabel: t('recovery.submitting') }}
        submitRow={
          inForm ? (submit) => <ActionsRow parts={P} inForm back={back} submit={submit} /> : undefined
        }
        resend={{
          secondsLeft: cooldown.secondsLeft,
          pending: sending,
          onResend: () => {
            cooldown.start();
            actions.resendCode();
          },
        }}
        more={<BackBelow parts={P} inForm={inForm} back={back} />}
      />
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
      <ChoiceList
        kind="action"
        label={title}
        choices={state.accounts.map((account) => ({
          key: account.userId,
          title: account.username ?? account.userId,
          onSelect: () => actions.selectAccount(account.userId),
        }))}
      />
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
  const { state, actions } = useRecoveryScreen().recovery;
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors(t);
  const base = useId();
  const passwordId = `${base}-newPassword`;
  const confirmId = `${base}-confirmPassword`;
  const username =
    state.accounts.find((account) => account.userId === state.selectedUserId)?.username ?? undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: string): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const password = read('newPassword');
    const found: FieldErrorRef<TextKey>[] = [];
    if (password === '') {
      found.push({ fieldId: passwordId, key: 'field.password.required' });
    }
    if (state.showConfirmPasswordField && read('confirmPassword') !== password) {
      found.push({ fieldId: confirmId, key: 'field.confirmPassword.mismatch' });
    }
    if (state.asksSecurityAnswerWithPassword && read('securityAnswer').trim() === '') {
      found.push({ fieldId: `${base}-securityAnswer`, key: 'recovery.securityAnswer.required' });
    }
    setErrors(found);
    if (found.length > 0) {
      return;
    }
    const question = read('securityQuestion');
    actions.submitNewPassword({
      password,
      ...(state.showConfirmPasswordField ? { confirmPassword: read('confirmPassword') } : {}),
      ...(state.asksSecurityAnswerWithPassword && question !== ''
        ? { securityAnswer: { question, answer: read('securityAnswer') } }
        : {}),
    });
  };
  const hookError =
    state.fieldErrors.newPassword !== undefined && errors.length === 0
      ? t('field.password.invalid')
      : undefined;
  return (
    <RecoveryStepForm
      parts={P}
      step="newPassword"
      title={t('screen.resetPassword')}
      focusOnMount={focusOnMount}
      lead={
        state.asksSecurityAnswerWithPassword ? (
          <p className="text-ik-fg-muted">{t('recovery.csr.hint')}</p>
        ) : null
      }
      errors={errors}
      attempt={attempt}
      onSubmit={onSubmit}
      submit={{ label: t('action.continue'), pendingLabel: t('recovery.submitting') }}
      back={false}
    >
      <P.PasswordField
        id={passwordId}
        name="newPassword"
        label={t('label.password')}
        error={errorFor(passwordId) ?? hookError}
        namesRules={hookError !== undefined}
        {...(username !== undefined ? { username } : {})}
      />
      {state.showConfirmPasswordField ? (
        <P.Field
          label={t('label.confirmPassword')}
          controlId={confirmId}
          error={errorFor(confirmId)}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.PasswordInput
            id={confirmId}
            name="confirmPassword"
            autoComplete="new-password"
            labels={{ show: t('action.showPassword') }}
            invalid={errorFor(confirmId) !== undefined}
          />
        </P.Field>
      ) : null}
      {state.asksSecurityAnswerWithPassword ? (
        <RecoveryQuestionFields parts={P} base={base} errorFor={errorFor} t={t} />
      ) : null}
    </RecoveryStepForm>
  );
}

/** The way back to sign-in after recovery ends, when the app gave one (`onSignIn`). */
function SignInButton({ parts: P }: { parts: RecoveryParts }): ReactNode {
  const t = useText();
  const { onSignIn } = useRecoveryScreen();
  return onSignIn !== undefined ? (
    <P.Button type="button" fullWidth onClick={onSignIn}>
      {t('action.signIn')}
    </P.Button>
  ) : null;
}

/** The password was changed. */
export function RecoveryDoneScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  return (
    <StepSection step="done">
      <Title parts={P} step="done" title={t('recovery.done.title')} focusOnMount={focusOnMount} />
      <p>{t('recovery.done.body')}</p>
      <SignInButton parts={P} />
    </StepSection>
  );
}

/** Forgot user id: the accounts found. */
export function RecoveryUserIdsScreen({ components, focusOnMount }: RecoveryStepProps): ReactNode {
  const P = mergeParts(RECOVERY_PARTS, components);
  const t = useText();
  const { recovery } = useRecoveryScreen();
  return (
    <StepSection step="userIds">
      <Title parts={P} step="userIds" title={t('recovery.userIds.title')} focusOnMount={focusOnMount} />
      <p>{t('recovery.userIds.body')}</p>
      <ul className="grid gap-1 ps-4 list-disc">
        {recovery.state.accounts.map((account) => (
          <li key={account.userId}>{account.username ?? account.userId}</li>
        ))}
      </ul>
      <SignInButton parts={P} />
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
      <Title
        parts={P}
        step="linkExpired"
        title={t('recovery.linkExpired.title')}
        focusOnMount={focusOnMount}
      />
      <p>{t('notice.recoveryLinkValidity', { hours: RECOVERY_LINK_VALID_HOURS })}</p>
      <P.Button type="button" fullWidth onClick={recovery.actions.restart}>
        {t('recovery.startOver')}
      </P.Button>
    </StepSection>
  );
}
