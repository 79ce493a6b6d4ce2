import type { Story } from '@ladle/react';
import { Invitation } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { fillAndSubmit, whenPresent } from '../recovery/story-client';

export default { title: 'Invitation / Activate a new account' };

const FORM = 'form[data-step=invitationActivate]';

/** Fills the activate form with `values` and submits it once shown. */
const submitWith = (values: Readonly<Record<string, string>>) => (): void =>
  whenPresent<HTMLFormElement>(FORM, (form) => fillAndSubmit(form, values));

/**
 * inv-alex-jordan is for jordan@example.com, who has no account: choose a user ID and password and enter
 * access code 246810 to create the account from the invitation (seed 001 §4.3, §7.5.1).
 */
export const Activate: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => <Invitation client={client} invitationId="inv-alex-jordan" newAccount />}
  </PlaygroundFlow>
);
Activate.meta = { waitFor: 'form[data-step=invitationActivate]' };

/** With the invitation's challenge question: the form also asks for its answer. */
export const WithChallengeQuestion: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => (
      <Invitation
        client={client}
        invitationId="inv-alex-jordan"
        newAccount
        challengeQuestion="What was the name of your first pet?"
      />
    )}
  </PlaygroundFlow>
);
WithChallengeQuestion.meta = { waitFor: 'form[data-step=invitationActivate]' };

/** A wrong access code: the service's error in role=alert; the typed user ID stays. */
export const WrongCode: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    drive={submitWith({ username: 'jordan.lee', password: 'Teal-Harbor-2026!', accessCode: '999999' })}
  >
    {(client) => <Invitation client={client} invitationId="inv-alex-jordan" newAccount />}
  </PlaygroundFlow>
);
WrongCode.meta = { waitFor: '.ik-alert[data-code]' };

/** The right code (from the link): the account is created, signed in and joined; the ready screen. */
export const Activated: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} drive={submitWith({ username: 'jordan.lee', password: 'Teal-Harbor-2026!' })}>
    {(client) => (
      <Invitation
        client={client}
        invitationId="inv-alex-jordan"
        accessCode="246810"
        newAccount
        onContinue={() => undefined}
      />
    )}
  </PlaygroundFlow>
);
Activated.meta = { waitFor: '[data-step=invitationActivated]' };

/**
 * inv-acme-morgan opened from its emailed link (access code 135790): the host does not say whether morgan has
 * an account; the verify answer has no user, so the screen shows the activate form and names who invited.
 */
export const FromLink: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => <Invitation client={client} invitationId="inv-acme-morgan" accessCode="135790" />}
  </PlaygroundFlow>
);
FromLink.meta = { waitFor: 'form[data-step=invitationActivate]' };

/** While the link's code is checked (the request is held): the screen waits rather than show either form. */
export const CheckingLink: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client, story) => {
      // Held before the screen mounts: its check starts on mount, before a `drive` would run.
      story.hold();
      return <Invitation client={client} invitationId="inv-acme-morgan" accessCode="135790" />;
    }}
  </PlaygroundFlow>
);
CheckingLink.meta = { waitFor: '[data-step=invitationChecking]' };
