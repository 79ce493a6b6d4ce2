import { useMemo, type FormHTMLAttributes, type InputHTMLAttributes } from 'react';
import type { ChannelType, CollectedConsent } from '../../core';
import { composeSubmitHandlers } from '../../binding/compose-handlers';
import { shallowEqual } from '../../binding/shallow-equal';
import { useIdentityClock, useIdentityDispatch, useIdentityStore } from '../../provider/useIdentityStore';
import type { OowAnswer } from '../outcome-data';
import { channelOf } from './channel';
import { resendSecondsLeft } from './resend-cooldown';
import { selectMfaView, type MfaView } from './selectors';

/** Actions of {@link useMfa}. */
export interface MfaActions {
  /** Pick a challenge; a one-time-code challenge sends its code at once. */
  selectChallenge(challengeType: string): void;
  toChallenges(): void;
  /**
   * Give up this sign-in attempt and start again at the first sign-in screen (like `useSignIn().restart`):
   * the way out when the only challenge offered cannot be taken here. No request is sent.
   */
  restart(): void;
  /** Send or resend the code of the selected channel (nothing is sent inside the cooldown). */
  sendCode(): void;
  /** Verify the code of the selected challenge (TOTP or a sent code). Spaces are ignored. */
  verifyCode(code: string): void;
  requestOowQuestions(): void;
  /** Answer a FIDO challenge with a passkey (navigator.credentials.get). */
  answerWithPasskey(): void;
  submitOowAnswers(answers: readonly OowAnswer[]): void;
  submitConsent(consents: readonly CollectedConsent[]): void;
  /**
   * Answer the security question (SQA): graded by the server; success moves on like a verified code, a wrong
   * answer is `state.errorCode` (INCORRECT_SECURITY_ANSWER). Blank answers send nothing.
   */
  answerSecurityQuestion(answer: string): void;
  /** TOTP enrolment: generate a key; `state.totpEnrolment.provisioning` then holds the secret and URI. */
  startTotpEnrolment(issuer?: string): void;
  /** TOTP enrolment: activate the key with the first code from the app (spaces ignored). */
  verifyTotpEnrolment(code: string): void;
  /**
   * Phone / email collection (PHONE_COLLECTION, EMAIL_COLLECTION, SMS_OOW): send a code to the address.
   * Status: `state.contactSendStatus`, failures `state.contactErrorCode`.
   */
  sendContactCode(channelType: ChannelType, address: string): void;
  /**
   * Confirm the code sent by `sendContactCode` (spaces ignored); success runs the next-challenge lookup,
   * which moves the sign-in on. Nothing is sent before a code was sent.
   */
  confirmContactCode(channelType: ChannelType, code: string): void;
}

type FormProps = FormHTMLAttributes<HTMLFormElement>;
type InputProps = InputHTMLAttributes<HTMLInputElement>;
type SubmitEvent = Parameters<NonNullable<FormProps['onSubmit']>>[0];

/** Field name of the one-time code input. */
export const CODE_FIELD_NAME = 'code';

/** Form field names the MFA prop getters use (the code form's submit reads them with FormData). */
export const MFA_FIELD_NAMES = { code: CODE_FIELD_NAME } as const;

/** What {@link useMfa} returns: `state`, `actions` and prop getters. */
export interface UseMfa {
  readonly state: MfaView;
  readonly actions: MfaActions;
  /** Seconds until a resend is allowed, computed with the provider's clock at render time. */
  resendSecondsLeft(): number;
  getCodeFormProps(props?: FormProps): FormProps;
  getCodeInputProps(props?: InputProps): InputProps;
}

/** Pasted "123 456" works: separators are dropped before sending. */
function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** MFA: challenge picker, one-time codes with resend cooldown, TOTP, out-of-wallet questions, consent. */
export function useMfa(): UseMfa {
  const state = useIdentityStore(selectMfaView, shallowEqual);
  const lastSentAt = useIdentityStore((s) => s.mfa.lastSentAt);
  const confirmationId = useIdentityStore((s) => s.mfa.confirmationId);
  const dispatch = useIdentityDispatch();
  const now = useIdentityClock();
  const { selected } = state;

  const actions = useMemo<MfaActions>(
    () => ({
      selectChallenge: (challengeType) => dispatch({ type: 'CHALLENGE_SELECTED', challengeType, at: now() }),
      toChallenges: () => dispatch({ type: 'BACK_TO_CHALLENGES' }),
      restart: () => dispatch({ type: 'RESTART_REQUESTED' }),
      sendCode: () => {
        const channelType: ChannelType | null = channelOf(selected);
        if (channelType !== null) {
          dispatch({ type: 'CONFIRMATION_SEND_REQUESTED', channelType, at: now() });
        }
      },
      verifyCode: (code) => {
        const clean = normaliseCode(code);
        dispatch(
          selected === 'TOTP'
            ? { type: 'TOTP_SUBMITTED', code: clean }
            : { type: 'CONFIRMATION_VERIFY_SUBMITTED', code: clean },
        );
      },
      requestOowQuestions: () => dispatch({ type: 'OOW_QUESTIONS_REQUESTED' }),
      answerWithPasskey: () => dispatch({ type: 'PASSKEY_REQUESTED' }),
      submitOowAnswers: (answers) => dispatch({ type: 'OOW_ANSWERS_SUBMITTED', answers }),
      submitConsent: (consents) => dispatch({ type: 'CONSENT_SUBMITTED', consents }),
      answerSecurityQuestion: (answer) => dispatch({ type: 'SECURITY_ANSWER_SUBMITTED', answer }),
      startTotpEnrolment: (issuer) =>
        dispatch(
          issuer === undefined
            ? { type: 'TOTP_ENROLMENT_REQUESTED' }
            : { type: 'TOTP_ENROLMENT_REQUESTED', issuer },
        ),
      verifyTotpEnrolment: (code) =>
        dispatch({ type: 'TOTP_ENROLMENT_VERIFY_SUBMITTED', code: normaliseCode(code) }),
      sendContactCode: (channelType, address) =>
        dispatch({ type: 'CHANNEL_CONFIRMATION_REQUESTED', channelType, address: address.trim() }),
      confirmContactCode: (channelType, code) => {
        if (confirmationId !== null) {
          dispatch({
            type: 'CHANNEL_CONFIRM_REQUESTED',
            channelType,
            code: normaliseCode(code),
            confirmationId,
            lookupNextChallengesOnSuccess: true,
          });
        }
      },
    }),
    [dispatch, now, selected, confirmationId],
  );

  return {
    state,
    actions,
    resendSecondsLeft: () => resendSecondsLeft(lastSentAt, now()),
    getCodeFormProps: (props = {}) => ({
      ...props,
      noValidate: true,
      onSubmit: composeSubmitHandlers<SubmitEvent>(props.onSubmit, (event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get(CODE_FIELD_NAME);
        actions.verifyCode(typeof value === 'string' ? value : '');
      }),
    }),
    getCodeInputProps: (props = {}) => ({
      name: CODE_FIELD_NAME,
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      'aria-invalid': state.errorCode !== null ? true : undefined,
      ...props,
    }),
  };
}
