import type { Story } from '@ladle/react';
import { Invitation } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';

export default { title: 'Invitation / Invitation' };

/** inv-pending, signed in as alex.rivera: enter access code 123456 to reach the success screen. */
export const Accept: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <Invitation client={client} invitationId="inv-pending" />}
  </PlaygroundFlow>
);
Accept.meta = { waitFor: '[data-step=invitationAccept]' };

/** inv-pending with the code from the link: submitted on load, shows success. */
export const Success: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => (
      <div ref={(node) => {
          setTimeout(() => node?.querySelector('form')?.requestSubmit(), 0);
        }}>
        <Invitation client={client} invitationId="inv-pending" accessCode="123456" />
      </div>
    )}
  </PlaygroundFlow>
);
Success.meta = { waitFor: '[data-step=invitationSuccess]' };

/** inv-expired (code 654321 submitted on load): the expired screen. */
export const Expired: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => (
      <div ref={(node) => {
          setTimeout(() => node?.querySelector('form')?.requestSubmit(), 0);
        }}>
        <Invitation client={client} invitationId="inv-expired" accessCode="654321" />
      </div>
    )}
  </PlaygroundFlow>
);
Expired.meta = { waitFor: '[data-step=invitationExpired]' };
