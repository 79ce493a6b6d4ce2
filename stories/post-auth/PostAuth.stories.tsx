import type { Story } from '@ladle/react';
import { at, PlaygroundFlow, signInAs, submitForm, type StoryArgs } from '../mfa/flow-story';

export default { title: 'Post-auth / Steps' };

/** vera.unverified@example.com: the verified-user update asks for a phone (skip allowed by the rules). */
export const VerifiedUserUpdate: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    config={{ enableVerifiedUserUpdate: true }}
    script={[signInAs('vera.unverified@example.com')]}
  />
);
VerifiedUserUpdate.meta = { waitFor: 'form[data-step=verifiedUserUpdate]' };

/** Phone required by configuration: no skip button; submitted empty, the error summary shows. */
export const VerifiedUserUpdateInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    config={{ enableVerifiedUserUpdate: true, isPhoneRequired: true }}
    script={[
      signInAs('vera.unverified@example.com'),
      at(
        'postAuth',
        (d) => submitForm(d.root),
        (d) => d.postAuth.state.vuuDisplayElements !== null,
      ),
    ]}
  />
);
VerifiedUserUpdateInvalid.meta = { waitFor: 'form[data-step=verifiedUserUpdate] [data-invalid=true]' };

/** The passkey registration prompt after sign-in. */
export const PasskeyRegistration: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    config={{ enableFIDO2Registration: true }}
    script={[signInAs('alex@example.com')]}
  />
);
PasskeyRegistration.meta = { waitFor: '[data-step=webAuthnRegistration]' };

/** Consent: what the app will see, a box to agree, Accept and Decline. */
export const Consent: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} config={{ enableConsentFlow: true }} script={[signInAs('alex@example.com')]} />
);
Consent.meta = { waitFor: 'form[data-step=consent]' };

/** Accept without the box ticked: the error summary. */
export const ConsentInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    config={{ enableConsentFlow: true }}
    script={[signInAs('alex@example.com'), at('postAuth', (d) => submitForm(d.root))]}
  />
);
ConsentInvalid.meta = { waitFor: 'form[data-step=consent] [data-invalid=true]' };

/** Standard invitation step. */
export const Invitation: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} config={{ invitation: 'standard' }} script={[signInAs('alex@example.com')]} />
);
Invitation.meta = { waitFor: '[data-step=standardInvitation]' };

/** Provisional invitation step. */
export const ProvisionalInvitation: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    config={{ invitation: 'provisional' }}
    script={[signInAs('alex@example.com')]}
  />
);
ProvisionalInvitation.meta = { waitFor: '[data-step=provisionalInvitation]' };

/** Partner authentication: the brand hand-off before linking Google. */
export const PartnerAuthentication: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    config={{ partnerAuthentication: true }}
    script={[signInAs('alex@example.com')]}
  />
);
PartnerAuthentication.meta = { waitFor: '[data-step=brandHandoff]' };

/** OAuth with an unknown client: the error stays on the page with the sign-in link (no redirect). */
export const OAuthErrorOnPage: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    config={{
      enableOAuthFlow: true,
      oauth: { clientId: 'no-such-client', redirectUri: 'http://127.0.0.1:4400/callback', state: 'story' },
    }}
    script={[signInAs('alex@example.com')]}
  />
);
OAuthErrorOnPage.meta = { waitFor: '[data-step=oauthError]' };
