import type { Story } from '@ladle/react';
import { PlaygroundSignIn, submitForm, type StoryArgs } from './playground-story';

export default { title: 'Sign-in / Identifier' };

const identifierFirst = { identifierFirst: true, enableAccountChoices: true } as const;

/** Identifier-first: the identifier alone. */
export const Idle: Story<StoryArgs> = (args) => <PlaygroundSignIn args={args} config={identifierFirst} />;
Idle.meta = { waitFor: '[data-step=identifier]' };

/** Empty submit: error summary with a link to the field. */
export const Invalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} config={identifierFirst} drive={(_signIn, root) => submitForm(root)} />
);
Invalid.meta = { waitFor: '.ik-error-summary' };

/** Tabbed sign-in with the phone tab selected. */
export const PhoneTab: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={{ ...identifierFirst, enableTabbedSignIn: true }}
    drive={({ actions }) => actions.selectTab('phone')}
  />
);
PhoneTab.meta = { waitFor: 'input[type=tel]' };

/** After the identifier: "Signing in as", the username in a hidden field, the password. */
export const PasswordAfterIdentifier: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={identifierFirst}
    drive={({ actions }) => actions.submitIdentifier('alex@example.com')}
  />
);
PasswordAfterIdentifier.meta = { waitFor: '[data-step=password]' };

/** two.accounts@example.com: the account chooser. */
export const AccountChooser: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={identifierFirst}
    drive={({ actions }) => actions.submitIdentifier('two.accounts@example.com')}
  />
);
AccountChooser.meta = { waitFor: '[data-step=accountChoice]' };
