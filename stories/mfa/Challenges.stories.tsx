import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import type { FlowClient } from '../../headless/advanced';
import { totpCode } from '../../playground/crypto/totp-code';
import {
  FIXTURE_OOW_ANSWERS,
  FIXTURE_SECURITY_QUESTION,
  FIXTURE_TOTP_SECRET,
} from '../../playground/store/fixtures';
import { TotpEnrolmentScreen, type IdentityHostHandlers } from '../../ui';
import {
  click,
  failCalls,
  holdCalls,
  never,
  onMount,
  PASSWORD,
  submitForm,
  typeAndSubmit,
  type Driven,
  type ScriptStep,
  type StoryArgs,
} from '../sign-in/playground-story';
import { oowQuestions, offerChallenges } from './challenge-offers';
import { PlaygroundFlow, signedInStory, type SignedInScript } from './flow-story';

export default { title: 'MFA / Challenges' };

const SAM_PHONE = '+16505550100';

/** A challenge story: `offer` replaces the account's challenges; `then` acts on the challenge screen. */
type ChallengeScript = Partial<Omit<SignedInScript, 'thenAt'>> & {
  readonly offer?: readonly string[];
  /** The step `then` waits for. @default 'challenge' */
  readonly thenAt?: Driven['step'];
};

/** sam.sms@example.com (SMS or voice, so the picker shows) unless the story names another account. */
function challengeStory({ offer, client = [], ...rest }: ChallengeScript): Story<StoryArgs> {
  return signedInStory({
    account: 'sam.sms@example.com',
    thenAt: 'challenge',
    ...rest,
    client: offer === undefined ? client : [offerChallenges(offer), ...client],
  });
}

/** Offers `type` (and `other`, so the picker shows) and picks `type`. */
const offered = (type: string, other = 'SMS_OTP'): Pick<ChallengeScript, 'offer' | 'pick'> => ({
  offer: [type, other],
  pick: type,
});

const codeSent = (d: Driven): boolean => d.mfa.state.isCodeSent;
const questionsShown = (d: Driven): boolean => d.mfa.state.oowQuestions.length > 0;
const submit = (d: Driven): void => submitForm(d.root);
const typeCode =
  (code: string) =>
  (d: Driven): void =>
    typeAndSubmit(d.root, { code });
