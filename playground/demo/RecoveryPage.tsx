// The demo's `/recovery` page: `<AccountRecovery>` inside the kit's shell; "Sign in" on the done screen goes
// to the sign-in page at `/` (the new password is typed there).
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import type { PageTheme } from '../../offerings';
import { AccountRecovery } from '../../ui';
import { DemoFrame } from './DemoFrame';
import { demoRecoveryConfig, DEMO_PAGE_PATHS } from './pages';

export function RecoveryPage({
  client,
  params,
  theme,
}: {
  client: IdentityClient;
  params: URLSearchParams;
  /** iux_theme of the address (app.tsx), after the prd gate. */
  theme: PageTheme | null;
}): ReactNode {
  return (
    <DemoFrame
      theme={theme}
      page="recovery"
      flow="recovery"
      hint={
        <>
          The challenge asks for the account&apos;s last name (alex@example.com: Rivera); the email code is in{' '}
          <code>GET /__playground/outbox</code>.
        </>
      }
    >
      <AccountRecovery
        client={client}
        config={demoRecoveryConfig(params)}
        shell={false}
        onSignIn={() => location.assign(DEMO_PAGE_PATHS.signIn)}
      />
    </DemoFrame>
  );
}
