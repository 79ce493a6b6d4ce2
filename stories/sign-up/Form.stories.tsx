import type { Story } from '@ladle/react';
import type { SignUpConfig } from '../../headless';
import type { StoryClient } from '../recovery/story-client';
import {
  fill,
  fillAndSubmit,
  PlaygroundSignUp,
  STORY_PASSWORD,
  STORY_PHONE,
  whenPresent,
  type StoryArgs,
} from './playground-story';

export default { title: 'Sign-up / Form' };

const FORM = 'form[data-step=form]';
const PASSWORD_SIGNUP: Partial<SignUpConfig> = { flow: 'password-signup' };

/** Submits the form with `values` (by input name) once it is shown; `hold` first keeps the request pending. */
const submitWith =
  (values: Readonly<Record<string, string>>, hold = false) =>
  (story: StoryClient): void =>
    whenPresent<HTMLFormElement>(FORM, (form) => {
      if (hold) {
        story.hold();
      }
      fillAndSubmit(form, values);
    });

// Idle: each variant of seed 001 §4 and the 2021 layouts of seed 000 §2.4.

/** Default ecosystem sign-up: no password, generated user id, mobile phone required (verified by SMS). */
export const Ecosystem: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    page={{ layout: { ecosystemTheme: true }, accountHelpHref: 'https://example.com/help' }}
  />
);
Ecosystem.meta = { waitFor: 'form[data-step=form]' };

/** password-signup: the optional user ID (create user id), password with its visible checklist, minimal fields, no phone. */
export const PasswordSignup: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={PASSWORD_SIGNUP} />
);
// The user-id field is read from the checker's chunk after the form's first render.
PasswordSignup.meta = { waitFor: 'form[data-step=form] input[name=username]' };

/** PIN flow: a 4-digit PIN with its own show/hide toggle. */
export const Pin: Story<StoryArgs> = (args) => <PlaygroundSignUp args={args} config={{ flow: 'pin' }} />;
Pin.meta = { waitFor: 'form[data-step=form]' };

/** buy-now text variant. */
export const BuyNow: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={{ flow: 'buy-now' }} />
);
BuyNow.meta = { waitFor: 'form[data-step=form]' };

/** oia text variant. */
export const Oia: Story<StoryArgs> = (args) => <PlaygroundSignUp args={args} config={{ flow: 'oia' }} />;
Oia.meta = { waitFor: 'form[data-step=form]' };

/** The email typed twice (enableConfirmEmailField). */
export const ConfirmEmail: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={{ flow: 'password-signup', enableConfirmEmailField: true }} />
);
ConfirmEmail.meta = { waitFor: 'form[data-step=form] input[name=username]' };

/** Consent text with the terms and privacy dates, chat-based header (no cancel, no sub-footer). */
export const ChatWithConsentDates: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    page={{
      layout: { chatBased: true },
      termsDate: '2024-03-01',
      privacyDate: '2024-05-15',
      onCancel: () => undefined,
    }}
  />
);
ChatWithConsentDates.meta = { waitFor: 'form[data-step=form]' };

/** Before the 2021 visual refresh: reCAPTCHA terms shown, cancel button, no logos at the bottom. */
export const PreRefresh: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} page={{ layout: { visualRefresh: false }, onCancel: () => undefined }} />
);
PreRefresh.meta = { waitFor: 'form[data-step=form]' };

// Invalid: submitted with errors; the error summary takes focus and links to each field.

