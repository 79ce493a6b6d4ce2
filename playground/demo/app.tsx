/**
 * Browser entry of the demo page served by `npm run playground` at `/`: `<IdentityFlow>` against the HTTP
 * playground on the same origin, configured from the address (seed 000 §2.5, see config.ts), so
 * `/?client_id=demo-client&redirect_uri=http://127.0.0.1:4400/callback&state=xyz` runs the OAuth hand-off
 * and lands on the playground's `/callback` page. Bundled by ./build.ts.
 */
import { createRoot } from 'react-dom/client';
import { createIdentityClient, IdentityProvider, type HostCommand } from '../../headless';
import { parseQuery, stripOneTimeParams } from '../../offerings';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';
import { IdentityFlow, ScreenShell } from '../../ui';
import { demoFlowConfig } from './config';
import { FixtureHints } from './FixtureHints';
import { registerPasskey } from './passkey';

const href = location.href;
const query = parseQuery(href);
const config = demoFlowConfig(query, new URL(href).searchParams, {
  hostname: location.hostname,
  webAuthn: typeof PublicKeyCredential !== 'undefined',
});
// One-time parameters (OAuth state, access codes, partner tokens) leave the address bar once read
// (QUALITY.md security 3); the flow holds them in memory.
const stripped = stripOneTimeParams(href);
if (stripped !== href) {
  history.replaceState(history.state, '', stripped);
}

const locale = query.locale ?? 'en-US';
const client = createIdentityClient({
  offeringId: OFFERING_ID_IDENTITY_GLOBAL,
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

const host = { onRegisterPasskey: () => registerPasskey(client) };

const container = document.getElementById('root');
if (container !== null) {
  createRoot(container).render(
    <IdentityProvider client={client} config={config} locale={locale} onHostCommand={onHostCommand}>
      <ScreenShell>
        <IdentityFlow host={host} shell={false} />
        <FixtureHints
          notes={[
            'One-time codes sent by the playground: GET /__playground/outbox (newest first).',
            `OAuth: ${location.origin}/?client_id=demo-client&redirect_uri=${location.origin}/callback&state=xyz`,
          ]}
        />
      </ScreenShell>
    </IdentityProvider>,
  );
}
