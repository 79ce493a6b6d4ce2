// The demo's `/invitation?invitation_id=…` page: `<Invitation>` (verify the access code, then accept).
// Accepting needs a signed-in session: sign in at `/` first (the session cookie is shared by the pages).
// The access code of an invitation link (`access_code`) was read before app.tsx stripped it from the address.
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import { Invitation, ScreenShell } from '../../ui';
import { DemoNav } from './DemoNav';
import { DEMO_PAGE_PATHS } from './pages';

export function InvitationPage({
  client,
  params,
}: {
  client: IdentityClient;
  params: URLSearchParams;
}): ReactNode {
  const accessCode = params.get('access_code');
  return (
    <ScreenShell>
      <div className="contents" data-flow="invitation">
        <Invitation
          client={client}
          invitationId={params.get('invitation_id') ?? ''}
          {...(accessCode !== null && accessCode !== '' ? { accessCode } : {})}
          onContinue={() => location.assign(DEMO_PAGE_PATHS.signIn)}
        />
      </div>
      <DemoNav current="invitation" />
      <p className="mt-4 text-sm">
        Playground invitations: <code>inv-pending</code> (code 123456, sign in as alex@example.com first) and{' '}
        <code>inv-expired</code> (code 654321).
      </p>
    </ScreenShell>
  );
}
