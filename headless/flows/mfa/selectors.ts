import { errorOf, type RequestStatus } from '../../core';
import type { IdentityState } from '../state';
import { channelOf } from './channel';
import { resendSecondsLeft } from './next-challenge';

/** The MFA screens' view of the state (codes and flags only). */
export interface MfaView {
  readonly step: IdentityState['step'];
  /** Challenge types offered by the last evaluation, in server order. */
  readonly challenges: readonly string[];
  readonly selected: string | null;
  /** The selected challenge is a one-time code sent by sms, voice or email. */
  readonly isOneTimeCode: boolean;
  readonly maskedEmail: string | null;
  readonly maskedPhone: string | null;
  readonly isCodeSent: boolean;
  readonly sendStatus: RequestStatus;
  readonly verifyStatus: RequestStatus;
  readonly isSubmitting: boolean;
  readonly errorCode: string | null;
  readonly completed: readonly string[];
  readonly oowQuestions: IdentityState['session']['oowIdpQuestions'];
}

export function selectMfaView(state: IdentityState): MfaView {
  const { session, mfa, requests } = state;
  const verifyKey =
    mfa.selected === 'TOTP'
      ? 'verifyTotp'
      : mfa.selected === 'OOW'
        ? 'gradeOOWAnswers'
        : mfa.selected === 'FIDO'
          ? 'webauthn'
          : 'verifySignInConfirmation';
  const verify = requests[verifyKey];
  const error =
    errorOf(verify) ?? errorOf(requests.sendSignInConfirmation) ?? errorOf(requests.getOOWQuestions);
  return {
    step: state.step,
    challenges: session.nextChallenges.map((challenge) => challenge.type),
    selected: mfa.selected,
    isOneTimeCode: channelOf(mfa.selected) !== null,
    maskedEmail: session.maskedEmail,
    maskedPhone: session.maskedPhone,
    isCodeSent: mfa.confirmationId !== null,
    sendStatus: requests.sendSignInConfirmation.status,
    verifyStatus: verify.status,
    isSubmitting: verify.status === 'IN_PROGRESS' || requests.evaluateAuth.status === 'IN_PROGRESS',
    errorCode: error?.code ?? null,
    completed: mfa.completed,
    oowQuestions: session.oowIdpQuestions,
  };
}

/** Seconds until a code may be resent (0 = now). `now` is the injected clock. */
export function selectResendSecondsLeft(state: IdentityState, now: number): number {
  return resendSecondsLeft(state.mfa.lastSentAt, now);
}
