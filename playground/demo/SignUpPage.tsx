// The demo's `/signup` page: `<SignUp>` of the variant the address names (pages.ts), inside the kit's shell.
// "Sign in" on the done and collision screens goes back to the sign-in page at `/`.
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import { SignUp } from '../../ui';
import { DemoFrame } from './DemoFrame';
import { demoSignUpConfig, DEMO_PAGE_PATHS } from './pages';

export function SignUpPage({
  client,
  params,
}: {
  client: IdentityClient;
  params: URLSearchParams;
}): ReactNode {
  return (
    <DemoFrame
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
        config={demoSignUpConfig(params)}
        shell={false}
        signInHref={DEMO_PAGE_PATHS.signIn}
      />
    </DemoFrame>
  );
}
