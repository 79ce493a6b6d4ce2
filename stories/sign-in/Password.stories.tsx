import type { Story } from '@ladle/react';
import {
  at,
  holdCalls,
  onMount,
  PASSWORD,
  PlaygroundSignIn,
  signInAs,
  submitForm,
  typeAndSubmit,
  type Driven,
  type StoryArgs,
} from './playground-story';

export default { title: 'Sign-in / Password' };

/** casey.captcha (user id short enough for a 320 px field) signed in: the service asks for a captcha. */
const captchaAsked = [signInAs('casey.captcha')] as const;
const captchaShown = (d: Driven): boolean => d.signIn.state.captchaRequired && !d.signIn.state.isSubmitting;

/** Password form, nothing typed yet. */
export const Idle: Story<StoryArgs> = (args) => <PlaygroundSignIn args={args} />;
Idle.meta = { waitFor: '[data-step=password]' };

/** Empty submit: the error summary takes focus and links to both fields. */
export const Invalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} script={[onMount((d) => submitForm(d.root))]} />
);
Invalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** Sign in sent, the service not answered yet: the button is busy (aria-disabled, still focusable). */
export const Submitting: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    wrapClient={holdCalls('signIn')}
    script={[onMount((d) => typeAndSubmit(d.root, { username: 'alex@example.com', password: PASSWORD }))]}
  />
);
Submitting.meta = { waitFor: 'form[data-step=password] button[data-state=pending]' };

/** A wrong password for alex@example.com: server error in role=alert, the identifier kept. */
export const WrongPassword: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} script={[signInAs('alex@example.com', 'Wrong-Horse-1')]} />
);
WrongPassword.meta = { waitFor: '[role=alert]' };

/** The service asked for a captcha: the captcha slot appears; `playground-captcha-ok` passes. */
export const Captcha: Story<StoryArgs> = (args) => <PlaygroundSignIn args={args} script={captchaAsked} />;
Captcha.meta = { waitFor: 'input[name=captchaToken]' };

/** Resubmitted without the captcha token: the error summary links to the captcha field. */
export const CaptchaInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    script={[
      ...captchaAsked,
      at(
        'password',
        (d) => typeAndSubmit(d.root, { username: 'casey.captcha', password: PASSWORD }),
        captchaShown,
      ),
    ]}
  />
);
CaptchaInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** A token the service refuses (sent with the first attempt): CAPTCHA_REJECTED in an alert. */
export const CaptchaRejected: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    script={[
      onMount((d) =>
        d.signIn.actions.signIn({
          username: 'casey.captcha',
          password: PASSWORD,
          captchaToken: 'not-a-token',
        }),
      ),
    ]}
  />
);
CaptchaRejected.meta = { waitFor: '[role=alert]' };

/** Remember me and stay signed in turned on by the configuration. */
export const RememberMe: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} config={{ enableRememberMe: true, enableStaySignedIn: true }} />
);
RememberMe.meta = { waitFor: '[data-step=password]' };

/** Signed in as alex@example.com (the success state). */
export const SignedIn: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} script={[signInAs('alex@example.com')]} />
);
SignedIn.meta = { waitFor: '[data-step=signedIn]' };
