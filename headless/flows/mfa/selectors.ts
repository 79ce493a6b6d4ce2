import { errorOf, type RequestStatus } from '../../core';
import type { IdentityState } from '../state';
import { channelOf, isChoosableChallenge } from './channel';
import { resendSecondsLeft } from './resend-cooldown';

/** The MFA screens' view of the state (codes and flags only). */
export interface MfaView {
  readonly step: IdentityState['step'];
  /** Challenge types offered by the last evaluation, in server order. */
  readonly challenges: readonly string[];
  /**
   * A challenge other than the selected one is offered that the user can take (`isChoosableChallenge`), so
   * the picker has another way ("Try another way"). When false, a challenge the user cannot take here is a dead
   * end: the screen offers `actions.restart()` instead.
   */
  readonly canChooseAnotherWay: boolean;
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
  /** The SQA challenge's question (server text: render as text only), or null. */
  readonly securityQuestion: string | null;
  /** The GOVID challenge's hand-off address from the server, or null (the UI allows https or same-site). */
  readonly govIdUrl: string | null;
  /** TOTP enrolment: the generated key to show (secret, otpauth URI) and whether it is activated. */
  readonly totpEnrolment: IdentityState['mfa']['totpEnrolment'];
  readonly totpEnrolmentStatus: RequestStatus;
  /** Catalogue code of the last enrolment failure (generate or activate), or null. */
  readonly totpEnrolmentErrorCode: string | null;
  /** Phone / email collection: status of sending the code and of confirming it (channel confirmation). */
  readonly contactSendStatus: RequestStatus;
  readonly contactConfirmStatus: RequestStatus;
  readonly contactErrorCode: string | null;
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
  const challenges = session.nextChallenges.map((challenge) => challenge.type);
  return {
    step: state.step,
    challenges,
    canChooseAnotherWay: challenges.some((type) => type !== mfa.selected && isChoosableChallenge(type)),
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
    securityQuestion: attributeOf(state, 'SQA', 'securityQuestion'),
    govIdUrl: attributeOf(state, 'GOVID', 'govIdUrl'),
    totpEnrolment: mfa.totpEnrolment,
    totpEnrolmentStatus: requests.totpEnrolment.status,
    totpEnrolmentErrorCode: errorOf(requests.totpEnrolment)?.code ?? null,
    contactSendStatus: requests.createChannelConfirmation.status,
    contactConfirmStatus: requests.confirmChannel.status,
    contactErrorCode:
      (errorOf(requests.confirmChannel) ?? errorOf(requests.createChannelConfirmation))?.code ?? null,
  };
}

function attributeOf(state: IdentityState, type: string, key: string): string | null {
  const value = state.session.nextChallenges.find((challenge) => challenge.type === type)?.attributes?.[key];
  return value === undefined || value === '' ? null : value;
}

/** Seconds until a code may be resent (0 = now). `now` is the injected clock. */
export function selectResendSecondsLeft(state: IdentityState, now: number): number {
  return resendSecondsLeft(state.mfa.lastSentAt, now);
}
