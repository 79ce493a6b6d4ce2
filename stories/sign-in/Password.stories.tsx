import type { Story } from '@ladle/react';
import { PASSWORD, PlaygroundSignIn, submitForm, type StoryArgs } from './playground-story';

export default { title: 'Sign-in / Password' };

/** Password form, nothing typed yet. */
export const Idle: Story<StoryArgs> = (args) => <PlaygroundSignIn args={args} />;
Idle.meta = { waitFor: '[data-step=password]' };

/** Empty submit: the error summary takes focus and links to both fields. */
export const Invalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} drive={(_signIn, root) => submitForm(root)} />
);
Invalid.meta = { waitFor: '.ik-error-summary' };

/** A wrong password for alex@example.com: server error in role=alert, the identifier kept. */
export const WrongPassword: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    drive={({ actions }) => actions.signIn({ username: 'alex@example.com', password: 'Wrong-Horse-1' })}
  />
);
WrongPassword.meta = { waitFor: '[role=alert]' };

/** The service asked for a captcha (user id casey.captcha, short enough for a 320 px field): the captcha slot appears; `playground-captcha-ok` passes. */
export const Captcha: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    drive={({ actions }) => actions.signIn({ username: 'casey.captcha', password: PASSWORD })}
  />
);
Captcha.meta = { waitFor: 'input[name=captchaToken]' };

/** Remember me and stay signed in turned on by the configuration. */
export const RememberMe: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} config={{ enableRememberMe: true, enableStaySignedIn: true }} />
);
RememberMe.meta = { waitFor: '[data-step=password]' };

/** Signed in as alex@example.com (the success state). */
export const SignedIn: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    drive={({ actions }) => actions.signIn({ username: 'alex@example.com', password: PASSWORD })}
  />
);
SignedIn.meta = { waitFor: '[data-step=signedIn]' };
