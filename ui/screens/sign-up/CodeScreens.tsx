import { useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { SIGN_UP_FIELD_NAMES } from '../../../headless';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useText } from './text';
import { ServerError, StepSection, Summary, useAttempt } from '../sign-in/shared';
import { useSignUpScreen } from './context';

export interface SignUpCodeParts extends CommonParts {
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
}

export const SIGN_UP_CODE_PARTS: SignUpCodeParts = { ...COMMON_PARTS, OneTimeCodeInput };

export interface SignUpCodeScreenProps extends ScreenProps {
  readonly components?: Partial<SignUpCodeParts> | undefined;
}

function CodeStep({
  kind,
  components,
  focusOnMount,
}: SignUpCodeScreenProps & { kind: 'phoneCode' | 'emailCode' }): ReactNode {
  const P = mergeParts(SIGN_UP_CODE_PARTS, components);
  const t = useText();
  const { signUp, submitted } = useSignUpScreen();
  const { state, actions } = signUp;
  const [attempt, nextAttempt] = useAttempt();
  const codeId = `${useId()}-code`;
  const isEmail = kind === 'emailCode';
  const length = isEmail ? state.emailCodeLength : 6;
  const title = t(isEmail ? 'signUp.emailCode.title' : 'signUp.phoneCode.title');
  const sending = state.pending === 'sendPhoneCode' || state.pending === 'sendEmailCode';
  const destination = isEmail ? state.email || submitted.email : submitted.phone;
  const reason = state.fieldErrors.code;
  const codeError =
    reason === undefined
      ? undefined
      : isEmail
        ? t('signUp.emailCode.invalid', { length })
        : t(reason === 'required' ? 'field.verificationCode.required' : 'field.verificationCode.invalid');
  const errors = codeError === undefined ? [] : [{ fieldId: codeId, message: codeError }];

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const value = new FormData(event.currentTarget).get(SIGN_UP_FIELD_NAMES.code);
    const code = typeof value === 'string' ? value : '';
    if (isEmail) {
      actions.submitEmailCode(code);
    } else {
      actions.submitPhoneCode(code);
    }
  };

  return (
    <StepSection step={kind}>
      <P.Heading focusKey={kind} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.Status>
        {sending
          ? t('signUp.code.sending')
          : state.codeSent && destination !== ''
            ? t('code.sentTo', { destination })
            : ''}
      </P.Status>
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step={kind} className="grid gap-4">
        <P.Field
          label={t('label.verificationCode')}
          hint={isEmail ? t('signUp.emailCode.hint', { length }) : undefined}
          controlId={codeId}
          error={codeError}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.OneTimeCodeInput
            id={codeId}
            name={SIGN_UP_FIELD_NAMES.code}
            length={length}
            allowLetters={isEmail}
          />
        </P.Field>
        <P.Button
          type="submit"
          fullWidth
          pending={state.isSubmitting}
          pendingLabel={t('signUp.code.sending')}
        >
          {t('action.verify')}
        </P.Button>
        <P.Button
          variant="tertiary"
          pending={sending}
          onClick={() => (isEmail ? actions.resendEmailCode() : actions.resendPhoneCode())}
        >
          {t('code.resend')}
        </P.Button>
      </P.Form>
    </StepSection>
  );
}

/** Ecosystem sign-up: the SMS code sent to the new account's mobile number (seed 000 §3.5, §7.3). */
export function SignUpPhoneCodeScreen(props: SignUpCodeScreenProps): ReactNode {
  return <CodeStep kind="phoneCode" {...props} />;
}

/** Email confirmation: the 6-character code (EMAIL_OTP) sent to the new account's address. */
export function SignUpEmailCodeScreen(props: SignUpCodeScreenProps): ReactNode {
  return <CodeStep kind="emailCode" {...props} />;
}