/** The right SMS code from the playground's outbox, pasted as "123 456". */
const smsCodeFromOutbox = (d: Driven): void => {
  const code = d.playground.lastCode(SAM_PHONE) ?? '';
  typeAndSubmit(d.root, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
};
/** The TOTP code the fixture authenticator app shows at the playground's time. */
const totpFromApp = (d: Driven): void => {
  void totpCode(FIXTURE_TOTP_SECRET, d.playground.now()).then((code) => typeAndSubmit(d.root, { code }));
};
const OOW_OFFER = offered('OOW');
const answerFirstChoices = (d: Driven): void =>
  d.mfa.actions.submitOowAnswers(
    d.mfa.state.oowQuestions.map((q) => ({ questionId: q.id, choiceId: q.choices[0]?.id ?? '' })),
  );
const SQA = {
  ...offered('SQA'),
  ready: (d: Driven) => d.root?.querySelector('[data-challenge=SQA] form') !== null,
} as const;
const securityQuestion = (answer: () => Promise<string | null>): IdentityHostHandlers => ({
  securityQuestion: "What was your first pet's name?",
  onSecurityAnswer: answer,
});

/** sam.sms@example.com after the password: the challenge picker (SMS or voice, masked phone). */
export const Picker = challengeStory({});
Picker.meta = { waitFor: '[data-step=challengePicker]' };

/** Continue without a choice: error summary (focused) and the inline error on the group. */
export const PickerInvalid = challengeStory({ then: submit, thenAt: 'challengePicker' });
PickerInvalid.meta = { waitFor: '[data-step=challengePicker] [data-invalid=true]' };

/** SMS picked while the send is pending: the code screen waits for the code to go out. */
export const PickerSubmitting = challengeStory({
  client: [holdCalls('sendSignInConfirmation')],
  pick: 'SMS_OTP',
});
PickerSubmitting.meta = { waitFor: 'button[data-state=pending]' };

/** SMS picked but the code could not be sent (the service is down): the error in an alert. */
export const PickerError = challengeStory({ client: [failCalls('sendSignInConfirmation')], pick: 'SMS_OTP' });
PickerError.meta = { waitFor: '[role=alert]' };

/** SMS picked: the code is sent, resend countdown running. */
export const SmsCode = challengeStory({ pick: 'SMS_OTP' });
SmsCode.meta = { waitFor: '[role=timer]' };

/** Voice picked: "we're calling" wording. */
export const VoiceCode = challengeStory({ pick: 'VOICE_OTP' });
VoiceCode.meta = { waitFor: '[role=timer]' };

/** Verify with no code typed: the error summary and the input marked invalid. */
export const SmsCodeInvalid = challengeStory({ pick: 'SMS_OTP', then: submit, ready: codeSent });
SmsCodeInvalid.meta = { waitFor: '[data-challenge=SMS_OTP] [data-invalid=true]' };

/** A code submitted, the service not answered yet: Verify is busy (aria-disabled, focusable). */
export const SmsCodeSubmitting = challengeStory({
  client: [holdCalls('verifySignInConfirmation')],
  pick: 'SMS_OTP',
  then: typeCode('123456'),
  ready: codeSent,
});
SmsCodeSubmitting.meta = { waitFor: 'form[data-state=pending] button[data-state=pending]' };

/** A wrong code: the server error in an alert, the input marked invalid. */
export const SmsWrongCode = challengeStory({ pick: 'SMS_OTP', then: typeCode('000 000'), ready: codeSent });
SmsWrongCode.meta = { waitFor: '[role=alert]' };

/** The right code from the playground's outbox, pasted as "123 456": signed in. */
export const SmsSuccess = challengeStory({ pick: 'SMS_OTP', then: smsCodeFromOutbox, ready: codeSent });
SmsSuccess.meta = { waitFor: '[data-step=signedIn]' };

/** tess.totp@example.com: the TOTP screen opens directly (one challenge). */
export const Totp = challengeStory({ account: 'tess.totp@example.com' });
Totp.meta = { waitFor: '[data-challenge=TOTP] form' };

/** Verify with no code typed. */
export const TotpInvalid = challengeStory({ account: 'tess.totp@example.com', then: submit });
TotpInvalid.meta = { waitFor: '[data-challenge=TOTP] [data-invalid=true]' };

/** A TOTP code submitted, the service not answered yet. */
export const TotpSubmitting = challengeStory({
  account: 'tess.totp@example.com',
  client: [holdCalls('verifyTotp')],
  then: typeCode('123456'),
});
TotpSubmitting.meta = { waitFor: 'form[data-state=pending] button[data-state=pending]' };

/** A wrong TOTP code. */
export const TotpWrongCode = challengeStory({ account: 'tess.totp@example.com', then: typeCode('000000') });
TotpWrongCode.meta = { waitFor: '[role=alert]' };

/** The authenticator app's current code: signed in. */
export const TotpSuccess = challengeStory({ account: 'tess.totp@example.com', then: totpFromApp });
TotpSuccess.meta = { waitFor: '[data-step=signedIn]' };

/** Out-of-wallet questions: one radio group per question. */
export const KnowledgeQuestions = challengeStory({ ...OOW_OFFER, client: [oowQuestions] });
KnowledgeQuestions.meta = { waitFor: '[data-challenge=OOW] fieldset' };

/** Submitted without answers: the error summary and an inline error per question. */
export const KnowledgeQuestionsInvalid = challengeStory({
  ...OOW_OFFER,
  client: [oowQuestions],
  then: submit,
  ready: questionsShown,
});
KnowledgeQuestionsInvalid.meta = { waitFor: '[data-challenge=OOW] [data-invalid=true]' };

/** Answers sent, the grading not answered yet. */
export const KnowledgeQuestionsSubmitting = challengeStory({
  ...OOW_OFFER,
  client: [oowQuestions, holdCalls('gradeOOWAnswers')],
  then: answerFirstChoices,
  ready: questionsShown,
});
KnowledgeQuestionsSubmitting.meta = { waitFor: '[data-challenge=OOW] button[data-state=pending]' };

/** The question session expired (INVALID_AUTH_CONTEXT): the message and "Get new questions". */
export const KnowledgeQuestionsExpired = challengeStory({
  ...OOW_OFFER,
  client: [oowQuestions],
  then: answerFirstChoices,
  ready: questionsShown,
});
KnowledgeQuestionsExpired.meta = { waitFor: '[data-action=restart]' };

/**
 * olive.oow@example.com: the playground's own questions (no wrapper; they load on their own for this
 * account), answered right: graded by the playground, signed in.
 */
export const KnowledgeQuestionsSuccess = challengeStory({
  account: 'olive.oow@example.com',
  ready: questionsShown,
  then: (d) =>
    d.mfa.actions.submitOowAnswers(
      d.mfa.state.oowQuestions.map((q) => ({
        questionId: q.id,
        choiceId: q.choices.find((c) => FIXTURE_OOW_ANSWERS.some((right) => right === c.text))?.id ?? '',
      })),
    ),
});
KnowledgeQuestionsSuccess.meta = { waitFor: '[data-step=signedIn]' };

/** Passkey challenge: the button that starts the browser's prompt. */
export const Passkey = challengeStory(offered('FIDO'));
Passkey.meta = { waitFor: '[data-action=passkey]' };

/** Passkey chosen, the service's options not answered yet (the browser prompt comes after them). */
export const PasskeySubmitting = challengeStory({
  ...offered('FIDO'),
  client: [holdCalls('webauthnAuthenticationOptions')],
  then: (d) => click(d.root, '[data-action=passkey]'),
});
PasskeySubmitting.meta = { waitFor: '[data-action=passkey][data-state=pending]' };

/** Passkey chosen but the service's options failed: the error in an alert, the button to try again. */
export const PasskeyError = challengeStory({
  ...offered('FIDO'),
  client: [failCalls('webauthnAuthenticationOptions')],
  then: (d) => click(d.root, '[data-action=passkey]'),
});
PasskeyError.meta = { waitFor: '[data-challenge=FIDO] [role=alert]' };

/** Security question (graded by the host). */
export const SecurityQuestion = challengeStory({
  ...SQA,
  host: securityQuestion(async () => 'INVALID_SECURITY_ANSWER'),
});
SecurityQuestion.meta = { waitFor: '[data-challenge=SQA] form' };

/**
 * quinn.sqa@example.com: the security question graded by the flow against the playground (useMfa
 * answerSecurityQuestion -> verifySignInConfirmationV2 with an SQA challenge token), no host handler. One challenge, so
 * the question opens directly.
 */
const QUINN = {
  account: 'quinn.sqa@example.com',
  ready: (d: Driven) => d.mfa.state.securityQuestion !== null,
} as const;

/** Continue with no answer typed: the error summary and the field marked invalid (nothing sent). */
export const SecurityQuestionInvalid = challengeStory({ ...QUINN, then: submit });
SecurityQuestionInvalid.meta = { waitFor: '[data-challenge=SQA] [data-invalid=true]' };

/** An answer sent, the service's grading not answered yet: Continue is busy. */
export const SecurityQuestionSubmitting = challengeStory({
  ...QUINN,
  client: [holdCalls('verifySignInConfirmationV2')],
  then: (d) => typeAndSubmit(d.root, { answer: 'Rex' }),
});
SecurityQuestionSubmitting.meta = { waitFor: '[data-challenge=SQA] button[data-state=pending]' };

/** A wrong answer: the service's INCORRECT_SECURITY_ANSWER in an alert. */
export const SecurityQuestionWrong = challengeStory({
  ...QUINN,
  then: (d) => typeAndSubmit(d.root, { answer: 'Rex' }),
});
SecurityQuestionWrong.meta = { waitFor: '[data-challenge=SQA] [role=alert]' };

/** The fixture's answer: graded right by the playground, signed in. */
export const SecurityQuestionSuccess = challengeStory({
  ...QUINN,
  then: (d) => typeAndSubmit(d.root, { answer: FIXTURE_SECURITY_QUESTION.answer }),
});
SecurityQuestionSuccess.meta = { waitFor: '[data-step=signedIn]' };

/** Government id: the hand-off to the host's ID-check page. */
export const GovernmentId = challengeStory({
  ...offered('GOVID'),
  host: { govIdUrl: 'https://id.acme.example/check' },
});
GovernmentId.meta = { waitFor: '[data-challenge=GOVID] a' };

/** Government id as the only way, with no hand-off page: no dead "choose another way", sign in again. */
export const GovernmentIdOnlyNoPage = challengeStory({ offer: ['GOVID'] });
GovernmentIdOnlyNoPage.meta = { waitFor: '[data-challenge=GOVID] [data-action=sign-in-again]' };

/** A challenge type the kit has no screen for, as the only way: no dead "choose another way", sign in again. */
export const UnsupportedOnly = challengeStory({ offer: ['FACE_SCAN_V9'] });
UnsupportedOnly.meta = { waitFor: '[data-challenge=FACE_SCAN_V9] [data-action=sign-in-again]' };

/** Password challenge: current password, username hidden for password managers. */
export const Password = challengeStory(offered('PASSWORD'));
Password.meta = { waitFor: '[data-challenge=PASSWORD] form' };

/** Password challenge submitted empty. */
export const PasswordInvalid = challengeStory({
  ...offered('PASSWORD'),
  then: submit,
});
PasswordInvalid.meta = { waitFor: '[data-challenge=PASSWORD] [data-invalid=true]' };

/** The current password typed wrong: the service's refusal in an alert. */
export const PasswordWrong = challengeStory({
  ...offered('PASSWORD'),
  then: (d) => typeAndSubmit(d.root, { password: 'Wrong-Horse-1' }),
});
PasswordWrong.meta = { waitFor: '[data-challenge=PASSWORD] [role=alert]' };

/** The current password sent, the service not answered yet (the first sign-in answers, the second waits). */
export const PasswordSubmitting = challengeStory({
  ...offered('PASSWORD'),
  client: [
    (client) => {
      let calls = 0;
      return {
        ...client,
        signIn: (...a: Parameters<FlowClient['signIn']>) => (calls++ === 0 ? client.signIn(...a) : never()),
      };
    },
  ],
  then: (d) => typeAndSubmit(d.root, { password: PASSWORD }),
});
PasswordSubmitting.meta = { waitFor: '[data-challenge=PASSWORD] button[data-state=pending]' };

/** Phone collection: a number to send a code to. */
export const PhoneCollection = challengeStory(offered('PHONE_COLLECTION', 'EMAIL_COLLECTION'));
PhoneCollection.meta = { waitFor: '[data-challenge=PHONE_COLLECTION] form' };

/** Phone collection submitted empty. */
export const PhoneCollectionInvalid = challengeStory({
  ...offered('PHONE_COLLECTION', 'EMAIL_COLLECTION'),
  then: submit,
});
PhoneCollectionInvalid.meta = { waitFor: '[data-challenge=PHONE_COLLECTION] [data-invalid=true]' };

/** A phone number sent, the service's confirmation request not answered yet. */
export const PhoneCollectionSubmitting = challengeStory({
  ...offered('PHONE_COLLECTION', 'EMAIL_COLLECTION'),
  client: [holdCalls('createChannelConfirmation')],
  then: (d) => typeAndSubmit(d.root, { address: '+16505550142' }),
});
PhoneCollectionSubmitting.meta = { waitFor: '[data-challenge=PHONE_COLLECTION] button[data-state=pending]' };

/** A phone number sent but the confirmation request failed: the error in an alert. */
export const PhoneCollectionError = challengeStory({
  ...offered('PHONE_COLLECTION', 'EMAIL_COLLECTION'),
  client: [failCalls('createChannelConfirmation')],
  then: (d) => typeAndSubmit(d.root, { address: '+16505550142' }),
});
PhoneCollectionError.meta = { waitFor: '[data-challenge=PHONE_COLLECTION] [role=alert]' };

/** A phone number accepted: the code sent to it is asked next. */
export const PhoneCollectionCodeSent = challengeStory({
  ...offered('PHONE_COLLECTION', 'EMAIL_COLLECTION'),
  then: (d) => typeAndSubmit(d.root, { address: '+16505550142' }),
});
PhoneCollectionCodeSent.meta = { waitFor: '[data-challenge=PHONE_COLLECTION] input[name=code]' };

/** Email collection. */
export const EmailCollection = challengeStory(offered('EMAIL_COLLECTION', 'PHONE_COLLECTION'));
EmailCollection.meta = { waitFor: '[data-challenge=EMAIL_COLLECTION] form' };

/** Email collection submitted empty. */
export const EmailCollectionInvalid = challengeStory({
  ...offered('EMAIL_COLLECTION', 'PHONE_COLLECTION'),
  then: submit,
});
EmailCollectionInvalid.meta = { waitFor: '[data-challenge=EMAIL_COLLECTION] [data-invalid=true]' };

/** An address sent, the service's confirmation request not answered yet. */
export const EmailCollectionSubmitting = challengeStory({
  ...offered('EMAIL_COLLECTION', 'PHONE_COLLECTION'),
  client: [holdCalls('createChannelConfirmation')],
  then: (d) => typeAndSubmit(d.root, { address: 'sam.new@example.com' }),
});
EmailCollectionSubmitting.meta = { waitFor: '[data-challenge=EMAIL_COLLECTION] button[data-state=pending]' };

/** An address sent but the confirmation request failed: the error in an alert. */
export const EmailCollectionError = challengeStory({
  ...offered('EMAIL_COLLECTION', 'PHONE_COLLECTION'),
  client: [failCalls('createChannelConfirmation')],
  then: (d) => typeAndSubmit(d.root, { address: 'sam.new@example.com' }),
});
EmailCollectionError.meta = { waitFor: '[data-challenge=EMAIL_COLLECTION] [role=alert]' };

/**
 * TOTP enrolment as a host runs it (the host makes the activate call): `answer` is what the activation
 * returns, an error code or null; a promise that never settles holds the submitting state.
 */
function EnrolmentHost({ answer }: { answer: () => Promise<string | null> }): ReactNode {
  const [pending, setPending] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  return (
    <TotpEnrolmentScreen
      focusOnMount={false}
      provisioning={{ secret: FIXTURE_TOTP_SECRET, issuer: 'Acme', username: 'tess.totp' }}
      pending={pending}
      errorCode={errorCode}
      attempt={attempt}
      onVerify={() => {
        setPending(true);
        void answer().then((code) => {
          setPending(false);
          setErrorCode(code);
          setAttempt((n) => n + 1);
        });
      }}
    />
  );
}

function enrolmentStory(answer: () => Promise<string | null>, then?: (d: Driven) => void): Story<StoryArgs> {
  const script: ScriptStep[] = then === undefined ? [] : [onMount(then)];
  const EnrolmentStory: Story<StoryArgs> = (args) => (
    <PlaygroundFlow args={args} script={script} screen={<EnrolmentHost answer={answer} />} />
  );
  return EnrolmentStory;
}

/** TOTP enrolment: the QR code drawn locally and the secret as text. */
export const TotpEnrolment = enrolmentStory(async () => null);
TotpEnrolment.meta = { waitFor: 'svg[role=img]' };

/** Enrolment submitted without a code. */
export const TotpEnrolmentInvalid = enrolmentStory(async () => null, submit);
TotpEnrolmentInvalid.meta = { waitFor: '[data-invalid=true]' };

/** The first code sent, the activation not answered yet. */
export const TotpEnrolmentSubmitting = enrolmentStory(never, typeCode('123456'));
TotpEnrolmentSubmitting.meta = { waitFor: 'button[data-state=pending]' };

/** The activation refused the code (INVALID_TOTP_CODE, as the playground answers). */
export const TotpEnrolmentWrongCode = enrolmentStory(async () => 'INVALID_TOTP_CODE', typeCode('000000'));
TotpEnrolmentWrongCode.meta = { waitFor: '[role=alert]' };
