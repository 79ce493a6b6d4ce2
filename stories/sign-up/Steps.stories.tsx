import type { Story } from '@ladle/react';
import type { SignUpConfig } from '../../headless';
import type { StoryClient } from '../recovery/story-client';
import {
  fillAndSubmit,
  PlaygroundSignUp,
  STORY_PASSWORD,
  STORY_PHONE,
  whenCode,
  whenPresent,
  type StoryArgs,
} from './playground-story';

export default { title: 'Sign-up / Steps' };

const PASSWORD_SIGNUP: Partial<SignUpConfig> = { flow: 'password-signup' };
const ECO_EMAIL = 'story.eco@example.com';
const PW_EMAIL = 'story.pw@example.com';

type CodeAct = (form: HTMLFormElement, code: string, story: StoryClient) => void;

/** Ecosystem form submitted; then `act` on the SMS code step with the code from the playground's outbox. */
const toPhoneCode =
  (act?: CodeAct) =>
  (story: StoryClient): void =>
    whenPresent<HTMLFormElement>('form[data-step=form]', (form) => {
      fillAndSubmit(form, { email: ECO_EMAIL, phone: STORY_PHONE });
      if (act !== undefined) {
        whenPresent<HTMLFormElement>('form[data-step=phoneCode]', (step) =>
          whenCode(story.playground, undefined, (code) => act(step, code, story)),
        );
      }
    });

/** password-signup form submitted; then `act` on the email code step with the code sent to the address. */
const toEmailCode =
  (act?: CodeAct) =>
  (story: StoryClient): void =>
    whenPresent<HTMLFormElement>('form[data-step=form]', (form) => {
      fillAndSubmit(form, { email: PW_EMAIL, password: STORY_PASSWORD });
      if (act !== undefined) {
        whenPresent<HTMLFormElement>('form[data-step=emailCode]', (step) =>
          whenCode(story.playground, PW_EMAIL, (code) => act(step, code, story)),
        );
      }
    });

const wrong = (code: string): string => (code.startsWith('0') ? '1' : '0') + code.slice(1);
const submitEmpty: CodeAct = (form) => form.requestSubmit();
const submitWrong: CodeAct = (form, code) => fillAndSubmit(form, { code: wrong(code) });
const submitHeld: CodeAct = (form, code, story) => {
  story.hold();
  fillAndSubmit(form, { code });
};
const submitRight: CodeAct = (form, code) => fillAndSubmit(form, { code });

/** Ecosystem: the SMS code step after the form. */
export const PhoneCode: Story<StoryArgs> = (args) => <PlaygroundSignUp args={args} drive={toPhoneCode()} />;
PhoneCode.meta = { waitFor: 'form[data-step=phoneCode]' };

/** SMS code submitted empty. */
export const PhoneCodeInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} drive={toPhoneCode(submitEmpty)} />
);
PhoneCodeInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** A wrong SMS code: the service's error. */
export const PhoneCodeServerError: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} drive={toPhoneCode(submitWrong)} />
);
PhoneCodeServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** The SMS code while it is checked. */
export const PhoneCodeSubmitting: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} drive={toPhoneCode(submitHeld)} />
);
PhoneCodeSubmitting.meta = { waitFor: 'form[data-step=phoneCode][data-state=pending]' };

/** password-signup: the email confirmation code step (6 characters, EMAIL_OTP). */
export const EmailCode: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={PASSWORD_SIGNUP} drive={toEmailCode()} />
);
EmailCode.meta = { waitFor: 'form[data-step=emailCode]' };

/** Email code submitted empty. */
export const EmailCodeInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={PASSWORD_SIGNUP} drive={toEmailCode(submitEmpty)} />
);
EmailCodeInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** A wrong email code: the service's error. */
export const EmailCodeServerError: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={PASSWORD_SIGNUP} drive={toEmailCode(submitWrong)} />
);
EmailCodeServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** The email code while it is checked. */
export const EmailCodeSubmitting: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={PASSWORD_SIGNUP} drive={toEmailCode(submitHeld)} />
);
EmailCodeSubmitting.meta = { waitFor: 'form[data-step=emailCode][data-state=pending]' };

/** off: the account-collision interrupter for an email in use (alex@example.com). */
export const AccountCollision: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ enableAccountCollisionInterrupter: true, userEnumeration: 'off' }}
    drive={() =>
      whenPresent<HTMLFormElement>('form[data-step=form]', (form) =>
        fillAndSubmit(form, { email: 'alex@example.com', phone: STORY_PHONE }),
      )
    }
  />
);
AccountCollision.meta = { waitFor: '[data-step=accountCollision]' };

/** The account is ready (password-signup, email code read from the playground's outbox). */
export const Done: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={PASSWORD_SIGNUP} drive={toEmailCode(submitRight)} />
);
Done.meta = { waitFor: '[data-step=done]' };

/** Ecosystem after the SMS code: the email confirmation step. */
export const EcosystemEmailCode: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} drive={toPhoneCode(submitRight)} />
);
EcosystemEmailCode.meta = { waitFor: 'form[data-step=emailCode]' };

/** The account is ready (ecosystem: SMS code, then email code, both read from the playground's outbox). */
export const EcosystemDone: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    drive={toPhoneCode((form, code, story) => {
      fillAndSubmit(form, { code });
      whenPresent<HTMLFormElement>('form[data-step=emailCode]', (step) =>
        whenCode(story.playground, ECO_EMAIL, (emailCode) => submitRight(step, emailCode, story)),
      );
    })}
  />
);
EcosystemDone.meta = { waitFor: '[data-step=done]' };
