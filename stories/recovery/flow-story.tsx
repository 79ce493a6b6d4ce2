// Story helper (not a story file): a stand-alone flow screen (recovery, consent, identity proofing, verified-user
// update, invitation, notices) against an in-browser playground, driven by the real hooks.
import { useLadleContext } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IdentityProvider, type IdentityClient } from '../../headless';
import { ScreenShell, toResolvedPageTheme, type ScreenShellProps } from '../../ui';
import { useStoryShell, type StoryArgs } from '../sign-in/playground-story';
import { createStoryClient, type StoryClient } from './story-client';

export type { StoryArgs };
export const PASSWORD = 'Correct-Horse-7';

/**
 * Renders `children(client)` once the optional `signInAs` fixture account is signed in (screens such as
 * verified-user update, consent and invitation accept need a session). `shell: false` when the screen
 * brings its own shell (AccountRecovery). `drive` runs once the screen is shown, to reach a state as a user would
 * (see story-client.ts: fill, submit, hold the next request).
 */
export function PlaygroundFlow({
  args,
  signInAs,
  shell = true,
  userEnumeration,
  drive,
  children,
}: {
  args: StoryArgs;
  signInAs?: string;
  shell?: boolean;
  /** The playground's answers for a missing account (story-client.ts). @default 'strict' */
  userEnumeration?: 'strict' | 'off' | undefined;
  drive?: (story: StoryClient) => void;
  /** The screen, given the story's client (and the playground behind it, for what a user reads in the outbox). */
  children: (client: IdentityClient, story: StoryClient) => ReactNode;
}): ReactNode {
  const { globalState } = useLadleContext();
  const [story] = useState(() => createStoryClient({ userEnumeration }));
  const { client } = story;
  const [ready, setReady] = useState(signInAs === undefined);
  // Once per story (StrictMode runs effects twice; the ref survives that).
  const driven = useRef(false);
  useEffect(() => {
    if (ready && !driven.current && drive !== undefined) {
      driven.current = true;
      drive(story);
    }
  }, [ready, drive, story]);
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
  const content = ready ? children(client, story) : null;
  return (
    <IdentityProvider key={locale} client={client} config={{}} locale={locale}>
      {shell ? <ScreenShell {...shellProps}>{content}</ScreenShell> : content}
    </IdentityProvider>
  );
}

/** The shell props AccountRecovery takes from the story's globals (the sign-in stories' shell, one place). */
export function useShellArgs(args: StoryArgs): Omit<ScreenShellProps, 'children'> {
  return useStoryShell(args);
}
