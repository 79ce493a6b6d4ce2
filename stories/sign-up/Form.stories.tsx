import type { Story } from '@ladle/react';
import { PlaygroundSignUp, STORY_PASSWORD, submitForm, type StoryArgs } from './playground-story';

export default { title: 'Sign-up / Form' };

/** Default ecosystem sign-up: no password, generated user id, mobile phone required (verified by SMS). */
export const Ecosystem: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} page={{ layout: { ecosystemTheme: true }, accountHelpHref: 'https://example.com/help' }} />
);
Ecosystem.meta = { waitFor: '[data-step="form"]' };

/** password-signup: password with its visible checklist, minimal fields, no phone. */
export const PasswordSignup: Story<StoryArgs> = (args) => <PlaygroundSignUp args={args} config={{ flow: 'password-signup' }} />;
PasswordSignup.meta = { waitFor: '[data-step="form"]' };

/** PIN flow: a 4-digit PIN with its own show/hide toggle. */
export const Pin: Story<StoryArgs> = (args) => <PlaygroundSignUp args={args} config={{ flow: 'pin' }} />;
Pin.meta = { waitFor: '[data-step="form"]' };

/** buy-now text variant. */
export const BuyNow: Story<StoryArgs> = (args) => <PlaygroundSignUp args={args} config={{ flow: 'buy-now' }} />;
BuyNow.meta = { waitFor: '[data-step="form"]' };

/** oia text variant. */
export const Oia: Story<StoryArgs> = (args) => <PlaygroundSignUp args={args} config={{ flow: 'oia' }} />;
Oia.meta = { waitFor: '[data-step="form"]' };

/** The email typed twice (enableConfirmEmailField). */
export const ConfirmEmail: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={{ flow: 'password-signup', enableConfirmEmailField: true }} />
);
ConfirmEmail.meta = { waitFor: '[data-step="form"]' };

/** Consent text with the terms and privacy dates, chat-based header (no cancel, no sub-footer). */
export const ChatWithConsentDates: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    page={{ layout: { chatBased: true }, termsDate: '2024-03-01', privacyDate: '2024-05-15', onCancel: () => undefined }}
  />
);
ChatWithConsentDates.meta = { waitFor: '[data-step="form"]' };

/** Before the 2021 visual refresh: reCAPTCHA terms shown, cancel button, no logos at the bottom. */
export const PreRefresh: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} page={{ layout: { visualRefresh: false }, onCancel: () => undefined }} />
);
PreRefresh.meta = { waitFor: '[data-step="form"]' };

/** Empty submit: the error summary takes focus and links to each field. */
export const Invalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} config={{ flow: 'password-signup' }} drive={(_s, _p, root) => submitForm(root)} />
);
Invalid.meta = { waitFor: '.ik-error-summary' };

/** alex@example.com typed and left: the account-exists banner, with "sign in instead", stays until dismissed. */
export const EmailInUse: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ flow: 'password-signup' }}
    drive={(_s, _p, root) => {
      setTimeout(() => {
        const input = root?.querySelector<HTMLInputElement>('input[name="email"]');
        if (input) {
          input.focus();
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          setter?.call(input, 'alex@example.com');
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.blur();
        }
      }, 0);
    }}
  />
);
EmailInUse.meta = { waitFor: '.ik-banner' };

/** An email already in use without the interrupter: the server error in role=alert, with "sign in instead". */
export const ServerError: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ flow: 'password-signup' }}
    drive={({ signUp }) => signUp.actions.submit({ email: 'alex@example.com', password: STORY_PASSWORD })}
  />
);
ServerError.meta = { waitFor: '[role="alert"]' };
