import type { Story } from '@ladle/react';
import { AccountDeletionNotice, UnsupportedBrowserNotice } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { whenPresent } from '../recovery/story-client';

export default { title: 'Notices / Notices' };

const HOUR = 3_600_000;

/** Deletion requested 2 hours ago: can still be cancelled. */
export const DeletionCancellable: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {() => <AccountDeletionNotice requestedAt={Date.now() - 2 * HOUR} onCancel={() => undefined} />}
  </PlaygroundFlow>
);
DeletionCancellable.meta = { waitFor: '[data-step=accountDeletion]' };

/** Deletion requested 80 hours ago: the cancel window has closed. */
export const DeletionProcessing: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {() => <AccountDeletionNotice requestedAt={Date.now() - 80 * HOUR} onCancel={() => undefined} />}
  </PlaygroundFlow>
);
DeletionProcessing.meta = { waitFor: '[data-step=accountDeletion]' };

/**
 * Deletion requested 2 hours ago, Cancel pressed with the identity client (alex.rivera signed in): the
 * playground records notifyAccountDeletionAborted and the notice confirms the cancellation.
 */
export const DeletionCancelled: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    signInAs="alex.rivera"
    drive={() =>
      whenPresent<HTMLButtonElement>('[data-step=accountDeletion] button', (button) => button.click())
    }
  >
    {(client) => <AccountDeletionNotice client={client} requestedAt={Date.now() - 2 * HOUR} />}
  </PlaygroundFlow>
);
DeletionCancelled.meta = { waitFor: '[data-step=accountDeletion] [role=status]:not(:empty)' };

/** A browser without fetch. */
export const UnsupportedBrowser: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {() => (
      <UnsupportedBrowserNotice
        features={{ fetch: false, promise: true, abortController: true, urlSearchParams: true, crypto: true }}
      />
    )}
  </PlaygroundFlow>
);
UnsupportedBrowser.meta = { waitFor: '[data-step=unsupportedBrowser]' };

/** A browser missing several features: each is named. */
export const UnsupportedBrowserSeveral: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {() => (
      <UnsupportedBrowserNotice
        features={{
          fetch: false,
          promise: true,
          abortController: false,
          urlSearchParams: true,
          crypto: false,
        }}
      />
    )}
  </PlaygroundFlow>
);
UnsupportedBrowserSeveral.meta = { waitFor: '[data-step=unsupportedBrowser]' };
