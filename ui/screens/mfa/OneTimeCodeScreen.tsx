import type { ReactNode } from 'react';
import { useMfa, useOffering } from '../../../headless';
import { OfferingLinkList } from '../offering-links';
import { rejectsEnteredCode, useIdentityStore, type IdentityState } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { useText } from './text';
import { useAttemptCounter } from './attempts';
import { destinationOf, useMfaErrorText } from './challenge-text';
import { useSecondTick } from '../code-step';
import { CodeForm } from './CodeForm';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/** The service raised the sign-in's risk (seed 000 §3.7 risk level): a step-up the user did not set up. */
const selectRaisedRisk = (state: IdentityState): boolean => {
  const level = state.session.riskLevel?.toLowerCase() ?? 'low';
  return level !== 'low';
};

/** Before the first send: where the code will go, by channel (issue 18 §3: say it before the user sends). */
const NOT_SENT_KEY = {
  EMAIL_OTP: 'mfa.code.notSentEmail',
  SMS_OTP: 'mfa.code.notSentSms',
  VOICE_OTP: 'mfa.code.notSentVoice',
} as const;

/**
 * One-time code sent by SMS, voice or email (seed 000 §2.2): where it went (masked, as text), one code input,
 * Verify, the resend countdown with the hook's cooldown (a `timer`, not read aloud on each tick; its end is
 * announced once), and a "didn't get a code?" disclosure with resend and, when there are other challenges,
 * "try another way".
 */
export function OneTimeCodeScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const offering = useOffering();
  const mfa = useMfa();
  const { state, actions } = mfa;
  const selected = state.selected ?? 'SMS_OTP';
  const secondsLeft = mfa.resendSecondsLeft();
  useSecondTick(secondsLeft > 0);
  const sends = useAttemptCounter(state.sendStatus);
  const verifies = useAttemptCounter(state.verifyStatus);
  const errorText = useMfaErrorText(state.errorCode);
  const destination = destinationOf(selected, state);
  const sending = state.sendStatus === 'IN_PROGRESS';
  const sendFailed = state.sendStatus === 'STOPPED' && !state.isCodeSent && state.errorCode !== null;
  const title = t('screen.enterCode');
  const raisedRisk = useIdentityStore(selectRaisedRisk);
  const notSentKey = NOT_SENT_KEY[selected as keyof typeof NOT_SENT_KEY] as
    (typeof NOT_SENT_KEY)[keyof typeof NOT_SENT_KEY] | undefined;

  const intro = sending
    ? t('mfa.code.sending')
    : !state.isCodeSent
      ? destination !== null && notSentKey !== undefined
        ? t(notSentKey, { destination })
        : t('mfa.code.notSent')
      : selected === 'VOICE_OTP'
        ? t('mfa.code.calling', { destination: destination ?? '' })
        : destination === null
          ? t('mfa.code.hint')
          : t('code.sentTo', { destination });

  const status =
    state.isCodeSent && secondsLeft === 0 && sends > 0
      ? t('mfa.code.canResend')
      : sends > 1 && state.isCodeSent && !sending
        ? t('mfa.code.resent')
        : '';

  return (
    <CodeForm
      parts={P}
      step="challenge"
      heading={{ title, focusKey: `challenge-${selected}`, focusOnMount }}
      intro={
        <>
          {/* Why a code is asked when the service raised the risk and none has been sent yet (issue 18 §3). */}
          {raisedRisk && !state.isCodeSent ? <p>{t('mfa.code.whyRisk')}</p> : null}
          <p>{intro}</p>
        </>
      }
      hint={t('mfa.code.hint')}
      pending={state.isSubmitting}
      serverError={errorText}
      serverAttempt={sendFailed ? sends : verifies}
      codeRejected={!sendFailed && rejectsEnteredCode(state.errorCode)}
      onVerify={(code) => actions.verifyCode(code)}
      status={status}
      resend={{
        secondsLeft,
        pending: sending,
        label: state.isCodeSent ? t('code.resend') : t('mfa.code.send'),
        onResend: () => actions.sendCode(),
      }}
      more={
        <>
          {state.isCodeSent ? (
            <details>
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-ik-link">
                {t('mfa.code.didntGetIt')}
              </summary>
              <p className="mt-2 text-sm">
                {destination === null
                  ? t('mfa.code.didntGetItBodyNoDestination')
                  : t('mfa.code.didntGetItBody', { destination })}
              </p>
            </details>
          ) : null}
          <TryAnotherWay parts={P} bare />
        </>
      }
      after={
        <OfferingLinkList
          links={[{ href: offering?.mfaCustomerSupportLink, text: t('footer.support'), id: 'mfa-support' }]}
        />
      }
    />
  );
}
