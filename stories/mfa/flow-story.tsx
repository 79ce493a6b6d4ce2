// Story helper (not a story file): IdentityFlow (sign-in, MFA, post-auth) against an in-browser playground,
// driven by the real hooks through a small script of steps.
import { useLadleContext } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createIdentityClient,
  IdentityProvider,
  useIdentityStore,
  useMfa,
  usePostAuth,
  useSignIn,
  type FlowClient,
  type FlowConfig,
  type IdentityState,
  type UseMfa,
  type UsePostAuth,
  type UseSignIn,
} from '../../headless';
import { DEFAULT_BRAND, type BrandSettings } from '../../offerings';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../playground/playground';
import {
  IdentityFlow,
  ScreenShell,
  toResolvedPageTheme,
  type IdentityFlowProps,
  type ScreenShellProps,
} from '../../ui';

export const PASSWORD = 'Correct-Horse-7';
export const OFFERING_ID = 'Intuit.identity.playground';

/**
 * The brand with its images on the story's own origin: on the plain-http story server the kit refuses
 * non-https image addresses and shows the brand names as text (no request to an unreachable asset host).
 */
export function storyBrand(): BrandSettings {
  return {
    ...DEFAULT_BRAND,
    assetBase: new URL('/brand', globalThis.location?.origin ?? 'https://localhost').href,
  };
}

export interface StoryArgs {
  readonly locale?: string;
  readonly pageTheme?: string;
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

/** Signs in as a fixture account on the first render. */
export function signInAs(username: string): ScriptStep {
  return {
    when: (d) => d.step === 'password' || d.step === 'identifier',
    run: (d) => d.signIn.actions.signIn({ username, password: PASSWORD }),
  };
}

/** Waits for the MFA step to be showing `step`, then runs `run`. */
export function at(
  step: IdentityState['step'],
  run: (d: Driven) => void,
  extra?: (d: Driven) => boolean,
): ScriptStep {
  return { when: (d) => d.step === step && (extra === undefined || extra(d)), run };
}

/**
 * Runs `act` on the first element matching `selector` once it is on screen. The MFA and post-auth steps are
 * chunks loaded on demand (ui/screens/lazy-step.tsx), so the store can be at a step whose form has not
 * rendered yet: look again every 50 ms (for up to 10 s) instead of acting on nothing.
 */
function whenOnScreen<T extends Element>(
  root: HTMLElement | null,
  selector: string,
  act: (element: T) => void,
  tries = 200,
): void {
  setTimeout(() => {
    const element = root?.querySelector<T>(selector);
    if (element) {
      act(element);
    } else if (tries > 0) {
      whenOnScreen(root, selector, act, tries - 1);
    }
  }, 50);
}

/** Submits the form on screen, as a click on its submit button would (for the invalid states). */
export function submitForm(root: HTMLElement | null): void {
  whenOnScreen<HTMLFormElement>(root, 'form', (form) => form.requestSubmit());
}

/** Types into the first input named `name` and submits its form (React sees a real input event). */
export function typeAndSubmit(root: HTMLElement | null, name: string, value: string): void {
  whenOnScreen<HTMLInputElement>(root, `input[name="${name}"]`, (input) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.form?.requestSubmit();
  });
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

/**
 * The playground's fixtures only ever ask for SMS/voice or TOTP; this offers other challenge types on the
 * password sign-in's CHALLENGE answer so each challenge screen runs against the real flow and service.
 */
export function offerChallenges(types: readonly string[]): (client: FlowClient) => FlowClient {
  return (client) => ({
    ...client,
    signIn: async (...callArgs: Parameters<FlowClient['signIn']>) => {
      const result = await client.signIn(...callArgs);
      if (result.ok && result.data.action === 'CHALLENGE') {
        const [first] = result.data.challenge;
        return { ...result, data: { ...result.data, challenge: types.map((type) => ({ ...first, type })) } };
      }
      return result;
    },
  });
}

const OOW = [
  [
    'q-street',
    'Which of these streets have you lived on?',
    ['Elm Street', 'Birch Lane', 'Cedar Road', 'None of these'],
  ],
  [
    'q-lender',
    'Which lender holds a loan of yours?',
    ['North Bank', 'Playground Savings', 'River Credit Union', 'None of these'],
  ],
] as const;

/**
 * The playground serves and grades out-of-wallet questions only for a fully signed-in session, so mid-MFA
 * this answers both: its two fixture questions, and grading as the service does for an expired question
 * session (403 ACCESS_DENIED "Invalid authentication context" -> INVALID_AUTH_CONTEXT).
 */
export function oowQuestions(inner: (client: FlowClient) => FlowClient): (client: FlowClient) => FlowClient {
  return (client) =>
    ({
      ...inner(client),
      getOOWQuestions: async () => ({
        ok: true,
        meta: {
          status: 200,
          captchaRequired: false,
          requiresEvaluation: false,
          dataHeader: null,
          attempts: 1,
        },
        data: {
          encryptedSessionId: 'oow-story',
          outOfWalletQuestionAnswers: OOW.map(([questionId, question, answers]) => ({
            questionId,
            question,
            answers: answers.map((text, i) => ({ answerId: `${questionId}-a${i}`, text })),
          })),
        },
      }),
      gradeOOWAnswers: async () => ({
        ok: false,
        error: {
          kind: 'http',
          code: 'ACCESS_DENIED',
          serverMessage: 'Invalid authentication context',
          status: 403,
          captchaRequired: false,
          requiresEvaluation: false,
        },
      }),
    }) as unknown as FlowClient;
}

export interface PlaygroundFlowProps {
  readonly args: StoryArgs;
  readonly config?: Partial<FlowConfig> | undefined;
  readonly script?: readonly ScriptStep[] | undefined;
  readonly wrapClient?: ((client: FlowClient) => FlowClient) | undefined;
  readonly flow?: Omit<IdentityFlowProps, 'shell'> | undefined;
  /** A single screen to show in the shell instead of the whole flow. */
  readonly screen?: ReactNode;
  /** Milliseconds per playground call (to see pending states). @default 0 */
  readonly latencyMs?: number | undefined;
}

/** <IdentityFlow> in the page shell, against a fresh in-browser playground, locale and theme from Ladle. */
export function PlaygroundFlow({
  args,
  config = {},
  script = [],
  wrapClient,
  flow = {},
  screen,
  latencyMs = 0,
}: PlaygroundFlowProps): ReactNode {
  const { globalState } = useLadleContext();
  const [{ client, playground }] = useState(() => {
    const pg = createPlayground({
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      ...(latencyMs > 0 ? { latencyMs } : {}),
    });
    const base = createIdentityClient({
      offeringId: OFFERING_ID,
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      fetch: pg.fetch,
    });
    return { client: wrapClient ? wrapClient(base) : base, playground: pg };
  });
  const locale = args.locale ?? 'en-US';
  const shell: ScreenShellProps = {
    theme: toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default',
    colorScheme: globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system',
    ...(globalState.rtl ? { dir: 'rtl' as const } : {}),
    year: 2026,
    landmark: 'div',
  };
  return (
    <IdentityProvider
      key={locale}
      client={client}
      config={{ offeringId: OFFERING_ID, ...config }}
      locale={locale}
    >
      <div>
        <Driver script={script} playground={playground} />
        {screen === undefined ? (
          <IdentityFlow {...flow} host={{ brand: storyBrand(), ...flow.host }} shell={shell} />
        ) : (
          <ScreenShell {...shell}>{screen}</ScreenShell>
        )}
      </div>
    </IdentityProvider>
  );
}
