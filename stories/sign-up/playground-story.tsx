// Story helper (not a story file): the sign-up UI against an in-browser playground, driven by the real hooks.
import { useLadleContext } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createIdentityClient, IdentityProvider, type IdentityClient, type SignUpConfig } from '../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../playground/playground';
import {
  SignUp,
  SignUpFormScreen,
  toResolvedPageTheme,
  useSignUpScreen,
  type ScreenProps,
  type ScreenShellProps,
  type SignUpPageOptions,
  type SignUpScreenContextValue,
} from '../../ui';

export const STORY_PASSWORD = 'Maple-Syrup-Canoe-42';

/** The story's args: Ladle passes the global controls (see .ladle/components.tsx). */
export interface StoryArgs {
  readonly locale?: string;
  readonly pageTheme?: string;
}

export type SignUpDrive = (screen: SignUpScreenContextValue, playground: Playground, root: HTMLElement | null) => void;

/** Runs `drive` once per sign-up store after the form has mounted. */
function Driver({ drive, playground }: { drive: SignUpDrive; playground: Playground }): ReactNode {
  const screen = useSignUpScreen();
  const driven = useRef<unknown>(null);
  const marker = useRef<HTMLSpanElement | null>(null);
  useEffect(() => {
    if (driven.current !== screen.signUp.actions) {
      driven.current = screen.signUp.actions;
      drive(screen, playground, marker.current?.closest('.ik-root') ?? null);
    }
  });
  return <span ref={marker} hidden />;
}

/** Submits the form as a click on its submit button would (to show the validation state). */
export function submitForm(root: HTMLElement | null): void {
  setTimeout(() => root?.querySelector('form')?.requestSubmit(), 0);
}

/** Calls `act` with the newest code sent to `recipient` once the playground's outbox has it. */
export function whenCode(playground: Playground, recipient: string | undefined, act: (code: string) => void, tries = 60): void {
  const code = recipient === undefined ? (playground.outbox.find((m) => m.channel === 'SMS')?.code ?? null) : playground.lastCode(recipient);
  if (code !== null) {
    // Let the flow store the confirmation id first.
    setTimeout(() => act(code), 150);
  } else if (tries > 0) {
    setTimeout(() => whenCode(playground, recipient, act, tries - 1), 100);
  }
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
  drive?: SignUpDrive;
}): ReactNode {
  const { globalState } = useLadleContext();
  const [{ client, playground }] = useState<{ client: IdentityClient; playground: Playground }>(() => {
    const pg = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    return {
      playground: pg,
      client: createIdentityClient({ offeringId: '50000003', baseUrl: PLAYGROUND_DEFAULT_ORIGIN, fetch: pg.fetch }),
    };
  });
  const locale = args.locale ?? 'en-US';
  const theme = toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default';
  const shell: ScreenShellProps = {
    theme,
    colorScheme: globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system',
    ...(globalState.rtl ? { dir: 'rtl' as const } : {}),
    year: 2026,
    landmark: 'div',
  };
  const [Form] = useState(() =>
    drive === undefined
      ? undefined
      : function DrivenForm(props: ScreenProps): ReactNode {
          return (
            <>
              <Driver drive={drive} playground={playground} />
              <SignUpFormScreen {...props} />
            </>
          );
        },
  );
  return (
    <IdentityProvider key={locale} client={client} locale={locale}>
      <SignUp
        client={client}
        config={config}
        shell={shell}
        signInHref="https://accounts.example.com/signin"
        termsHref="https://example.com/terms"
        privacyHref="https://example.com/privacy"
        {...page}
        {...(Form === undefined ? {} : { components: { SignUpForm: Form } })}
      />
    </IdentityProvider>
  );
}
