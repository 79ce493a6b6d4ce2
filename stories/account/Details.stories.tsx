import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import {
  AccountManager,
  AddressManager,
  GovernmentIdStatus,
  MfaManager,
  PasskeyManager,
  SecurityQuestionManager,
  UserIdManager,
} from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { fillAndSubmit, whenPresent } from '../recovery/story-client';
import { clickIn, editAndSubmit } from './drive';
import { withPasskeys, withSecurityPrefs } from './seeded';

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

/** Renders `children` with the story client seeded once (see seeded.ts). */
function Seeded({
  client,
  seed,
  children,
}: {
  client: IdentityClient;
  seed: (client: IdentityClient) => IdentityClient;
  children: (client: IdentityClient) => ReactNode;
}): ReactNode {
  // Once per story (the story's client never changes): a new client each render would reload the section.
  const [seeded] = useState(() => seed(client));
  return children(seeded);
}

/** A valid new address (the form's field names). */
const NEW_ADDRESS = {
  address1: '1 Main St',
  cityOrLocality: 'Austin',
  stateOrProvince: 'TX',
  postalCode: '73301',
};

/** While a new address is being saved. */
export const AddressSaving: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('address', NEW_ADDRESS, true, 'add')}
  >
    {(client) => <AddressManager client={client} />}
  </PlaygroundFlow>
);
AddressSaving.meta = { waitFor: '[data-section=address][data-state=pending] form[data-state=pending]' };

/** A postal code the rules refuse: the inline message (one error: no summary). */
export const AddressInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('address', { ...NEW_ADDRESS, postalCode: '7330' }, false, 'add')}
  >
    {(client) => <AddressManager client={client} />}
  </PlaygroundFlow>
);
AddressInvalid.meta = { waitFor: '[data-section=address] .ik-field-error' };

/** The service refuses the save (the session ended meanwhile): its error above the form, the typing kept. */
export const AddressServerError: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={(story) =>
      clickIn('address', 'add', () =>
        whenPresent<HTMLFormElement>('[data-section=address] form[data-step=edit]', (form) => {
          story.playground.clearCookies();
          fillAndSubmit(form, NEW_ADDRESS);
        }),
      )
    }
  >
    {(client) => <AddressManager client={client} />}
  </PlaygroundFlow>
);
AddressServerError.meta = { waitFor: '[data-section=address][data-state=error] [role=alert]' };

/** Removing an address asks first, naming it. */
export const AddressRemoveConfirm: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={() => clickIn('address', 'remove')}>
    {(client) => <AddressManager client={client} />}
  </PlaygroundFlow>
);
AddressRemoveConfirm.meta = { waitFor: '[data-section=address] form[data-step=edit]' };

/** The government-id check is under way (the service reports PENDING). */
export const GovernmentIdPending: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => (
      <Seeded client={client} seed={(c) => withSecurityPrefs(c, { GOVERNMENT_ID_STATUS: 'PENDING' })}>
        {(seeded) => <GovernmentIdStatus client={seeded} />}
      </Seeded>
    )}
  </PlaygroundFlow>
);
GovernmentIdPending.meta = { waitFor: '[data-section=governmentId][data-step=view] p' };

/** The government-id check failed (the service reports FAILED). */
export const GovernmentIdFailed: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => (
      <Seeded client={client} seed={(c) => withSecurityPrefs(c, { GOVERNMENT_ID_STATUS: 'FAILED' })}>
        {(seeded) => <GovernmentIdStatus client={seeded} />}
      </Seeded>
    )}
  </PlaygroundFlow>
);
GovernmentIdFailed.meta = { waitFor: '[data-section=governmentId][data-step=view] p' };

/** One passkey (registered on another device; the service names it in the registration options). */
export const PasskeysOne: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => (
      <Seeded client={client} seed={(c) => withPasskeys(c, 1)}>
        {(seeded) => <PasskeyManager client={seeded} />}
      </Seeded>
    )}
  </PlaygroundFlow>
);
PasskeysOne.meta = { waitFor: '[data-section=passkeys][data-step=view] li' };

/** Removing the authenticator app asks for a current code from it (the service reports TOTP_STATUS on). */
export const TotpRemoval: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={() => clickIn('mfa', 'removeTotp')}>
    {(client) => (
      <Seeded client={client} seed={(c) => withSecurityPrefs(c, { TOTP_STATUS: 'ENABLED' })}>
        {(seeded) => <MfaManager client={seeded} />}
      </Seeded>
    )}
  </PlaygroundFlow>
);
TotpRemoval.meta = { waitFor: '[data-section=mfa] form[data-step=edit]' };
