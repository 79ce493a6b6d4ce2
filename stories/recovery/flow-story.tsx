// Story helper (not a story file): a stand-alone flow screen (recovery, consent, identity proofing, verified-user
// update, invitation, notices) against an in-browser playground, driven by the real hooks.
import { useLadleContext } from '@ladle/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createIdentityClient, IdentityProvider, type IdentityClient } from '../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground/playground';
import { ScreenShell, toResolvedPageTheme, type ScreenShellProps } from '../../ui';
import type { StoryArgs } from '../sign-in/playground-story';

export type { StoryArgs };
export const PASSWORD = 'Correct-Horse-7';

/**
 * Renders `children(client)` once the optional `signInAs` fixture account is signed in (screens such as
 * verified-user update, consent and invitation accept need a session). `shell: false` when the screen
 * brings its own shell (AccountRecovery).
 */
export function PlaygroundFlow({
  args,
  signInAs,
  shell = true,
  children,
}: {
  args: StoryArgs;
  signInAs?: string;
  shell?: boolean;
  children: (client: IdentityClient) => ReactNode;
}): ReactNode {
  const { globalState } = useLadleContext();
  const [client] = useState(() => {
    const playground = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    return createIdentityClient({ offeringId: '50000003', baseUrl: PLAYGROUND_DEFAULT_ORIGIN, fetch: playground.fetch });
  });
  const [ready, setReady] = useState(signInAs === undefined);
  useEffect(() => {
    if (signInAs === undefined) {
      return;
    }
    let live = true;
    void client.signIn({ username: signInAs, password: PASSWORD }).then(() => {
      if (live) {
        setReady(true);
      }
    });
    return () => {
      live = false;
    };
  }, [client, signInAs]);
  const locale = args.locale ?? 'en-US';
  const theme = toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default';
  const shellProps: Omit<ScreenShellProps, 'children'> = {
    theme,
    colorScheme: globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system',
    ...(globalState.rtl ? { dir: 'rtl' as const } : {}),
    year: 2026,
    landmark: 'div',
  };
  const content = ready ? children(client) : null;
  return (
    <IdentityProvider key={locale} client={client} config={{}} locale={locale}>
      {shell ? <ScreenShell {...shellProps}>{content}</ScreenShell> : content}
    </IdentityProvider>
  );
}

/** The shell props AccountRecovery takes from the story's globals. */
export function useShellArgs(args: StoryArgs): Omit<ScreenShellProps, 'children'> {
  const { globalState } = useLadleContext();
  return {
    theme: toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default',
    colorScheme: globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system',
    ...(globalState.rtl ? { dir: 'rtl' as const } : {}),
    year: 2026,
    landmark: 'div',
  };
}
