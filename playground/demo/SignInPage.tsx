// The demo's sign-in page at `/`: `<IdentityFlow>` (sign-in, MFA, post-auth) configured from the address
// (config.ts), with the fixture accounts listed under the form.
import type { ReactNode } from 'react';
import type { PageTheme } from '../../offerings';
import { IdentityFlow, ScreenShell } from '../../ui';
import { DemoNav } from './DemoNav';
import { FixtureHints } from './FixtureHints';

export function SignInPage({
  theme,
}: {
  /** iux_theme of the address (app.tsx), after the prd gate. */
  theme: PageTheme | null;
}): ReactNode {
  return (
    <ScreenShell {...(theme !== null ? { theme } : {})}>
      {/* The post-auth passkey prompt registers with the kit's own action (no host handler). */}
      <IdentityFlow shell={false} />
      <DemoNav current="signIn" />
      <FixtureHints
        notes={[
          'One-time codes sent by the playground: GET /__playground/outbox (newest first).',
          `OAuth: ${location.origin}/?client_id=demo-client&redirect_uri=${location.origin}/callback&state=xyz`,
        ]}
      />
    </ScreenShell>
  );
}
