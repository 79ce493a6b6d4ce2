import type { Story } from '@ladle/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { EmailConfirmationLinkInput, IdentityClient } from '../../headless';
import { EmailConfirmation } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { whenPresent, type StoryClient } from '../recovery/story-client';

export default { title: 'Email confirmation / Link landing' };

const CONFIRM = 'section[data-step=emailConfirm] button';

/** Asks the playground to email alex a confirmation link, then shows the landing of that link. */
function EmailedLink({ client, story }: { client: IdentityClient; story: StoryClient }): ReactNode {
  const [link, setLink] = useState<EmailConfirmationLinkInput | null>(null);
  useEffect(() => {
    let live = true;
    void client
      .createChannelConfirmation({
        userId: 'alex.rivera',
        channelType: 'EMAIL',
        confirmType: 'LINK',
        address: 'alex@example.com',
      })
      .then(() => {
        const params = new URL(story.playground.outbox[0]?.link ?? '/', location.origin).searchParams;
        if (live) {
          setLink({
            userId: params.get('user_id'),
            email: params.get('email'),
            confirmationId: params.get('confirmation_id'),
            code: params.get('code'),
          });
        }
      });
    return () => {
      live = false;
    };
  }, [client, story]);
  return link === null ? null : (
    <EmailConfirmation client={client} link={link} continueHref="/" signInHref="/" />
  );
}

const press = (): void => whenPresent<HTMLButtonElement>(CONFIRM, (button) => button.click());

/** The landing of a fresh link: the address and the Confirm button. */
export const Ready: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client, story) => <EmailedLink client={client} story={story} />}
  </PlaygroundFlow>
);

/** After Confirm: the address is verified. */
export const Verified: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera" drive={press}>
    {(client, story) => <EmailedLink client={client} story={story} />}
  </PlaygroundFlow>
);

/** A link with a part missing (cut off by a mail client): it cannot be used. */
export const IncompleteLink: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => <EmailConfirmation client={client} link={{ email: 'alex@example.com', code: '482913' }} />}
  </PlaygroundFlow>
);

/** Opened in a browser without the account's session: sign in first. */
export const SignInFirst: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} drive={press}>
    {(client) => (
      <EmailConfirmation
        client={client}
        link={{ userId: 'alex.rivera', email: 'alex@example.com', confirmationId: 'conf-1', code: '482913' }}
        signInHref="/"
      />
    )}
  </PlaygroundFlow>
);
Ready.meta = { waitFor: '[data-step=emailConfirm]' };
Verified.meta = { waitFor: '[data-step=emailVerified]' };
IncompleteLink.meta = { waitFor: '[data-step=emailNotVerified]' };
SignInFirst.meta = { waitFor: '[data-step=emailSignIn]' };
