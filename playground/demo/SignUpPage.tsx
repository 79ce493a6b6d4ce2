// The demo's `/signup` page: `<SignUp>` of the variant the address names (pages.ts), inside the kit's shell.
// "Sign in" on the done and collision screens goes back to the sign-in page at `/`; an account the sign-up
// gave no password creates one on the recovery page.
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import type { PageTheme, SignUpFlow } from '../../offerings';
import { SignUp } from '../../ui';
import { DemoFrame } from './DemoFrame';
import { demoSignUpConfig, DEMO_PAGE_PATHS } from './pages';

export function SignUpPage({
  client,
  params,
  theme,
  flow,
}: {
  client: IdentityClient;
  params: URLSearchParams;
  /** iux_theme of the address (app.tsx), after the prd gate. */
  theme: PageTheme | null;
  /** iux_flows of the address (app.tsx), after the prd gate: wins over `?flow=`. */
  flow: SignUpFlow | null;
}): ReactNode {
  return (
    <DemoFrame
      theme={theme}
      page="signUp"
      flow="sign-up"
      hint={
        <>
          One-time codes sent by the playground: <code>GET /__playground/outbox</code> (newest first).
        </>
      }
    >
      <SignUp
        client={client}
        config={{ ...demoSignUpConfig(params), ...(flow !== null ? { flow } : {}) }}
        shell={false}
        signInHref={DEMO_PAGE_PATHS.signIn}
        recoveryHref={DEMO_PAGE_PATHS.recovery}
      />
    </DemoFrame>
  );
}
