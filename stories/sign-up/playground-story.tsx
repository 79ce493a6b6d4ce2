// Story helper (not a story file): the sign-up UI against an in-browser playground, driven by the real hooks
// (the story fills and submits the form as a user would: see ../recovery/story-client.ts).
import { useLadleContext } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IdentityProvider, type SignUpConfig } from '../../headless';
import { SignUp, toResolvedPageTheme, type ScreenShellProps, type SignUpPageOptions } from '../../ui';
import { createStoryClient, type StoryClient } from '../recovery/story-client';

export { fill, fillAndSubmit, whenCode, whenPresent } from '../recovery/story-client';
export const STORY_PASSWORD = 'Maple-Syrup-Canoe-42';
export const STORY_PHONE = '650-555-0142';

/** The story's args: Ladle passes the global controls (see .ladle/components.tsx). */
export interface StoryArgs {
  readonly locale?: string;
  readonly pageTheme?: string;
}

export function PlaygroundSignUp({
  args,
  config = {},
  page = {},
  drive,
}: {
  args: StoryArgs;
  config?: Partial<SignUpConfig>;
  page?: SignUpPageOptions;
  /** Runs once after mount, to reach a state as a user would (fill, submit, hold the next request). */
  drive?: (story: StoryClient) => void;
}): ReactNode {
  const { globalState } = useLadleContext();
  // The playground answers as the story's flow is configured (strict unless the story says 'off').
  const [story] = useState(() => createStoryClient({ userEnumeration: config.userEnumeration }));
  // Once per story (StrictMode runs effects twice; the ref survives that).
  const driven = useRef(false);
  useEffect(() => {
    if (!driven.current && drive !== undefined) {
      driven.current = true;
      drive(story);
    }
  }, [drive, story]);
  const locale = args.locale ?? 'en-US';
  const theme = toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default';
  const shell: ScreenShellProps = {
    theme,
    colorScheme: globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system',
    ...(globalState.rtl ? { dir: 'rtl' as const } : {}),
    year: 2026,
    landmark: 'div',
  };
  return (
    <IdentityProvider key={locale} client={story.client} locale={locale}>
      <SignUp
        client={story.client}
        config={config}
        shell={shell}
        signInHref="https://accounts.example.com/signin"
        termsHref="https://example.com/terms"
        privacyHref="https://example.com/privacy"
        {...page}
      />
    </IdentityProvider>
  );
}
