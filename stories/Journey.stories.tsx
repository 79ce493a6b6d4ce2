// The story `npm start` opens on (.ladle/config.mjs defaultStory): the whole sign-in journey in
// <IdentityFlow>, against an in-browser playground, with the fixture accounts on screen and the codes a
// real user would receive (the playground's outbox, the TOTP app) shown live. Same flow configuration as
// the demo page of `npm run playground` (playground/demo/config.ts).
import type { Story } from '@ladle/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createIdentityClient, IdentityProvider } from '../headless';
import { useIdentityStore, type IdentityState } from '../headless/advanced';
import { parseQuery } from '../offerings';
import { demoFlowConfig } from '../playground/demo/config';
import { FixtureHints } from '../playground/demo/FixtureHints';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../playground/playground';
import { FIXTURE_TOTP_SECRET } from '../playground/store/fixtures';
import { totpCode } from '../playground/crypto/totp-code';
import { IdentityFlow, ScreenShell } from '../ui';
import { useStoryShell, type StoryArgs } from './sign-in/playground-story';

export default { title: 'Journey' };

const selectStep = (state: IdentityState): IdentityState['step'] => state.step;
const selectRequests = (state: IdentityState): IdentityState['requests'] => state.requests;

/** What the user would read on their phone or authenticator app, re-read whenever the flow moves. */
function LiveHints({ playground }: { playground: Playground }): ReactNode {
  const step = useIdentityStore(selectStep);
  // Re-render on every request change, so a code the playground just sent shows up.
  useIdentityStore(selectRequests);
  const [totp, setTotp] = useState('');
  useEffect(() => {
    let live = true;
    void totpCode(FIXTURE_TOTP_SECRET, playground.now()).then((code) => {
      if (live) {
        setTotp(code);
      }
    });
    return () => {
      live = false;
    };
  }, [playground, step]);
  const latest = playground.outbox.find((message) => message.code !== null);
  return (
    <FixtureHints
      notes={[
        latest?.code
          ? `Latest code sent: ${latest.code} (to ${latest.recipient}).`
          : 'Codes the playground sends (SMS, voice, email) appear here.',
        `TOTP code for tess.totp right now: ${totp}.`,
      ]}
    />
  );
}

function JourneyPlayground({ args }: { args: StoryArgs }): ReactNode {
  const [{ client, playground, config }] = useState(() => {
    const pg = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    return {
      playground: pg,
      client: createIdentityClient({
        offeringId: '50000003',
        baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
        fetch: pg.fetch,
      }),
      config: demoFlowConfig(parseQuery(''), new URLSearchParams(), {
        hostname: location.hostname,
        webAuthn: typeof PublicKeyCredential !== 'undefined',
      }),
    };
  });
  const locale = args.locale ?? 'en-US';
  const shell = useStoryShell(args);

  return (
    <IdentityProvider key={locale} client={client} config={config} locale={locale}>
      <ScreenShell {...shell}>
        <IdentityFlow shell={false} />
        <LiveHints playground={playground} />
      </ScreenShell>
    </IdentityProvider>
  );
}

/**
 * Walk the whole sign-in journey: type any fixture account below (password Correct-Horse-7), then follow
 * the screens: SMS codes and the TOTP code appear under the form, the captcha token and the verified-user
 * update's phone are up to you. "Sign out" on the last screen starts again.
 */
export const WholeSignIn: Story<StoryArgs> = (args) => <JourneyPlayground args={args} />;
WholeSignIn.meta = { waitFor: 'form[data-step=identifier]' };
