import type { Story } from '@ladle/react';
import { EmailField, UserIdField } from '../../ui';
import { FieldStory, typeAndLeave, type StoryArgs } from './field-story';

export default { title: 'Fields / Email and user ID' };

/** alex@example.com exists: the banner stays until dismissed; "sign in instead" stays after it. */
export const AccountExists: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <EmailField client={client} signInHref="https://accounts.example.com/signin" />}
    after={(root) => typeAndLeave(root, 'input', 'alex@example.com')}
  />
);
AccountExists.meta = { waitFor: '.ik-banner' };

/** Sign-in flow: better account found, masked email, "send me the user id". */
export const BetterAccountFound: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <EmailField client={client} flow="signIn" onSendUserId={() => undefined} />}
    after={(root) => typeAndLeave(root, 'input', 'alex@example.com')}
  />
);

/** A taken user id: "choose a different user ID" clears the field; "no thanks" dismisses. */
export const UserIdTaken: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <UserIdField client={client} />}
    after={(root) => typeAndLeave(root, 'input', 'alex.rivera')}
  />
);

/** A free user id. */
export const UserIdAvailable: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <UserIdField client={client} />}
    after={(root) => typeAndLeave(root, 'input', 'brand.new.name')}
  />
);

/** The email typed as a user id differs from the account's email. */
export const EmailMismatch: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <UserIdField client={client} currentEmail="alex@example.com" />}
    after={(root) => typeAndLeave(root, 'input', 'sam.lee@example.com')}
  />
);
