import { useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { SIGN_UP_FIELD_NAMES } from '../../../headless';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useStepText } from './step-text';
import { CodeStep, sentStatus, useCodeText, useResendCooldown } from '../code-step';
import { ServerError, StepSection, useAttempt } from '../sign-in/shared';
import { useSignUpScreen } from './context';

export interface SignUpCodeParts extends CommonParts {
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
}

export const SIGN_UP_CODE_PARTS: SignUpCodeParts = { ...COMMON_PARTS, OneTimeCodeInput };

export interface SignUpCodeScreenProps extends ScreenProps {
  readonly components?: Partial<SignUpCodeParts> | undefined;
}

function SignUpCodeStep({
  kind,
  components,
  focusOnMount,
}: SignUpCodeScreenProps & { kind: 'phoneCode' | 'emailCode' }): ReactNode {
  const P = mergeParts(SIGN_UP_CODE_PARTS, components);
  const t = useStepText();
  const codeText = useCodeText();
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

  const cooldown = useResendCooldown();
  const failed = state.errorCode !== null;

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
      <CodeStep
        parts={P}
        step={kind}
        heading={{ title, focusKey: kind, focusOnMount }}
        intro={
          <P.Status>
            {sending
              ? t('signUp.code.sending')
              : state.codeSent && destination !== ''
                ? sentStatus(codeText, codeText('code.sentTo', { destination }), cooldown, !failed)
                : ''}
          </P.Status>
        }
        controlId={codeId}
        hint={isEmail ? t('signUp.emailCode.hint', { length }) : codeText('mfa.code.hint')}
        error={codeError}
        errors={errors}
        attempt={attempt}
        alert={<ServerError parts={P} code={state.errorCode} attempt={attempt} />}
        input={{ name: SIGN_UP_FIELD_NAMES.code, length, allowLetters: isEmail }}
        formPending={state.isSubmitting}
        onSubmit={onSubmit}
        submit={{ pending: state.isSubmitting, pendingLabel: t('signUp.code.sending') }}
        resend={{
          secondsLeft: cooldown.secondsLeft,
          pending: sending,
          onResend: () => {
            cooldown.start();
            if (isEmail) {
              actions.resendEmailCode();
            } else {
              actions.resendPhoneCode();
            }
          },
        }}
      />
    </StepSection>
  );
}

/** Ecosystem sign-up: the SMS code sent to the new account's mobile number (seed 000 §3.5, §7.3). */
export function SignUpPhoneCodeScreen(props: SignUpCodeScreenProps): ReactNode {
  return <SignUpCodeStep kind="phoneCode" {...props} />;
}

/** Email confirmation: the 6-character code (EMAIL_OTP) sent to the new account's address. */
export function SignUpEmailCodeScreen(props: SignUpCodeScreenProps): ReactNode {
  return <SignUpCodeStep kind="emailCode" {...props} />;
}
