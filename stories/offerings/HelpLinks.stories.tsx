import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { createIdentityClient, IdentityProvider } from '../../headless';
import { addEntries, DEFAULT_REGISTRY, OFFERING_IDS, resolveConfig } from '../../offerings';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { IdentityProofing, ScreenShell } from '../../ui';
import { useStoryShell, type StoryArgs } from '../sign-in/playground-story';

// Issue 17: an offering's help and learn-more links (seed 001 §3 common options) on the screen they belong
// to, with no screen prop: identity proofing shows the offering's "Why are we asking?", the personal-data
// "Learn more" and "Need help?" links. The stock screen without these settings shows none of them.
export default { title: 'Offerings / Help links' };

const HELP = 'https://help.accounting.acme.example';
const registry = addEntries(DEFAULT_REGISTRY, [
  {
    offeringIds: [OFFERING_IDS.accounting],
    options: {
      whyAreWeAskingLink: `${HELP}/why-we-ask`,
      piiLearnMoreLink: `${HELP}/personal-data`,
      idpNeedHelpLink: `${HELP}/identity-help`,
    },
  },
]);

function OfferingProofing({ args }: { args: StoryArgs }): ReactNode {
  const locale = args.locale ?? 'en-US';
  const offeringId = OFFERING_IDS.accounting;
  const [{ client, offering }] = useState(() => {
    const playground = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    return {
      client: createIdentityClient({
        offeringId,
        baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
        fetch: playground.fetch,
      }),
      offering: resolveConfig({ offeringId, offeringEnv: 'e2e', namespace: 'idproofing', locale, registry }),
    };
  });
  const { theme: _controlTheme, ...shell } = useStoryShell(args);
  return (
    <IdentityProvider key={locale} client={client} offering={offering} locale={locale}>
      <ScreenShell {...shell}>
        <IdentityProofing client={client} />
      </ScreenShell>
    </IdentityProvider>
  );
}

/** sbg accounting (quickbooks theme) with its help links on the identity-proofing form. */
export const IdentityProofingLinks: Story<StoryArgs> = (args) => <OfferingProofing args={args} />;
// Unquoted attribute value: Ladle's meta.json keeps a quote's escaping backslash, which breaks the selector.
IdentityProofingLinks.meta = {
  waitFor: '.ik-root:has(form[data-step=form]):has(.ik-logo a):has(a[href$=identity-help])',
};
