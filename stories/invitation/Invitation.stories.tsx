import type { Story } from '@ladle/react';
import { Invitation } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { fillAndSubmit, whenPresent, type StoryClient } from '../recovery/story-client';

export default { title: 'Invitation / Invitation' };

const FORM = 'form[data-step=invitationAccept]';

/** Submits the access code form (with `code` typed, if given) once shown; `hold` first keeps it pending. */
const submitCode =
  (code?: string, hold = false) =>
  (story: StoryClient): void =>
    whenPresent<HTMLFormElement>(FORM, (form) => {
      if (hold) {
        story.hold();
      }
      fillAndSubmit(form, code === undefined ? {} : { accessCode: code });
    });

/** inv-pending, signed in as alex.rivera: enter access code 123456 to reach the success screen. */
export const Accept: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <Invitation client={client} invitationId="inv-pending" />}
  </PlaygroundFlow>
);
Accept.meta = { waitFor: 'form[data-step=invitationAccept]' };

/** inv-pending opened from a link with its access code: the screen says who invited alex and to what. */
export const FromLink: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <Invitation client={client} invitationId="inv-pending" accessCode="123456" />}
  </PlaygroundFlow>
);
FromLink.meta = { waitFor: '[data-invited-by]' };

/** Submitted without a code: the error summary. */
export const Invalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={submitCode()}>
    {(client) => <Invitation client={client} invitationId="inv-pending" />}
  </PlaygroundFlow>
);
Invalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** While the code is checked. */
export const Submitting: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={submitCode('123456', true)}>
    {(client) => <Invitation client={client} invitationId="inv-pending" />}
  </PlaygroundFlow>
);
Submitting.meta = { waitFor: 'form[data-step=invitationAccept][data-state=pending]' };

/** A wrong access code: the service's error in role=alert. */
export const ServerError: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={submitCode('999999')}>
    {(client) => <Invitation client={client} invitationId="inv-pending" />}
  </PlaygroundFlow>
);
ServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** inv-pending with the code from the link, submitted: the success screen. */
export const Success: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={submitCode()}>
    {(client) => (
      <Invitation
        client={client}
        invitationId="inv-pending"
        accessCode="123456"
        onContinue={() => undefined}
      />
    )}
  </PlaygroundFlow>
);
Success.meta = { waitFor: '[data-step=invitationSuccess]' };

/** inv-pending, Decline pressed: the service rejects the invitation for alex.rivera, the declined screen. */
export const Declined: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={() => whenPresent<HTMLButtonElement>(`${FORM} button[type=button]`, (button) => button.click())}
  >
    {(client) => <Invitation client={client} invitationId="inv-pending" />}
  </PlaygroundFlow>
);
Declined.meta = { waitFor: '[data-step=invitationDeclined]' };

/** inv-expired (code 654321 from the link, submitted): the expired screen. */
export const Expired: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} drive={submitCode()}>
    {(client) => <Invitation client={client} invitationId="inv-expired" accessCode="654321" />}
  </PlaygroundFlow>
);
Expired.meta = { waitFor: '[data-step=invitationExpired]' };

/** inv-expired-sam from its link: the expired screen names whom to ask for a new invitation, and the way on. */
export const ExpiredNamesInviter: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => (
      <Invitation
        client={client}
        invitationId="inv-expired-sam"
        accessCode="864200"
        onContinue={() => undefined}
      />
    )}
  </PlaygroundFlow>
);
ExpiredNamesInviter.meta = { waitFor: '[data-step=invitationExpired]' };
