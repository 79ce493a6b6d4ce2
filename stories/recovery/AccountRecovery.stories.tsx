import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import type { RecoveryConfig } from '../../headless';
import { AccountRecovery } from '../../ui';
import { PlaygroundFlow, useShellArgs, type StoryArgs } from './flow-story';
import { fillAndSubmit, whenCode, whenPresent, type StoryClient } from './story-client';

export default { title: 'Recovery / Account recovery' };

const EMAIL = 'alex@example.com';
const NEW_PASSWORD = 'Fresh-Canary-93!';

type Drive = (story: StoryClient) => void;

function Recovery({
  args,
  config,
  linkIssuedAt,
  visualRefresh = true,
  drive,
}: {
  args: StoryArgs;
  config?: Partial<RecoveryConfig>;
  linkIssuedAt?: number;
  visualRefresh?: boolean;
  drive?: Drive;
}): ReactNode {
  const shell = useShellArgs(args);
  return (
    <PlaygroundFlow
      args={args}
      shell={false}
      // The playground answers as the story's flow is configured (strict unless the story says 'off').
      userEnumeration={config?.userEnumeration}
      {...(drive !== undefined ? { drive } : {})}
    >
      {(client) => (
        <AccountRecovery
          client={client}
          shell={shell}
          layout={{ visualRefresh }}
          {...(config !== undefined ? { config } : {})}
          {...(linkIssuedAt !== undefined ? { linkIssuedAt } : {})}
        />
      )}
    </PlaygroundFlow>
  );
}

// Drivers: each step reached as a user would (alex@example.com, last name Rivera, email code from the outbox;
// or two.accounts@example.com, last name Two, whose code leads to the account choice).
interface Person {
  readonly email: string;
  readonly lastName: string;
}
const ALEX: Person = { email: EMAIL, lastName: 'Rivera' };
const TONI: Person = { email: 'two.accounts@example.com', lastName: 'Two' };

const toChallenges =
  (then?: (form: HTMLFormElement) => void, who: Person = ALEX): Drive =>
  () =>
    whenPresent<HTMLFormElement>('form[data-step=username]', (form) => {
      fillAndSubmit(form, { username: who.email });
      if (then !== undefined) {
        whenPresent('form[data-step=challenges]', then);
      }
    });
const toOptions = (then?: (form: HTMLFormElement) => void, who: Person = ALEX): Drive =>
  toChallenges((form) => {
    fillAndSubmit(form, { lastName: who.lastName });
    if (then !== undefined) {
      whenPresent('form[data-step=options]', then);
    }
  }, who);
const chooseEmail = (form: HTMLFormElement): void => {
  form.querySelector<HTMLInputElement>('input[value=EMAIL_OTP]')?.click();
  form.requestSubmit();
};
const toCode = (
  story: StoryClient,
  then?: (form: HTMLFormElement, code: string) => void,
  who: Person = ALEX,
): void =>
  toOptions((form) => {
    chooseEmail(form);
    if (then !== undefined) {
      whenPresent<HTMLFormElement>('form[data-step=code]', (codeForm) =>
        whenCode(story.playground, who.email, (code) => then(codeForm, code)),
      );
    }
  }, who)(story);
const toNewPassword = (story: StoryClient, then?: (form: HTMLFormElement) => void): void =>
  toCode(story, (form, code) => {
    fillAndSubmit(form, { code });
    if (then !== undefined) {
      whenPresent('form[data-step=newPassword]', then);
    }
  });

/** Step 1: username (alex@example.com, then last name Rivera, email code from the playground outbox). */
export const Username: Story<StoryArgs> = (args) => <Recovery args={args} />;
Username.meta = { waitFor: '[data-step=username]' };

/** Step 1 submitted empty: the error summary links to the field. */
export const UsernameInvalid: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={() => whenPresent<HTMLFormElement>('form[data-step=username]', (form) => form.requestSubmit())}
  />
);
UsernameInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** Step 1 while the service answers: the button says so and the form takes no second submit. */
export const UsernameSubmitting: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={({ hold }) =>
      whenPresent<HTMLFormElement>('form[data-step=username]', (form) => {
        hold();
        fillAndSubmit(form, { username: EMAIL });
      })
    }
  />
);
UsernameSubmitting.meta = { waitFor: 'form[data-step=username][data-state=pending]' };

/** off (the spec): an unknown user, the service's error in role=alert (strict moves on to the challenge). */
export const UsernameServerError: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    config={{ userEnumeration: 'off' }}
    drive={() =>
      whenPresent<HTMLFormElement>('form[data-step=username]', (form) =>
        fillAndSubmit(form, { username: 'nobody@example.com' }),
      )
    }
  />
);
UsernameServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** Step 2: the identity challenge (last name). */
export const Challenges: Story<StoryArgs> = (args) => <Recovery args={args} drive={toChallenges()} />;
Challenges.meta = { waitFor: 'form[data-step=challenges]' };

