import type { Story } from '@ladle/react';
import { IdentityProofing } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';

export default { title: 'Identity proofing / Form' };

/** US form (SSN), signed in as alex.rivera; the playground's questions follow a valid submit. */
export const UnitedStates: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <IdentityProofing client={client} />}
  </PlaygroundFlow>
);
UnitedStates.meta = { waitFor: '[data-step=form]' };

/** Canada: Social Insurance Number, YYYY/MM/DD dates, pay-stub failure text. */
export const Canada: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <IdentityProofing client={client} config={{ country: 'CA', failureVariant: 'payStub' }} />}
  </PlaygroundFlow>
);
Canada.meta = { waitFor: '[data-step=form]' };
