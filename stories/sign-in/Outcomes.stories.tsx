import type { Story } from '@ladle/react';
import { AccountDisabledScreen, HighRiskBlockScreen } from '../../ui';
import { createIdentityClient } from '../../headless';
import { addEntries, DEFAULT_REGISTRY, OFFERING_IDS, resolveConfig } from '../../offerings';
import { PLAYGROUND_DEFAULT_ORIGIN } from '../../playground/playground';
import {
  click,
  holdCalls,
  onMount,
  PASSWORD,
  PlaygroundSignIn,
  signInAs,
  type StoryArgs,
} from './playground-story';

export default { title: 'Sign-in / Outcomes' };

/** Continue on the SSO confirmation, as the user would press it. */
const pressContinue = onMount((d) => click(d.root, '[data-step=verifySignedIn] button'));

/** lee.locked@example.com: the locked screen. */
export const Locked: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} script={[signInAs('lee.locked@example.com')]} />
);
Locked.meta = { waitFor: '[data-step=locked]' };

// An offering that configures its recovery page (seed 001 §3 accountRecoveryLink): the locked screen's text
// says to reset the password, so it links there beside "Try signing in again" (issue 18 §3).
const recoveryOffering = resolveConfig({
  offeringId: OFFERING_IDS.identityGlobal,
  registry: addEntries(DEFAULT_REGISTRY, [
    {
      offeringIds: [OFFERING_IDS.identityGlobal],
      options: { accountRecoveryLink: 'https://accounts.example.com/recovery' },
    },
  ]),
});

/** lee.locked@example.com under an offering with a recovery page: the locked screen links to it. */
export const LockedWithRecoveryLink: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} offering={recoveryOffering} script={[signInAs('lee.locked@example.com')]} />
);
// Unquoted attribute value: Ladle's meta.json keeps a quote's escaping backslash, which breaks the selector.
LockedWithRecoveryLink.meta = { waitFor: '[data-step=locked]:has(a[href$=recovery])' };

/** The high-risk block (ACCESS_DENIED; the playground has no fixture for it, so the screen is shown alone). */
export const HighRiskBlock: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} screen={<HighRiskBlockScreen />} />
);
HighRiskBlock.meta = { waitFor: '[data-step=highRiskBlock]' };

/** Account disabled with "Try signing in again" (shown alone, as above). */
export const AccountDisabled: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} screen={<AccountDisabledScreen />} />
);
AccountDisabled.meta = { waitFor: '[data-step=accountDisabled]' };

/** SSO confirmation: the host knows a session exists; Continue evaluates it. */
export const VerifySignedIn: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} signIn={{ signedInAs: 'alex@example.com' }} />
);
VerifySignedIn.meta = { waitFor: '[data-step=verifySignedIn]' };

/** Continue pressed, the session check not answered yet: Continue is busy. */
export const VerifySignedInSubmitting: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    signIn={{ signedInAs: 'alex@example.com' }}
    wrapClient={holdCalls('evaluateAuth')}
    script={[pressContinue]}
  />
);
VerifySignedInSubmitting.meta = { waitFor: '[data-step=verifySignedIn] button[data-state=pending]' };

/** Continue pressed but the playground holds no session: the service's refusal in an alert. */
export const VerifySignedInError: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} signIn={{ signedInAs: 'alex@example.com' }} script={[pressContinue]} />
);
VerifySignedInError.meta = { waitFor: '[data-step=verifySignedIn] [role=alert]' };

/**
 * alex@example.com already signed in on this playground (another client on the same cookie jar, as another
 * tab of the product would have), then Continue: the session passes the evaluation, signed in.
 */
const continueWithSession = onMount((d) => {
  const elsewhere = createIdentityClient({
    offeringId: '50000003',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: d.playground.fetch,
  });
  void elsewhere
    .signIn({ username: 'alex@example.com', password: PASSWORD })
    .then(() => click(d.root, '[data-step=verifySignedIn] button'));
});

/** Continue pressed with a live session: signed in. */
export const VerifySignedInSuccess: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} signIn={{ signedInAs: 'alex@example.com' }} script={[continueWithSession]} />
);
VerifySignedInSuccess.meta = { waitFor: '[data-step=signedIn]' };

/** sam.sms@example.com reaches MFA: the placeholder part another engineer replaces. */
export const ChallengePlaceholder: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn args={args} script={[signInAs('sam.sms@example.com')]} />
);
ChallengePlaceholder.meta = { waitFor: '[data-step^=challenge]' };
