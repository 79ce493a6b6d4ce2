import type { Story } from '@ladle/react';
import { FIXTURE_TOTP_SECRET } from '../../playground/store/fixtures';
import { TotpEnrolmentScreen } from '../../ui';
import {
  at,
  oowQuestions,
  offerChallenges,
  PlaygroundFlow,
  signInAs,
  submitForm,
  typeAndSubmit,
  type StoryArgs,
} from './flow-story';

export default { title: 'MFA / Challenges' };

/** sam.sms@example.com after the password: the challenge picker (SMS or voice, masked phone). */
export const Picker: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} script={[signInAs('sam.sms@example.com')]} />
);
Picker.meta = { waitFor: '[data-step=challengePicker]' };

/** Continue without a choice: error summary (focused) and the inline error on the group. */
export const PickerInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    script={[signInAs('sam.sms@example.com'), at('challengePicker', (d) => submitForm(d.root))]}
  />
);
PickerInvalid.meta = { waitFor: '[data-step=challengePicker] [data-invalid=true]' };

/** SMS picked: the code is sent, resend countdown running. */
export const SmsCode: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('SMS_OTP')),
    ]}
  />
);
SmsCode.meta = { waitFor: '[role=timer]' };

/** Voice picked: "we're calling" wording. */
export const VoiceCode: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('VOICE_OTP')),
    ]}
  />
);
VoiceCode.meta = { waitFor: '[role=timer]' };

/** A wrong code: the server error in an alert, the input marked invalid. */
export const SmsWrongCode: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('SMS_OTP')),
      at(
        'challenge',
        (d) => typeAndSubmit(d.root, 'code', '000 000'),
        (d) => d.mfa.state.isCodeSent,
      ),
    ]}
  />
);
SmsWrongCode.meta = { waitFor: '[role=alert]' };

/** The right code from the playground's outbox, pasted as "123 456": signed in. */
export const SmsSuccess: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('SMS_OTP')),
      at(
        'challenge',
        (d) => {
          const code = d.playground.lastCode('+16505550100') ?? '';
          typeAndSubmit(d.root, 'code', `${code.slice(0, 3)} ${code.slice(3)}`);
        },
        (d) => d.mfa.state.isCodeSent,
      ),
    ]}
  />
);
SmsSuccess.meta = { waitFor: '[data-step=signedIn]' };

/** tess.totp@example.com: the TOTP screen opens directly (one challenge). */
export const Totp: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} script={[signInAs('tess.totp@example.com')]} />
);
Totp.meta = { waitFor: '[data-challenge=TOTP] form' };

/** A wrong TOTP code. */
export const TotpWrongCode: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    script={[
      signInAs('tess.totp@example.com'),
      at('challenge', (d) => typeAndSubmit(d.root, 'code', '000000')),
    ]}
  />
);
TotpWrongCode.meta = { waitFor: '[role=alert]' };

/** TOTP enrolment: the QR code drawn locally and the secret as text. */
export const TotpEnrolment: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    screen={
      <TotpEnrolmentScreen
        focusOnMount={false}
        provisioning={{ secret: FIXTURE_TOTP_SECRET, issuer: 'Acme', username: 'tess.totp' }}
        onVerify={() => undefined}
      />
    }
  />
);
TotpEnrolment.meta = { waitFor: 'svg[role=img]' };

/** Out-of-wallet questions: one radio group per question. */
export const KnowledgeQuestions: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={oowQuestions(offerChallenges(['OOW', 'SMS_OTP']))}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('OOW')),
    ]}
  />
);
KnowledgeQuestions.meta = { waitFor: '[data-challenge=OOW] fieldset' };

/** Submitted without answers: the error summary and an inline error per question. */
export const KnowledgeQuestionsInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={oowQuestions(offerChallenges(['OOW', 'SMS_OTP']))}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('OOW')),
      at(
        'challenge',
        (d) => submitForm(d.root),
        (d) => d.mfa.state.oowQuestions.length > 0,
      ),
    ]}
  />
);
KnowledgeQuestionsInvalid.meta = { waitFor: '[data-challenge=OOW] [data-invalid=true]' };

/** The question session expired (INVALID_AUTH_CONTEXT): the message and "Get new questions". */
export const KnowledgeQuestionsExpired: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={oowQuestions(offerChallenges(['OOW', 'SMS_OTP']))}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('OOW')),
      at(
        'challenge',
        (d) =>
          d.mfa.actions.submitOowAnswers(
            d.mfa.state.oowQuestions.map((q) => ({ questionId: q.id, choiceId: q.choices[0]?.id ?? '' })),
          ),
        (d) => d.mfa.state.oowQuestions.length > 0,
      ),
    ]}
  />
);
KnowledgeQuestionsExpired.meta = { waitFor: '[data-action=restart]' };

/** Passkey challenge: the button that starts the browser's prompt. */
export const Passkey: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={offerChallenges(['FIDO', 'SMS_OTP'])}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('FIDO')),
    ]}
  />
);
Passkey.meta = { waitFor: '[data-action=passkey]' };

/** Security question (graded by the host; this one always says the answer is wrong). */
export const SecurityQuestion: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={offerChallenges(['SQA', 'SMS_OTP'])}
    flow={{
      host: {
        securityQuestion: "What was your first pet's name?",
        onSecurityAnswer: async () => 'INVALID_SECURITY_ANSWER',
      },
    }}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('SQA')),
    ]}
  />
);
SecurityQuestion.meta = { waitFor: '[data-challenge=SQA] form' };

/** Government id: the hand-off to the host's ID-check page. */
export const GovernmentId: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={offerChallenges(['GOVID', 'SMS_OTP'])}
    flow={{ host: { govIdUrl: 'https://id.acme.example/check' } }}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('GOVID')),
    ]}
  />
);
GovernmentId.meta = { waitFor: '[data-challenge=GOVID] a' };

/** Password challenge: current password, username hidden for password managers. */
export const Password: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={offerChallenges(['PASSWORD', 'SMS_OTP'])}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('PASSWORD')),
    ]}
  />
);
Password.meta = { waitFor: '[data-challenge=PASSWORD] form' };

/** Phone collection: a number to send a code to. */
export const PhoneCollection: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={offerChallenges(['PHONE_COLLECTION', 'EMAIL_COLLECTION'])}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('PHONE_COLLECTION')),
    ]}
  />
);
PhoneCollection.meta = { waitFor: '[data-challenge=PHONE_COLLECTION] form' };

/** Email collection. */
export const EmailCollection: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    wrapClient={offerChallenges(['PHONE_COLLECTION', 'EMAIL_COLLECTION'])}
    script={[
      signInAs('sam.sms@example.com'),
      at('challengePicker', (d) => d.mfa.actions.selectChallenge('EMAIL_COLLECTION')),
    ]}
  />
);
EmailCollection.meta = { waitFor: '[data-challenge=EMAIL_COLLECTION] form' };
