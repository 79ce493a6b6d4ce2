// The demo's `/email-confirmation?user_id=…&email=…&confirmation_id=…&code=…` page: the landing of the links
// in the playground's confirmation emails (see the outbox). app.tsx read the address before stripping the
// one-time `confirmation_id` and `code` from it. Confirming needs the account's session: sign in at `/`
// first in the same browser, or the page offers to.
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import { EmailConfirmation } from '../../ui';
import { DemoFrame } from './DemoFrame';
import { DEMO_PAGE_PATHS } from './pages';

export function EmailConfirmationPage({
  client,
  params,
}: {
  client: IdentityClient;
  params: URLSearchParams;
}): ReactNode {
  return (
    <DemoFrame
      page="emailConfirmation"
      flow="email-confirmation"
      hint={
        <>
          The playground writes a link to this page into its outbox whenever a flow confirms an email address
          by link (<code>GET /__playground/outbox</code>).
        </>
      }
    >
      <EmailConfirmation
        client={client}
        link={{
          userId: params.get('user_id'),
          email: params.get('email'),
          confirmationId: params.get('confirmation_id'),
          code: params.get('code'),
        }}
        signInHref={DEMO_PAGE_PATHS.signIn}
        continueHref={DEMO_PAGE_PATHS.signIn}
      />
    </DemoFrame>
  );
}
