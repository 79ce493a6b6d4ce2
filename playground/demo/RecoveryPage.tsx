// The demo's `/recovery` page: `<AccountRecovery>` inside the kit's shell; "Sign in" on the done screen goes
// to the sign-in page at `/` (the new password is typed there).
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import { AccountRecovery, ScreenShell } from '../../ui';
import { DemoNav } from './DemoNav';
import { demoRecoveryConfig, DEMO_PAGE_PATHS } from './pages';

export function RecoveryPage({
  client,
  params,
}: {
  client: IdentityClient;
  params: URLSearchParams;
}): ReactNode {
  return (
    <ScreenShell>
      <div className="contents" data-flow="recovery">
        <AccountRecovery
          client={client}
          config={demoRecoveryConfig(params)}
          shell={false}
          onSignIn={() => location.assign(DEMO_PAGE_PATHS.signIn)}
        />
      </div>
      <DemoNav current="recovery" />
      <p className="mt-4 text-sm">
        The challenge asks for the account&apos;s last name (alex@example.com: Rivera); the email code is in{' '}
        <code>GET /__playground/outbox</code>.
      </p>
    </ScreenShell>
  );
}
