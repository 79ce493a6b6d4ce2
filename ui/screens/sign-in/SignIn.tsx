import { useState, type ComponentType, type ReactNode } from 'react';
import { useSignIn } from '../../../headless';
import { useIdentityStore, type IdentityState } from '../../../headless/advanced';
import {
  ScreenComponentsProvider,
  useScreenComponent,
  type ScreenComponents,
  type ScreenProps,
  type SignInFieldScreenProps,
} from '../components';
import { ScreenShell, type ScreenShellProps } from '../ScreenShell';
import { IdentifierScreen } from './IdentifierScreen';
import type { MessageScreenProps } from './MessageScreens';
import { PasswordScreen } from './PasswordScreen';
import { VerifySignedInScreen } from './VerifySignedInScreen';
import { lazyStep, onFirstInput, type LazyStep } from '../lazy-step';

// The steps a first submit leads to (account chooser, locked, high risk, disabled, signed in) are chunks
// loaded on demand, fetched at the user's first input: the first screen (identifier, password or the SSO
// confirmation) paints without them (issue 5 start-up: bytes up front and main-thread time). The password
// form stays static: it is the first step of a page that is not identifier-first (FirstStep).
const accountChoiceStep = lazyStep('AccountChoice', () =>
  import('./AccountChoiceScreen').then((m) => m.AccountChoiceScreen),
);
/** The terminal screens share one module, so one chunk. */
const messageStep = (
  name: 'LockedScreen' | 'HighRiskBlockScreen' | 'AccountDisabledScreen' | 'SignedInScreen',
): LazyStep<MessageScreenProps> => lazyStep(name, () => import('./MessageScreens').then((m) => m[name]));
const lockedStep = messageStep('LockedScreen');
const highRiskBlockStep = messageStep('HighRiskBlockScreen');
const accountDisabledStep = messageStep('AccountDisabledScreen');
const signedInStep = messageStep('SignedInScreen');

// MFA and post-auth are reached after the password step only, so they are chunks of their own that load
// on demand (issue 5: the sign-in screen loads 25 kB at most up front). Imported per module, not through the
// folders' index files, so each chunk holds only its router and the screens it routes to.
const challengePickerStep = lazyStep('ChallengePicker', () =>
  import('../mfa/ChallengePickerScreen').then((m) => m.ChallengePickerScreen),
);
const challengeStep = lazyStep('Challenge', () =>
  import('../mfa/ChallengeScreen').then((m) => m.ChallengeScreen),
);
const postAuthStep = lazyStep('PostAuth', () =>
  import('../post-auth/PostAuthScreen').then((m) => m.PostAuthScreen),
);

/** Fetches the chunks of the steps a first submit leads to, so the next step never waits visibly. */
function prefetchFirstSubmitSteps(): void {
  void accountChoiceStep.preload();
  void lockedStep.preload();
  void highRiskBlockStep.preload();
  void accountDisabledStep.preload();
  void signedInStep.preload();
}

/** Fetches the MFA and post-auth chunks (and the first submit's steps) ahead of time. */
export function prefetchSignInSteps(): void {
  prefetchFirstSubmitSteps();
  void challengePickerStep.preload();
  void challengeStep.preload();
  void postAuthStep.preload();
}

/**
 * What each step fetches ahead: after the password form, the account chooser or an MFA step, MFA or
 * post-auth may come next; after the identifier step or the SSO confirmation, the first submit's steps. A
 * table, not a switch, so a render runs a lookup (issue 19 start-up JS).
 */
const PREFETCH_FOR: Partial<Record<IdentityState['step'], () => void>> = {
  password: prefetchSignInSteps,
  accountChoice: prefetchSignInSteps,
  challengePicker: prefetchSignInSteps,
  challenge: prefetchSignInSteps,
  identifier: prefetchFirstSubmitSteps,
  verifySignedIn: prefetchFirstSubmitSteps,
  signedOut: prefetchFirstSubmitSteps,
};

export interface SignInProps {
  /** Replace whole screens by name (`{ Identifier: MyIdentifier, ChallengePicker: MyPicker }`). */
  readonly components?: ScreenComponents | undefined;
  /**
   * The host knows a session exists for this identifier (SSO): show the "verify signed in" confirmation
   * first; Continue evaluates the session, "Use a different account" shows the sign-in form.
   */
  readonly signedInAs?: string | undefined;
  /** Shell (branding, footer, theme) props, or false to render the screens bare inside the host's own <Root>. */
  readonly shell?: Omit<ScreenShellProps, 'children'> | false | undefined;
  /**
   * Passkey autofill on the identifier field (issue 19): true runs it, false never. Where it runs, the
   * conditional WebAuthn request starts after the first paint, once the main thread is idle; elsewhere none
   * of its code loads. @default the offering's passkey sign-in setting (`config.enableFIDO2Authentication`)
   */
  readonly passkeyAutofill?: boolean | undefined;
}

const selectIdentifierFirst = (state: IdentityState): boolean => state.config.identifierFirst;

/**
 * The first screen of a fresh sign-in. Also shown after a sign-out ("Try signing in again" on a
 * non-identifier-first page signs out, which clears the local state; headless has no restart action).
 */
function FirstStep(props: SignInFieldScreenProps): ReactNode {
  const identifierFirst = useIdentityStore(selectIdentifierFirst);
  const Identifier = useScreenComponent('Identifier', IdentifierScreen);
  const Password = useScreenComponent('Password', PasswordScreen);
  return identifierFirst ? <Identifier {...props} /> : <Password {...props} />;
}

/** The prefetches waiting for the page's first input (each armed once per page, whatever mounts or unmounts). */
const armed = new Set<() => void>();

