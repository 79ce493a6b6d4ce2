import type { Story } from '@ladle/react';
import { ConsentCollection, VerifiedUserUpdate } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';

export default { title: 'Consent / Collection' };

const items = [
  { consentType: 'TERMS_OF_SERVICE', kind: 'terms' as const, required: true },
  { consentType: 'MARKETING_EMAIL', kind: 'marketing' as const, required: false },
];
const REDIRECT = 'http://127.0.0.1:4400/callback';

/** prompt=consent for a signed-in user. */
export const PromptConsent: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => (
      <ConsentCollection client={client} clientName="Demo Client" request={{ clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'consent' }} items={items} />
    )}
  </PlaygroundFlow>
);
PromptConsent.meta = { waitFor: '[data-step=consent]' };

/** prompt=login: sign in again first. */
export const PromptLogin: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <ConsentCollection client={client} request={{ clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'login' }} items={items} />}
  </PlaygroundFlow>
);

/** prompt=select_account. */
export const PromptSelectAccount: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <ConsentCollection client={client} request={{ clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'select_account' }} items={items} />}
  </PlaygroundFlow>
);

/** prompt=none without a session: fails without asking. */
export const PromptNone: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => <ConsentCollection client={client} request={{ clientId: 'consent-client', prompt: 'none' }} items={items} />}
  </PlaygroundFlow>
);
PromptNone.meta = { waitFor: '[data-step=failed]' };

/** Terms and marketing consent only (no OAuth request). */
export const TermsAndMarketing: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <ConsentCollection client={client} items={items} />}
  </PlaygroundFlow>
);

/** Verified-user update for vera.unverified@example.com (phone required by the service). */
export const VerifiedUserUpdateVera: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="vera.unverified@example.com">
    {(client) => <VerifiedUserUpdate client={client} />}
  </PlaygroundFlow>
);
