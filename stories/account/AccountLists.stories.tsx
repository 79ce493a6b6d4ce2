import type { Story } from '@ladle/react';
import { ConsentManager, EmailInvite, LinkedIdentities, RealmManager } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { fillAndSubmit, whenPresent, type StoryClient } from '../recovery/story-client';

export default { title: 'Account / Lists' };

/**
 * Clicks the first `data-action` button of `section`'s list once it shows, then (optionally) holds every
 * later request and submits the confirmation or form, so a story reaches its state as a user would and works
 * in every locale of the matrix (by action, not by text).
 */
function act(section: string, action: string, next?: { hold?: boolean; values?: Record<string, string> }) {
  return (story: StoryClient): void =>
    whenPresent<HTMLElement>(
      `[data-section=${section}][data-step=view] button[data-action=${action}]`,
      (button) => {
        button.click();
        if (next === undefined) {
          return;
        }
        whenPresent<HTMLFormElement>(`[data-section=${section}] form[data-step=edit]`, (form) => {
          if (next.hold === true) {
            story.hold();
          }
          fillAndSubmit(form, next.values ?? {});
        });
      },
    );
}

// ---- apps with access (consent manager) ----

/** alex: two apps with access, what each may see and since when. */
export const ConsentLoaded: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <ConsentManager client={client} />}
  </PlaygroundFlow>
);
ConsentLoaded.meta = { waitFor: '[data-section=consent][data-step=view] li' };

/** No app has access. */
export const ConsentEmpty: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="two.personal">
    {(client) => <ConsentManager client={client} />}
  </PlaygroundFlow>
);
ConsentEmpty.meta = { waitFor: '[data-section=consent][data-step=view][data-state=idle]' };

/** Remove access: the confirmation. */
export const ConsentConfirm: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={act('consent', 'revoke')}>
    {(client) => <ConsentManager client={client} />}
  </PlaygroundFlow>
);
ConsentConfirm.meta = { waitFor: '[data-section=consent] form[data-step=edit]' };

/** While access is being removed. */
export const ConsentRemoving: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={act('consent', 'revoke', { hold: true })}>
    {(client) => <ConsentManager client={client} />}
  </PlaygroundFlow>
);
ConsentRemoving.meta = { waitFor: '[data-section=consent][data-state=pending] form[data-state=pending]' };

/** Signed out: the load failed, with a retry. */
export const ConsentError: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>{(client) => <ConsentManager client={client} />}</PlaygroundFlow>
);
ConsentError.meta = { waitFor: '[data-section=consent][data-state=error] [role=alert]' };

// ---- linked sign-ins ----

/** alex: a google account linked. */
export const LinkedLoaded: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <LinkedIdentities client={client} returnUrl="https://app.example/account" />}
  </PlaygroundFlow>
);
LinkedLoaded.meta = { waitFor: '[data-section=linkedIdentities][data-step=view] li' };

/** Nothing linked yet. */
export const LinkedEmpty: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="two.personal">
    {(client) => <LinkedIdentities client={client} returnUrl="https://app.example/account" />}
  </PlaygroundFlow>
);
LinkedEmpty.meta = { waitFor: '[data-section=linkedIdentities][data-step=view] button[data-action=link]' };

/** Unlink: the confirmation. */
export const LinkedConfirm: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={act('linkedIdentities', 'delink')}>
    {(client) => <LinkedIdentities client={client} returnUrl="https://app.example/account" />}
  </PlaygroundFlow>
);
LinkedConfirm.meta = { waitFor: '[data-section=linkedIdentities] form[data-step=edit]' };

/** While the link is being removed. */
export const LinkedRemoving: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={act('linkedIdentities', 'delink', { hold: true })}
  >
    {(client) => <LinkedIdentities client={client} returnUrl="https://app.example/account" />}
  </PlaygroundFlow>
);
LinkedRemoving.meta = {
  waitFor: '[data-section=linkedIdentities][data-state=pending] form[data-state=pending]',
};

/** Signed out: the load failed, with a retry. */
export const LinkedError: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => <LinkedIdentities client={client} returnUrl="https://app.example/account" />}
  </PlaygroundFlow>
);
LinkedError.meta = { waitFor: '[data-section=linkedIdentities][data-state=error] [role=alert]' };

// ---- household or company ----

/** alex's household: its product, alex as owner, one pending invitation. */
export const HouseholdLoaded: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <RealmManager client={client} />}
  </PlaygroundFlow>
);
HouseholdLoaded.meta = { waitFor: '[data-section=realm][data-step=view] [data-invitation-id]' };

/** A household with no pending invitation. */
export const HouseholdEmpty: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="two.personal">
    {(client) => <RealmManager client={client} />}
  </PlaygroundFlow>
);
HouseholdEmpty.meta = { waitFor: '[data-section=realm][data-step=view] [data-list=invitations]' };

/** Invite someone: their email and a personal message. */
export const HouseholdInviting: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={act('realm', 'invite')}>
    {(client) => <RealmManager client={client} />}
  </PlaygroundFlow>
);
HouseholdInviting.meta = { waitFor: '[data-section=realm] form[data-form=invite]' };

/** The invitation form sent with an address that is not one. */
export const HouseholdInviteInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={act('realm', 'invite', { values: { email: 'not-an-email' } })}
  >
    {(client) => <RealmManager client={client} />}
  </PlaygroundFlow>
);
HouseholdInviteInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** While the invitation is being sent. */
export const HouseholdSending: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={act('realm', 'invite', { hold: true, values: { email: 'casey@example.com', message: 'Join us' } })}
  >
    {(client) => <RealmManager client={client} />}
  </PlaygroundFlow>
);
HouseholdSending.meta = { waitFor: '[data-section=realm][data-state=pending] form[data-state=pending]' };

/** Signed out: the load failed, with a retry. */
export const HouseholdError: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>{(client) => <RealmManager client={client} />}</PlaygroundFlow>
);
HouseholdError.meta = { waitFor: '[data-section=realm][data-state=error] [role=alert]' };

/** The stand-alone email invite (seed 000 §2.1 "email invite"). */
export const EmailInviteLoaded: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <EmailInvite client={client} />}
  </PlaygroundFlow>
);
EmailInviteLoaded.meta = { waitFor: '[data-section=emailInvite][data-step=view] button[data-action=invite]' };
