import type { Story } from '@ladle/react';
import {
  AccountManager,
  EmailManager,
  FullNameManager,
  MfaManager,
  PasswordManager,
  PhoneManager,
} from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { clickIn, editAndSubmit } from './drive';

export default { title: 'Account / Manager' };

/** alex's account: name, verified email, no phone yet, password; every section of the widget list. */
export const Loaded: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <AccountManager client={client} />}
  </PlaygroundFlow>
);
Loaded.meta = { waitFor: '[data-section=password][data-step=view]' };

/** No session: one message with a retry instead of the sections. */
export const SignedOut: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => <AccountManager client={client} widgets={['fullname', 'phone']} />}
  </PlaygroundFlow>
);
SignedOut.meta = { waitFor: '[data-flow=account] [role=alert]' };

/** The name form submitted empty: the summary and the inline message. */
export const NameInvalid: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={editAndSubmit('fullName', { givenName: '' })}>
    {(client) => <FullNameManager client={client} />}
  </PlaygroundFlow>
);
NameInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** A new phone saved: the SMS code step. */
export const PhoneCodeSent: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('phone', { phoneNumber: '(650) 555-0142' })}
  >
    {(client) => <PhoneManager client={client} />}
  </PlaygroundFlow>
);
PhoneCodeSent.meta = { waitFor: '[data-section=phone][data-step=code][data-state=idle]' };

/** While a new phone is being saved. */
export const PhoneSaving: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('phone', { phoneNumber: '(650) 555-0142' }, true)}
  >
    {(client) => <PhoneManager client={client} />}
  </PlaygroundFlow>
);
PhoneSaving.meta = { waitFor: '[data-section=phone][data-state=pending] form[data-state=pending]' };

/** Replacing a verified email asks to confirm it's you first (the typed address stays in the hidden form). */
export const EmailStepUp: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('email', { email: 'alex.rivera@example.org' })}
  >
    {(client) => <EmailManager client={client} />}
  </PlaygroundFlow>
);
EmailStepUp.meta = { waitFor: '[data-section=email][data-state=stepUp] [data-step-up=idle]' };

/** The password form: current, new with the sign-up field's checklist, confirmation, sign out elsewhere. */
export const PasswordEditing: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={() => clickIn('password', 'edit')}>
    {(client) => <PasswordManager client={client} username="alex.rivera" />}
  </PlaygroundFlow>
);
PasswordEditing.meta = { waitFor: '[data-section=password] form[data-step=edit]' };

/** A new password that meets too few rules: the error names the unmet ones (issue 18 §3). */
export const PasswordRefused: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={editAndSubmit('password', {
      currentPassword: 'Correct-Horse-7',
      newPassword: 'abc',
      confirmPassword: 'abc',
    })}
  >
    {(client) => <PasswordManager client={client} username="alex.rivera" />}
  </PlaygroundFlow>
);
PasswordRefused.meta = { waitFor: '[data-section=password] .ik-field-error' };

/** Two-step verification: an authenticator app being set up (QR drawn locally, the key as text). */
export const MfaAuthenticatorSetup: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={() => clickIn('mfa', 'setupTotp')}>
    {(client) => <MfaManager client={client} />}
  </PlaygroundFlow>
);
MfaAuthenticatorSetup.meta = { waitFor: '[data-section=mfa] div[data-step=totpSetup] code' };
