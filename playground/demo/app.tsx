/**
 * Browser entry of the demo pages served by `npm run playground`: the kit's screens against the HTTP
 * playground on the same origin. The page comes from the path (pages.ts): `/` sign-in (`<IdentityFlow>`,
 * configured from the address as in seed 000 §2.5, see config.ts: `/?client_id=demo-client&redirect_uri=
 * http://127.0.0.1:4400/callback&state=xyz` runs the OAuth hand-off and lands on the playground's
 * `/callback`), `/signup`, `/recovery`, `/invitation`, `/email-confirmation` and `/account`. Bundled by
 * ./build.ts.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createIdentityClient, IdentityProvider, type HostCommand } from '../../headless';
import { parseQuery, stripOneTimeParams } from '../../offerings';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';
import { demoAddressOverrides, demoFlowConfig } from './config';
import { EmailConfirmationPage } from './EmailConfirmationPage';
import { AccountPage } from './AccountPage';
import { InvitationPage } from './InvitationPage';
import { demoOfferingId, demoPageOf } from './pages';
import { RecoveryPage } from './RecoveryPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

const href = location.href;
const query = parseQuery(href);
// Read before the one-time parameters leave the address (the invitation page's access_code is one).
const params = new URL(href).searchParams;
const config = demoFlowConfig(query, params, {
  hostname: location.hostname,
  webAuthn: typeof PublicKeyCredential !== 'undefined',
});
// Loader overrides of the address (iux_theme, iux_flows, iux_disable_css) through the prd gate.
const overrides = demoAddressOverrides(href, OFFERING_ID_IDENTITY_GLOBAL);
overrides.warnings.forEach((line) => console.warn(line));
if (overrides.disableCss) {
  document.querySelector('link[href="/demo.css"]')?.remove();
}
// One-time parameters (OAuth state, access codes, partner tokens) leave the address bar once read
// (QUALITY.md security 3); the flow holds them in memory.
const stripped = stripOneTimeParams(href);
if (stripped !== href) {
  history.replaceState(history.state, '', stripped);
}

const locale = query.locale ?? 'en-US';
const client = createIdentityClient({
  // `?enumeration=off` names the offering the playground answers as the spec (pages.ts).
  offeringId: demoOfferingId(params),
  baseUrl: location.origin,
  // The playground runs on a developer's machine beside builds and test runs: a generous deadline (the
  // client's default is 5 s) keeps a busy machine from turning into timeouts. Every call still has one.
  timeoutMs: 20_000,
});

/** The flow only asks to go to an address the service validated (the OAuth hand-off). */
function onHostCommand(command: HostCommand): void {
  if (command.type === 'redirect') {
    location.assign(command.url);
  }
}

function pageBody(): ReactNode {
  switch (demoPageOf(location.pathname)) {
    case 'signUp':
      return (
        <SignUpPage client={client} params={params} flow={overrides.signUpFlow} theme={overrides.theme} />
      );
    case 'recovery':
      return <RecoveryPage client={client} params={params} theme={overrides.theme} />;
    case 'invitation':
      return <InvitationPage client={client} params={params} theme={overrides.theme} />;
    case 'emailConfirmation':
      return <EmailConfirmationPage client={client} params={params} />;
    case 'account':
      return <AccountPage client={client} params={params} />;
    case 'signIn':
      return <SignInPage theme={overrides.theme} />;
  }
}

const container = document.getElementById('root');
if (container !== null) {
  // The provider gives every page its locale; the sign-in flow also runs in its store.
  createRoot(container).render(
    <IdentityProvider client={client} config={config} locale={locale} onHostCommand={onHostCommand}>
      {pageBody()}
    </IdentityProvider>,
  );
}
