import type { Story } from '@ladle/react';
import { AccountDisabledScreen, HighRiskBlockScreen } from '../../ui';
import { PASSWORD, PlaygroundSignIn, type StoryArgs } from './playground-story';

export default { title: 'Sign-in / Outcomes' };

/** lee.locked@example.com: the locked screen. */
export const Locked: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    drive={({ actions }) => actions.signIn({ username: 'lee.locked@example.com', password: PASSWORD })}
  />
);
Locked.meta = { waitFor: '[data-step=locked]' };

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

/** sam.sms@example.com reaches MFA: the placeholder part another engineer replaces. */
export const ChallengePlaceholder: Story<StoryArgs> = (args) => (
  <PlaygroundSignIn
    args={args}
    drive={({ actions }) => actions.signIn({ username: 'sam.sms@example.com', password: PASSWORD })}
  />
);
ChallengePlaceholder.meta = { waitFor: '[data-step^=challenge]' };
