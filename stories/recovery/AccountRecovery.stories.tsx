import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import type { RecoveryConfig } from '../../headless';
import { AccountRecovery } from '../../ui';
import { PlaygroundFlow, useShellArgs, type StoryArgs } from './flow-story';

export default { title: 'Recovery / Account recovery' };

function Recovery({ args, config, linkIssuedAt, visualRefresh = true }: { args: StoryArgs; config?: Partial<RecoveryConfig>; linkIssuedAt?: number; visualRefresh?: boolean }): ReactNode {
  const shell = useShellArgs(args);
  return (
    <PlaygroundFlow args={args} shell={false}>
      {(client) => (
        <AccountRecovery
          client={client}
          shell={shell}
          layout={{ visualRefresh }}
          {...(config !== undefined ? { config } : {})}
          {...(linkIssuedAt !== undefined ? { linkIssuedAt } : {})}
        />
      )}
    </PlaygroundFlow>
  );
}

/** Step 1: username (alex@example.com, then last name Rivera, email code from the playground outbox). */
export const Username: Story<StoryArgs> = (args) => <Recovery args={args} />;
Username.meta = { waitFor: '[data-step=username]' };

/** Forgot user id: the same steps end with the list of user ids. */
export const ForgotUserId: Story<StoryArgs> = (args) => <Recovery args={args} config={{ mode: 'userId' }} />;
ForgotUserId.meta = { waitFor: '[data-step=username]' };

/** CSR confirm-password-reset variant (security answer with the new password, no confirm field). */
export const CsrReset: Story<StoryArgs> = (args) => <Recovery args={args} config={{ variant: 'csr', hidePasswordResetConfirmField: true }} />;
CsrReset.meta = { waitFor: '[data-step=username]' };

/** Without the 2021 visual refresh: back button below the form, logos not at the bottom. */
export const NoVisualRefresh: Story<StoryArgs> = (args) => <Recovery args={args} visualRefresh={false} />;
NoVisualRefresh.meta = { waitFor: '[data-step=username]' };

/** A recovery link issued 25 hours ago: expired. */
export const LinkExpired: Story<StoryArgs> = (args) => <Recovery args={args} linkIssuedAt={Date.now() - 25 * 3_600_000} />;
LinkExpired.meta = { waitFor: '[data-step=linkExpired]' };
