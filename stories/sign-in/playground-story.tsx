// Story helper (not a story file): kit screens against a fresh in-browser playground, driven by the real
// hooks through a small script of steps. The sign-in, MFA, post-auth and journey stories all build on it.
import { useLadleContext } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createIdentityClient,
  IdentityProvider,
  useMfa,
  usePostAuth,
  useSignIn,
  type FlowConfig,
  type UseMfa,
  type UsePostAuth,
  type UseSignIn,
} from '../../headless';
import { useIdentityStore, type FlowClient, type IdentityState } from '../../headless/advanced';
import type { OfferingConfig } from '../../offerings';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../playground/playground';
import { ScreenShell, SignIn, toResolvedPageTheme, type ScreenShellProps, type SignInProps } from '../../ui';

export const PASSWORD = 'Correct-Horse-7';

/** The story's args: Ladle passes the global controls (see .ladle/components.tsx). */
export interface StoryArgs {
  readonly locale?: string;
  readonly pageTheme?: string;
}

/** The page shell as Ladle's controls ask for it: page theme, colour scheme, direction. */
export function useStoryShell(args: StoryArgs): ScreenShellProps {
  const { globalState } = useLadleContext();
  return {
    theme: toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default',
    colorScheme: globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system',
    ...(globalState.rtl ? { dir: 'rtl' as const } : {}),
    year: 2026,
    // Ladle's page is the story's host page (it has its own <main>).
    landmark: 'div',
  };
}

/** What a script step sees: the real hooks, the store's step, the playground and the story's root element. */
export interface Driven {
  readonly signIn: UseSignIn;
  readonly mfa: UseMfa;
  readonly postAuth: UsePostAuth;
  readonly step: IdentityState['step'];
  readonly playground: Playground;
  readonly root: HTMLElement | null;
}

/** One scripted user action: runs once, the first time `when` holds (after the previous step ran). */
export interface ScriptStep {
  readonly when: (d: Driven) => boolean;
  readonly run: (d: Driven) => void;
}

/** Runs `run` on the first render. */
export function onMount(run: (d: Driven) => void): ScriptStep {
  return { when: () => true, run };
}

/** Signs in as a fixture account on the first sign-in step. */
export function signInAs(username: string, password = PASSWORD): ScriptStep {
  return {
    when: (d) => d.step === 'password' || d.step === 'identifier',
    run: (d) => d.signIn.actions.signIn({ username, password }),
  };
}

/** Waits for the flow to be showing `step` (and `extra` to hold), then runs `run`. */
export function at(
  step: IdentityState['step'],
  run: (d: Driven) => void,
  extra?: (d: Driven) => boolean,
): ScriptStep {
  return { when: (d) => d.step === step && (extra === undefined || extra(d)), run };
}

/**
 * Runs `act` on the first element matching `selector` under `root` once the screen has rendered it (a
 * step's screen can mount a few renders after the store reached the step). Gives up after 5 s.
 */
function whenShown<E extends Element>(
  root: HTMLElement | null,
  selector: string,
  act: (element: E) => void,
  triesLeft = 100,
): void {
  setTimeout(() => {
    const element = root?.querySelector<E>(selector);
    if (element) {
      act(element);
    } else if (triesLeft > 0) {
      whenShown(root, selector, act, triesLeft - 1);
    }
  }, 50);
}

/** Submits the form on screen, as a click on its submit button would (for the invalid states). */
export function submitForm(root: HTMLElement | null): void {
  whenShown<HTMLFormElement>(root, 'form', (form) => form.requestSubmit());
}

/** Clicks the first element matching `selector`, as the user would. */
export function click(root: HTMLElement | null, selector: string): void {
  whenShown<HTMLElement>(root, selector, (element) => element.click());
}

/**
 * Fills the inputs by name (text typed, a boolean ticks or clears a checkbox), then submits their form, as a
 * user would: React sees real input and click events.
 */
export function typeAndSubmit(
  root: HTMLElement | null,
  values: Readonly<Record<string, string | boolean>>,
): void {
  const names = Object.keys(values);
  whenShown<HTMLInputElement>(root, `input[name="${names[0] ?? ''}"]`, (first) => {
    // React tracks the value through the prototype's setter; assigning `input.value` would be swallowed.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [name, value] of Object.entries(values)) {
      const input = first.form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!input) {
        continue;
      }
      if (typeof value === 'boolean') {
        if (input.checked !== value) {
          input.click();
        }
      } else {
        setter?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    first.form?.requestSubmit();
  });
}

/** A host handler or call that never answers: what it started stays pending (the submitting state). */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

/** Changes what the client answers (offer other challenges, hold a call pending, ...). */
export type ClientWrapper = (client: FlowClient) => FlowClient;

/** Applies wrappers in order: the first wraps the real client, the last is what the flows see. */
export function chain(...wrappers: readonly ClientWrapper[]): ClientWrapper {
  return (client) => wrappers.reduce((wrapped, wrap) => wrap(wrapped), client);
}

