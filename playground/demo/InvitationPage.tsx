// The demo's `/invitation?invitation_id=…` page: `<Invitation>` (verify the access code, then accept).
// Accepting needs a signed-in session: sign in at `/` first (the session cookie is shared by the pages).
// The access code of an invitation link (`access_code`, as the playground's emailed links carry it) was read
// before app.tsx stripped it from the address: with it the screen names the inviter, and the verify answer says
// whether the invited person has an account, so a person without one gets the activate form (seed 001 §4.3):
// inv-acme-morgan (code 135790) is for morgan@example.com, who has none. `new_account=1` is the host's
// override, for a link without the code (inv-alex-jordan, code 246810, is for jordan@example.com, who has none).
import type { ReactNode } from 'react';
import type { IdentityClient } from '../../headless';
import type { PageTheme } from '../../offerings';
import { Invitation } from '../../ui';
import { DemoFrame } from './DemoFrame';
import { DEMO_PAGE_PATHS } from './pages';

export function InvitationPage({
  client,
  params,
  theme,
}: {
  client: IdentityClient;
  params: URLSearchParams;
  /** iux_theme of the address (app.tsx), after the prd gate. */
  theme: PageTheme | null;
}): ReactNode {
  const accessCode = params.get('access_code');
  return (
    <DemoFrame
      theme={theme}
      page="invitation"
      flow="invitation"
      hint={
        <>
          Playground invitations: <code>inv-pending</code> (code 123456, sign in as alex@example.com first)
          and <code>inv-expired</code> (code 654321); a new account from an invitation link:{' '}
          <code>?invitation_id=inv-acme-morgan&amp;access_code=135790</code>, or without the code{' '}
          <code>?invitation_id=inv-alex-jordan&amp;new_account=1</code> (code 246810).
        </>
      }
    >
      <Invitation
        client={client}
        invitationId={params.get('invitation_id') ?? ''}
        {...(accessCode !== null && accessCode !== '' ? { accessCode } : {})}
        {...(params.get('new_account') === '1' ? { newAccount: true } : {})}
        onContinue={() => location.assign(DEMO_PAGE_PATHS.signIn)}
      />
    </DemoFrame>
  );
}
