// Story helper (not a story file): the sign-in UI against an in-browser playground, driven by the real hooks.
import { useLadleContext } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createIdentityClient,
  IdentityProvider,
  useSignIn,
  type FlowConfig,
  type UseSignIn,
} from '../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground/playground';
import { ScreenShell, SignIn, toResolvedPageTheme, type ScreenShellProps, type SignInProps } from '../../ui';

export const PASSWORD = 'Correct-Horse-7';

/** The story's args: Ladle passes the global controls (see .ladle/components.tsx). */
export interface StoryArgs {
  readonly locale?: string;
  readonly pageTheme?: string;
}

/** Runs `drive` once with the real hook after mount (e.g. signs in as a fixture account). */
function Driver({ drive }: { drive: (signIn: UseSignIn, root: HTMLElement | null) => void }): ReactNode {
  const signIn = useSignIn();
  // Once per store: StrictMode's remount gives the provider a new store (and new actions) to drive again.
  const drivenActions = useRef<UseSignIn['actions'] | null>(null);
  const marker = useRef<HTMLSpanElement | null>(null);
  useEffect(() => {
    if (drivenActions.current !== signIn.actions) {
      drivenActions.current = signIn.actions;
      drive(signIn, marker.current?.parentElement ?? null);
    }
  });
  return <span ref={marker} hidden />;
}

/** Submits the step's form, as a click on its submit button would (to show the validation state). */
export function submitForm(root: HTMLElement | null): void {
  // After the screen has rendered its form.
  setTimeout(() => root?.querySelector('form')?.requestSubmit(), 0);
}

export function PlaygroundSignIn({
  args,
  config = {},
  drive,
  signIn = {},
  screen,
}: {
  args: StoryArgs;
  config?: Partial<FlowConfig>;
  drive?: (signIn: UseSignIn, root: HTMLElement | null) => void;
  signIn?: Omit<SignInProps, 'shell'>;
  /** A single screen to show in the shell instead of the whole SignIn router. */
  screen?: ReactNode;
}): ReactNode {
  const { globalState } = useLadleContext();
  const [client] = useState(() => {
    const playground = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    return createIdentityClient({
      offeringId: '50000003',
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      fetch: playground.fetch,
    });
  });
  const locale = args.locale ?? 'en-US';
  const theme = toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default';
  const shell: ScreenShellProps = {
    theme,
    colorScheme: globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system',
    ...(globalState.rtl ? { dir: 'rtl' as const } : {}),
    year: 2026,
    // Ladle's page is the story's host page.
    landmark: 'div',
  };
  return (
    <IdentityProvider key={locale} client={client} config={config} locale={locale}>
      <div>
        {drive === undefined ? null : <Driver drive={drive} />}
        {screen === undefined ? (
          <SignIn {...signIn} shell={shell} />
        ) : (
          <ScreenShell {...shell}>{screen}</ScreenShell>
        )}
      </div>
    </IdentityProvider>
  );
}
