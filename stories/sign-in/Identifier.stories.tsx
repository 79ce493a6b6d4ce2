import type { Story } from '@ladle/react';
import { at, holdCalls, onMount, PlaygroundSignIn, submitForm, type StoryArgs } from './playground-story';

export default { title: 'Sign-in / Identifier' };

const identifierFirst = { identifierFirst: true, enableAccountChoices: true } as const;
// The spec's account lookup before the password (seed 000 §4.3) runs only with enumeration off; strict (the
// default) asks the password first and chooses among accounts after it.
const lookupFirst = { ...identifierFirst, userEnumeration: 'off' } as const;
const submitIdentifier = (identifier: string) =>
  onMount((d) => d.signIn.actions.submitIdentifier(identifier));

/** Identifier-first: the identifier alone. */
export const Idle: Story<StoryArgs> = (args) => <PlaygroundSignIn args={args} config={identifierFirst} />;
Idle.meta = { waitFor: '[data-step=identifier]' };

/** Empty submit: error summary with a link to the field. */
export const Invalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} config={identifierFirst} script={[onMount((d) => submitForm(d.root))]} />
);
Invalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** off: the account lookup sent, not answered yet: Continue is busy (aria-disabled, still focusable). */
export const Submitting: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={lookupFirst}
    wrapClient={holdCalls('lookupUsernames')}
    script={[submitIdentifier('alex@example.com')]}
  />
);
Submitting.meta = { waitFor: 'form[data-step=identifier] button[data-state=pending]' };

/** off: alex@example.com's account filtered out by the offering: NO_MATCHING_ACCOUNTS_AFTER_FILTER in an alert. */
export const NoMatchingAccount: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={{ ...lookupFirst, accountFilter: ['no-such-user'] }}
    script={[submitIdentifier('alex@example.com')]}
  />
);
NoMatchingAccount.meta = { waitFor: '[data-step=identifier] [role=alert]' };

/** Tabbed sign-in with the phone tab selected. */
export const PhoneTab: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={{ ...identifierFirst, enableTabbedSignIn: true }}
    script={[onMount((d) => d.signIn.actions.selectTab('phone'))]}
  />
);
PhoneTab.meta = { waitFor: 'input[type=tel]' };

/** The phone tab submitted empty: the error summary links to the phone field. */
export const PhoneTabInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={{ ...identifierFirst, enableTabbedSignIn: true }}
    script={[
      onMount((d) => d.signIn.actions.selectTab('phone')),
      { when: (d) => d.signIn.state.tab === 'phone', run: (d) => submitForm(d.root) },
    ]}
  />
);
PhoneTabInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** After the identifier: "Signing in as", the username in a hidden field, the password. */
export const PasswordAfterIdentifier: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} config={identifierFirst} script={[submitIdentifier('alex@example.com')]} />
);
PasswordAfterIdentifier.meta = { waitFor: '[data-step=password]' };

/** off: two.accounts@example.com: the account chooser before the password. */
export const AccountChooser: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={lookupFirst}
    script={[submitIdentifier('two.accounts@example.com')]}
  />
);
AccountChooser.meta = { waitFor: '[data-step=accountChoice]' };

/** off: the business account picked on the chooser: the password step for that account. */
export const AccountChosen: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={lookupFirst}
    script={[
      submitIdentifier('two.accounts@example.com'),
      at('accountChoice', (d) => d.signIn.actions.selectAccount('two.business')),
    ]}
  />
);
AccountChosen.meta = { waitFor: '[data-step=password]' };

/** off, single account choice mode (seed 001 §4): alex@example.com's one account shown to confirm. */
export const SingleAccountChoice: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    config={{ ...lookupFirst, enableSingleAccountChoice: true }}
    script={[submitIdentifier('alex@example.com')]}
  />
);
SingleAccountChoice.meta = { waitFor: '[data-step=accountChoice]' };
