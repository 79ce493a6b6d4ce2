import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { createIdentityClient } from '../../headless';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { SimpleSignIn } from '../../ui';
import { useStoryShell, type StoryArgs } from './playground-story';

// Simple sign-in (seed 000 §2.1, seed 001 §2): the sign-in journey configured from the offering's
// `simple-sign-in` namespace. Here the server configuration's section turns the identity-global offering's
// identifier-first off, so the simple sign-in is one form.
export default { title: 'Sign-in / Simple sign-in' };

const SERVER_CONFIG = { widgets: { 'simple-sign-in': { identifierFirst: false } } };

function PlaygroundSimpleSignIn({ args }: { args: StoryArgs }): ReactNode {
  const locale = args.locale ?? 'en-US';
  const [client] = useState(() =>
    createIdentityClient({
      offeringId: OFFERING_ID_IDENTITY_GLOBAL,
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      fetch: createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN }).fetch,
    }),
  );
  return (
    <SimpleSignIn
      key={locale}
      client={client}
      offeringId={OFFERING_ID_IDENTITY_GLOBAL}
      offeringEnv="e2e"
      serverConfig={SERVER_CONFIG}
      query=""
      locale={locale}
      shell={useStoryShell(args)}
    />
  );
}

/** The offering's simple-sign-in namespace: user id and password on one form. */
export const OneForm: Story<StoryArgs> = (args) => <PlaygroundSimpleSignIn args={args} />;
OneForm.meta = { waitFor: '[data-step=password]' };