/** Step 2 submitted empty. */
export const ChallengesInvalid: Story<StoryArgs> = (args) => (
  <Recovery args={args} drive={toChallenges((form) => form.requestSubmit())} />
);
ChallengesInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** Step 2 with a wrong last name: the service's error. */
export const ChallengesServerError: Story<StoryArgs> = (args) => (
  <Recovery args={args} drive={toChallenges((form) => fillAndSubmit(form, { lastName: 'Wrongname' }))} />
);
ChallengesServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** Step 3: pick how to get the code. */
export const Options: Story<StoryArgs> = (args) => <Recovery args={args} drive={toOptions()} />;
Options.meta = { waitFor: 'form[data-step=options]' };

/** Step 4: the one-time code sent by email. */
export const Code: Story<StoryArgs> = (args) => <Recovery args={args} drive={(story) => toCode(story)} />;
Code.meta = { waitFor: 'form[data-step=code]' };

/** Step 4 with a wrong code: the service's error. */
export const CodeServerError: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={(story) =>
      toCode(story, (form, code) => fillAndSubmit(form, { code: code === '000000' ? '111111' : '000000' }))
    }
  />
);
CodeServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** Step 4 while the code is checked. */
export const CodeSubmitting: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={(story) =>
      toCode(story, (form, code) => {
        story.hold();
        fillAndSubmit(form, { code });
      })
    }
  />
);
CodeSubmitting.meta = { waitFor: 'form[data-step=code][data-state=pending]' };

/** Two accounts share the email: choose the one to recover. */
export const ChooseAccount: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={(story) => toCode(story, (form, code) => fillAndSubmit(form, { code }), TONI)}
  />
);
ChooseAccount.meta = { waitFor: '[data-step=chooseAccount]' };

/** Step 5: the new password with its checklist. */
export const NewPassword: Story<StoryArgs> = (args) => (
  <Recovery args={args} drive={(story) => toNewPassword(story)} />
);
NewPassword.meta = { waitFor: 'form[data-step=newPassword]' };

/** Step 5: the two passwords differ. */
export const NewPasswordInvalid: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={(story) =>
      toNewPassword(story, (form) =>
        fillAndSubmit(form, { newPassword: NEW_PASSWORD, confirmPassword: 'something-else' }),
      )
    }
  />
);
NewPasswordInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** Step 5: the old password again (PREVIOUSLY_USED_PASSWORD). */
export const NewPasswordServerError: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={(story) =>
      toNewPassword(story, (form) =>
        fillAndSubmit(form, { newPassword: 'Correct-Horse-7', confirmPassword: 'Correct-Horse-7' }),
      )
    }
  />
);
NewPasswordServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** Step 5 while the password is saved. */
export const NewPasswordSubmitting: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={(story) =>
      toNewPassword(story, (form) => {
        story.hold();
        fillAndSubmit(form, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      })
    }
  />
);
NewPasswordSubmitting.meta = { waitFor: 'form[data-step=newPassword][data-state=pending]' };

/** Done: the password has been changed. */
export const Done: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    drive={(story) =>
      toNewPassword(story, (form) =>
        fillAndSubmit(form, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      )
    }
  />
);
Done.meta = { waitFor: '[data-step=done]' };

/** Forgot user id: the same steps end with the list of user ids. */
export const ForgotUserId: Story<StoryArgs> = (args) => <Recovery args={args} config={{ mode: 'userId' }} />;
ForgotUserId.meta = { waitFor: '[data-step=username]' };

/** Forgot user id, after the code: the account's user ids. */
export const UserIds: Story<StoryArgs> = (args) => (
  <Recovery
    args={args}
    config={{ mode: 'userId' }}
    drive={(story) => toCode(story, (form, code) => fillAndSubmit(form, { code }))}
  />
);
UserIds.meta = { waitFor: '[data-step=userIds]' };

/** CSR confirm-password-reset variant (security answer with the new password, no confirm field). */
export const CsrReset: Story<StoryArgs> = (args) => (
  <Recovery args={args} config={{ variant: 'csr', hidePasswordResetConfirmField: true }} />
);
CsrReset.meta = { waitFor: '[data-step=username]' };

/** Without the 2021 visual refresh: back button below the form, logos not at the bottom. */
export const NoVisualRefresh: Story<StoryArgs> = (args) => (
  <Recovery args={args} visualRefresh={false} drive={toChallenges()} />
);
NoVisualRefresh.meta = { waitFor: 'form[data-step=challenges]' };

/** A recovery link issued 25 hours ago: expired. */
export const LinkExpired: Story<StoryArgs> = (args) => (
  <Recovery args={args} linkIssuedAt={Date.now() - 25 * 3_600_000} />
);
LinkExpired.meta = { waitFor: '[data-step=linkExpired]' };
