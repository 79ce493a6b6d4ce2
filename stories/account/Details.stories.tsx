import type { Story } from '@ladle/react';
import {
  AccountManager,
  AddressManager,
  GovernmentIdStatus,
  PasskeyManager,
  SecurityQuestionManager,
  UserIdManager,
} from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { clickIn, editAndSubmit } from './drive';

export default { title: 'Account / Personal data and credentials' };

/** alex's user id, security question (none), address, two-step verification, passkeys and government id. */
export const Loaded: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <AccountManager client={client} widgets={['userid', 'sqa', 'address', 'mfa']} />}
  </PlaygroundFlow>
);
Loaded.meta = { waitFor: '[data-section=address][data-step=view] li' };

/** Signed out: a section alone shows the load failure with a retry. */
export const LoadError: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>{(client) => <UserIdManager client={client} />}</PlaygroundFlow>
);
LoadError.meta = { waitFor: '[data-section=userId] [role=alert]' };

/** The user-id form with the rule as a hint. */
export const UserIdEditing: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={() => clickIn('userId', 'edit')}>
    {(client) => <UserIdManager client={client} />}
  </PlaygroundFlow>
);
UserIdEditing.meta = { waitFor: '[data-section=userId] form[data-step=edit]' };

/** Another user's id: taken (the availability check said so). */
export const UserIdTaken: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={editAndSubmit('userId', { username: 'sam.sms' })}>
    {(client) => <UserIdManager client={client} stepUpAal={null} />}
  </PlaygroundFlow>
);
UserIdTaken.meta = { waitFor: '[data-section=userId][data-state=error] [role=alert]' };

/** A new user id below the offering's level: confirm it's you first. */
export const UserIdStepUp: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('userId', { username: 'alex.next' })}
  >
    {(client) => <UserIdManager client={client} />}
  </PlaygroundFlow>
);
UserIdStepUp.meta = { waitFor: '[data-section=userId][data-state=stepUp] [data-step-up=idle]' };

/** No security question yet. */
export const SecurityQuestionEmpty: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <SecurityQuestionManager client={client} />}
  </PlaygroundFlow>
);
SecurityQuestionEmpty.meta = { waitFor: '[data-section=securityQuestion][data-step=view] button' };

/** Saved without a question or an answer: the summary and the inline messages. */
export const SecurityQuestionInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={editAndSubmit('securityQuestion', {})}>
    {(client) => <SecurityQuestionManager client={client} stepUpAal={null} />}
  </PlaygroundFlow>
);
SecurityQuestionInvalid.meta = {
  waitFor: '[data-section=securityQuestion] :is(.ik-error-summary, .ik-field-error)',
};

/** While the question and answer are being saved. */
export const SecurityQuestionSaving: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('securityQuestion', { question: 'firstPet', answer: 'story answer' }, true)}
  >
    {(client) => <SecurityQuestionManager client={client} stepUpAal={null} />}
  </PlaygroundFlow>
);
SecurityQuestionSaving.meta = {
  waitFor: '[data-section=securityQuestion][data-state=pending] form[data-state=pending]',
};

/** The address form (a new address; the country picks the state and postal-code rules). */
export const AddressEditing: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={() => clickIn('address', 'add')}>
    {(client) => <AddressManager client={client} />}
  </PlaygroundFlow>
);
AddressEditing.meta = { waitFor: '[data-section=address] form[data-step=edit]' };

/** No address, no government-id status yet (another account). */
export const AddressAndGovernmentIdEmpty: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="two.personal">
    {(client) => (
      <div className="grid gap-6">
        <AddressManager client={client} />
        <GovernmentIdStatus client={client} />
      </div>
    )}
  </PlaygroundFlow>
);
AddressAndGovernmentIdEmpty.meta = { waitFor: '[data-section=governmentId][data-step=view] p' };

/** No passkeys yet. */
export const PasskeysEmpty: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <PasskeyManager client={client} />}
  </PlaygroundFlow>
);
PasskeysEmpty.meta = { waitFor: '[data-section=passkeys][data-step=view] button' };

/** Creating a passkey below the offering's level: confirm it's you first (no browser dialog yet). */
export const PasskeyStepUp: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('passkeys', {}, false, 'addPasskey')}
  >
    {(client) => <PasskeyManager client={client} />}
  </PlaygroundFlow>
);
PasskeyStepUp.meta = { waitFor: '[data-section=passkeys][data-state=stepUp] [data-step-up=idle]' };