function prefetchAtFirstInput(prefetch: () => void): void {
  if (!armed.has(prefetch)) {
    armed.add(prefetch);
    onFirstInput(prefetch);
  }
}

function Router({
  signedInAs,
  passkeyAutofill,
}: {
  signedInAs: string | undefined;
  passkeyAutofill: boolean | undefined;
}): ReactNode {
  const { state, actions } = useSignIn();
  const step = state.step;
  // Focus moves to each new step's heading, but not on the first step of a page load (an embedded
  // widget must not pull focus from the host page before the user touches it).
  const [initialStep] = useState(step);
  const [moved, setMoved] = useState(false);
  const [verifyDismissed, setVerifyDismissed] = useState(false);
  if (!moved && (step !== initialStep || verifyDismissed)) {
    setMoved(true);
  }
  const props: ScreenProps = { focusOnMount: moved };
  const prefetch = PREFETCH_FOR[step] ?? null;
  const firstStep = step === initialStep && !verifyDismissed;
  // Fetching ahead is started while rendering, not in an effect (issue 19: the first step mounts no
  // passive effect), as React's own resource preloads are: both calls are idempotent (one load per chunk,
  // one first-input listener per table entry) and harmless when the render is discarded.
  if (prefetch !== null) {
    if (firstStep) {
      // The page's first step: fetch at the user's first input, not during start-up, where parsing the
      // chunks measurably added main-thread time (npm run bench:browser). Typing leaves ample time for it.
      prefetchAtFirstInput(prefetch);
    } else {
      // A later step: the user has already acted, so fetch at once.
      prefetch();
    }
  }

  // Two lookups, not a switch over every step's element (issue 19 start-up JS: a switch and a
  // `useScreenComponent` per step ran in full on the first screen of every page load).
  const VerifySignedIn = useScreenComponent('VerifySignedIn', VerifySignedInScreen);
  const [name, fallback] =
    step === 'verifySignedIn' || step === 'signedOut' ? STEP_SCREENS.identifier : STEP_SCREENS[step];
  const Screen: ComponentType<SignInFieldScreenProps> = useScreenComponent(name, fallback);
  const showVerify =
    signedInAs !== undefined && signedInAs !== '' && !verifyDismissed && step === initialStep;
  // An inner function: the first step of a page load without an SSO confirmation never compiles it (issue 19).
  const verify = (identifier: string, onUseAnotherAccount: () => void): ReactNode => (
    <VerifySignedIn {...props} identifier={identifier} onUseAnotherAccount={onUseAnotherAccount} />
  );
  // The signed-in confirmations and the signed-out restart are an inner function: V8 compiles a function when
  // it is first called, so the first step of a page load compiles none of it (issue 19 start-up JS).
  const otherStep = (): ReactNode => {
    if (showVerify) {
      return verify(signedInAs, () => setVerifyDismissed(true));
    }
    if (step === 'verifySignedIn') {
      // The headless step (config.signedInAs, in the view): "Use a different account" moves the flow itself.
      return verify(state.signedInAs ?? '', () => actions.useAnotherAccount());
    }
    return <FirstStep {...props} passkeyAutofill={passkeyAutofill} />;
  };
  if (showVerify || step === 'verifySignedIn' || step === 'signedOut') {
    return otherStep();
  }
  return step === 'identifier' || step === 'password' ? (
    <Screen {...props} passkeyAutofill={passkeyAutofill} />
  ) : (
    <Screen {...props} />
  );
}

type RoutedScreen =
  | 'Identifier'
  | 'Password'
  | 'AccountChoice'
  | 'ChallengePicker'
  | 'Challenge'
  | 'PostAuth'
  | 'Locked'
  | 'HighRiskBlock'
  | 'AccountDisabled'
  | 'SignedIn';

/** Each routed step's name in the `components` map and the kit's screen for it. */
const STEP_SCREENS: {
  readonly [S in Exclude<IdentityState['step'], 'verifySignedIn' | 'signedOut'>]: readonly [
    RoutedScreen,
    ComponentType<SignInFieldScreenProps>,
  ];
} = {
  identifier: ['Identifier', IdentifierScreen],
  password: ['Password', PasswordScreen],
  accountChoice: ['AccountChoice', accountChoiceStep.Screen],
  challengePicker: ['ChallengePicker', challengePickerStep.Screen],
  challenge: ['Challenge', challengeStep.Screen],
  postAuth: ['PostAuth', postAuthStep.Screen],
  locked: ['Locked', lockedStep.Screen],
  highRiskBlock: ['HighRiskBlock', highRiskBlockStep.Screen],
  accountDisabled: ['AccountDisabled', accountDisabledStep.Screen],
  signedIn: ['SignedIn', signedInStep.Screen],
};

/**
 * Sign-in as most products embed it: identifier, password, account chooser, captcha, SSO confirmation and
 * the terminal screens, routed by `useSignIn().state.step`; MFA (`ChallengePicker`, `Challenge`) and
 * post-auth (`PostAuth`) are parts of the `components` map. Render it inside `<IdentityProvider>`.
 */
export function SignIn({ components, signedInAs, shell = {}, passkeyAutofill }: SignInProps): ReactNode {
  // Rendered with or without overrides: the router keeps its place in the tree when `components` comes or
  // goes, so nothing typed on the step is lost (its fields are uncontrolled).
  const router = (
    <ScreenComponentsProvider components={components}>
      <Router signedInAs={signedInAs} passkeyAutofill={passkeyAutofill} />
    </ScreenComponentsProvider>
  );
  return shell === false ? router : <ScreenShell {...shell}>{router}</ScreenShell>;
}