/** password-signup submitted empty. */
export const Invalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={PASSWORD_SIGNUP} drive={submitWith({})} />
);
Invalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** Ecosystem submitted with an email but no mobile number (required there). */
export const EcosystemInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} drive={submitWith({ email: 'story.eco@example.com' })} />
);
EcosystemInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** PIN flow with a 2-digit PIN. */
export const PinInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ flow: 'pin' }}
    drive={submitWith({ email: 'story.pin@example.com', pin: '12' })}
  />
);
PinInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** The confirmation email differs from the email. */
export const ConfirmEmailMismatch: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ flow: 'password-signup', enableConfirmEmailField: true }}
    drive={submitWith({
      email: 'story.pw@example.com',
      confirmEmail: 'story.pv@example.com',
      password: STORY_PASSWORD,
    })}
  />
);
ConfirmEmailMismatch.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** off: alex@example.com typed and left: the account-exists banner, with "sign in instead", stays until dismissed. */
export const EmailInUse: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ ...PASSWORD_SIGNUP, userEnumeration: 'off' }}
    drive={() =>
      whenPresent<HTMLInputElement>(`${FORM} input[name=email]`, (input) => {
        fill(input, 'alex@example.com');
        input.blur();
      })
    }
  />
);
EmailInUse.meta = { waitFor: '.ik-banner' };

/** Create user id: bea.old typed and left: taken, with "Choose a different user ID" and "No thanks". */
export const UserIdTaken: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={PASSWORD_SIGNUP}
    drive={() =>
      whenPresent<HTMLInputElement>(`${FORM} input[name=username]`, (input) => {
        fill(input, 'bea.old');
        input.blur();
      })
    }
  />
);
UserIdTaken.meta = { waitFor: '[data-result=usernameTaken]' };

/**
 * Create user id with the email typed: bea.old is taken and the service's suggested ids (seed 001 §7.13.6,
 * built from the email) are offered as one-click choices above "Choose a different user ID".
 */
export const UserIdSuggestions: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={PASSWORD_SIGNUP}
    drive={() =>
      whenPresent<HTMLInputElement>(`${FORM} input[name=username]`, (input) => {
        const email = input.form?.elements.namedItem('email');
        if (email instanceof HTMLInputElement) {
          fill(email, 'pat.suggest@example.com');
        }
        fill(input, 'bea.old');
        input.blur();
      })
    }
  />
);
UserIdSuggestions.meta = { waitFor: '[data-suggestions]' };

/**
 * Ecosystem phone typed and left (playground fixture 555-0185, a landline): the service's phone check says
 * texts cannot reach it, in the field's description; the field also says it takes US numbers only.
 */
export const PhoneLandline: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    drive={() =>
      whenPresent<HTMLInputElement>(`${FORM} input[name=phone]`, (input) => {
        fill(input, '650-555-0185');
        input.blur();
      })
    }
  />
);
PhoneLandline.meta = { waitFor: '[data-phone-check=textsUnreachable]' };

/** Create user id: a free id typed and left: "That user ID is available." */
export const UserIdAvailable: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={PASSWORD_SIGNUP}
    drive={() =>
      whenPresent<HTMLInputElement>(`${FORM} input[name=username]`, (input) => {
        fill(input, 'pat.chooser');
        input.blur();
      })
    }
  />
);
UserIdAvailable.meta = { waitFor: '[data-result=available]' };

// Submitting: the request held pending; the button says so and the form takes no second submit.

/** password-signup while the account is created. */
export const Submitting: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={PASSWORD_SIGNUP}
    drive={submitWith({ email: 'story.pw@example.com', password: STORY_PASSWORD }, true)}
  />
);
Submitting.meta = { waitFor: 'form[data-step=form][data-state=pending]' };

/** Ecosystem while the account is created. */
export const EcosystemSubmitting: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    drive={submitWith({ email: 'story.eco@example.com', phone: STORY_PHONE }, true)}
  />
);
EcosystemSubmitting.meta = { waitFor: 'form[data-step=form][data-state=pending]' };

// Server error.

/** off: an email already in use without the interrupter: the server error in role=alert, with "sign in instead". */
export const ServerError: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ ...PASSWORD_SIGNUP, userEnumeration: 'off' }}
    drive={submitWith({ email: 'alex@example.com', password: STORY_PASSWORD })}
  />
);
ServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** Ecosystem: the same, with the mobile number. */
export const EcosystemServerError: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ userEnumeration: 'off' }}
    drive={submitWith({ email: 'alex@example.com', phone: STORY_PHONE })}
  />
);
EcosystemServerError.meta = { waitFor: '.ik-alert[data-code]' };