/**
 * The submitting state: these calls never answer, so the step stays IN_PROGRESS (seed 000 §4.2) and its
 * button shows the kit's busy state (aria-disabled, still focusable, spinner). A fixed playground latency
 * would answer mid-check and make the story's state depend on timing.
 */
export function holdCalls(...methods: readonly (keyof FlowClient)[]): ClientWrapper {
  return (client) => ({ ...client, ...Object.fromEntries(methods.map((method) => [method, never])) });
}

/**
 * The server-error state for calls the playground always answers: these fail as the service does when it
 * is down (503 SERVICE_UNAVAILABLE), so the step shows its alert.
 */
export function failCalls(...methods: readonly (keyof FlowClient)[]): ClientWrapper {
  const unavailable = async (): Promise<unknown> => ({
    ok: false,
    error: {
      kind: 'http',
      code: 'SERVICE_UNAVAILABLE',
      serverMessage: 'The service is unavailable.',
      status: 503,
      captchaRequired: false,
      requiresEvaluation: false,
    },
  });
  return (client) => ({ ...client, ...Object.fromEntries(methods.map((method) => [method, unavailable])) });
}

function Driver({
  script,
  playground,
}: {
  script: readonly ScriptStep[];
  playground: Playground;
}): ReactNode {
  const signIn = useSignIn();
  const mfa = useMfa();
  const postAuth = usePostAuth();
  const step = useIdentityStore((s) => s.step);
  const marker = useRef<HTMLSpanElement | null>(null);
  // Progress per store: StrictMode's remount gives the provider a new store (new actions) to drive again.
  const progress = useRef<{ actions: UseSignIn['actions'] | null; next: number }>({ actions: null, next: 0 });
  useEffect(() => {
    if (progress.current.actions !== signIn.actions) {
      progress.current = { actions: signIn.actions, next: 0 };
    }
    const current = script[progress.current.next];
    const driven: Driven = {
      signIn,
      mfa,
      postAuth,
      step,
      playground,
      root: marker.current?.parentElement ?? null,
    };
    if (current !== undefined && current.when(driven)) {
      progress.current.next += 1;
      current.run(driven);
    }
  });
  return <span ref={marker} hidden />;
}

export interface PlaygroundStoryProps {
  readonly args: StoryArgs;
  /** The offering id the client sends (the flows' own `config.offeringId` is up to `config`). */
  readonly offeringId: string;
  readonly config?: Partial<FlowConfig> | undefined;
  /** The offering the provider resolves its links and theme from (none: the kit's neutral default). */
  readonly offering?: OfferingConfig | undefined;
  readonly script?: readonly ScriptStep[] | undefined;
  readonly wrapClient?: ClientWrapper | undefined;
  /** Milliseconds per playground call. @default 0 */
  readonly latencyMs?: number | undefined;
  /** What to show, given the shell props of Ladle's controls. */
  readonly render: (shell: ScreenShellProps, playground: Playground, client: FlowClient) => ReactNode;
}

/** A fresh in-browser playground and client behind an IdentityProvider, locale from Ladle, script driven. */
export function PlaygroundStory({
  args,
  offeringId,
  config = {},
  offering,
  script = [],
  wrapClient,
  latencyMs = 0,
  render,
}: PlaygroundStoryProps): ReactNode {
  const [{ client, playground }] = useState(() => {
    const pg = createPlayground({
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      // Strict, as the product default; a story that shows the spec's screens (a lookup before the password, an
      // unknown user's error) sets `config.userEnumeration: 'off'` and the playground answers the same way.
      userEnumeration: config.userEnumeration ?? 'strict',
      ...(latencyMs > 0 ? { latencyMs } : {}),
    });
    const base = createIdentityClient({ offeringId, baseUrl: PLAYGROUND_DEFAULT_ORIGIN, fetch: pg.fetch });
    return { client: wrapClient ? wrapClient(base) : base, playground: pg };
  });
  const shell = useStoryShell(args);
  const locale = args.locale ?? 'en-US';
  return (
    <IdentityProvider key={locale} client={client} config={config} offering={offering} locale={locale}>
      <div>
        <Driver script={script} playground={playground} />
        {render(shell, playground, client)}
      </div>
    </IdentityProvider>
  );
}

/** <SignIn> (or a single screen) in the page shell, for the sign-in offering of the playground. */
export function PlaygroundSignIn({
  signIn = {},
  screen,
  ...rest
}: Omit<PlaygroundStoryProps, 'offeringId' | 'render'> & {
  readonly signIn?: Omit<SignInProps, 'shell'>;
  /** A single screen to show in the shell instead of the whole SignIn router. */
  readonly screen?: ReactNode;
}): ReactNode {
  return (
    <PlaygroundStory
      {...rest}
      offeringId="50000003"
      render={(shell) =>
        screen === undefined ? (
          <SignIn {...signIn} shell={shell} />
        ) : (
          <ScreenShell {...shell}>{screen}</ScreenShell>
        )
      }
    />
  );
}
