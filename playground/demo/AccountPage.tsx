// The demo's `/account` page (issue 20): `<AccountManager>` for the signed-in user inside the kit's shell.
// Sensitive edits (password; replacing a verified email or phone) ask for a step-up at level 25 first: the
// kit's MFA screens run inside the section (alex gets an email code, in the playground's outbox). "Link a
// Google account" goes to the playground's partner page, which sends the user back here with a
// `response_token`: app.tsx reads the address before stripping it, and the linked-identities section links
// the token once.
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import { AccountManager } from '../../ui';
import { DemoFrame } from './DemoFrame';

export function AccountPage({
  client,
  params,
}: {
  client: IdentityClient;
  params: URLSearchParams;
}): ReactNode {
  return (
    <DemoFrame
      page="account"
      flow="account"
      hint={
        <>
          Sign in at <code>/</code> first (e.g. alex@example.com). Codes (SMS, email, the step-up) are in{' '}
          <code>GET /__playground/outbox</code>.
        </>
      }
    >
      {/* `people`: the household section (alex owns one, with a pending invitation), as an offering with
          enableUserInviteActions would show it. */}
      <AccountManager client={client} people responseToken={params.get('response_token')} />
    </DemoFrame>
  );
}
