import type { Story } from '@ladle/react';
import { PlaygroundSignUp, STORY_PASSWORD, whenCode, type StoryArgs } from './playground-story';

export default { title: 'Sign-up / Steps' };

/** Ecosystem: the SMS code step after the form. */
export const PhoneCode: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp args={args} drive={({ signUp }) => signUp.actions.submit({ email: 'story.eco@example.com', phone: '650-555-0142' })} />
);
PhoneCode.meta = { waitFor: '[data-step="phoneCode"]' };

/** password-signup: the email confirmation code step (6 characters, EMAIL_OTP). */
export const EmailCode: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ flow: 'password-signup' }}
    drive={({ signUp }) => signUp.actions.submit({ email: 'story.pw@example.com', password: STORY_PASSWORD })}
  />
);
EmailCode.meta = { waitFor: '[data-step="emailCode"]' };

/** The account-collision interrupter for an email in use (alex@example.com). */
export const AccountCollision: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ enableAccountCollisionInterrupter: true }}
    drive={({ signUp }) => signUp.actions.submit({ email: 'alex@example.com', phone: '650-555-0142' })}
  />
);
AccountCollision.meta = { waitFor: '[data-step="accountCollision"]' };

/** The account is ready (password-signup, email code read from the playground's outbox). */
export const Done: Story<StoryArgs> = (args) => (
  <PlaygroundSignUp
    args={args}
    config={{ flow: 'password-signup' }}
    drive={({ signUp }, playground) => {
      const email = 'story.done@example.com';
      signUp.actions.submit({ email, password: STORY_PASSWORD });
      whenCode(playground, email, (code) => signUp.actions.submitEmailCode(code));
    }}
  />
);
Done.meta = { waitFor: '[data-step="done"]' };
