import { useEffect, useState, type ReactNode } from 'react';
import { useIdentityStore, useSignIn, type IdentityState } from '../../../headless';
import {
  ScreenComponentsProvider,
  useScreenComponent,
  type ScreenComponents,
  type ScreenProps,
} from '../components';
import { ScreenShell, type ScreenShellProps } from '../ScreenShell';
import { AccountChoiceScreen } from './AccountChoiceScreen';
import { IdentifierScreen } from './IdentifierScreen';
import {
  AccountDisabledScreen,
  HighRiskBlockScreen,
  LockedScreen,
  SignedInScreen,
  VerifySignedInScreen,
} from './MessageScreens';
import { PasswordScreen } from './PasswordScreen';
import { lazyStep, onFirstInput } from '../lazy-step';

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

/** Steps after which MFA or post-auth may come next: their chunks are fetched once the step has painted. */
const PREFETCH_AFTER: ReadonlySet<IdentityState['step']> = new Set([
  'password',
  'accountChoice',
  'challengePicker',
  'challenge',
]);

/** Fetches the MFA and post-auth chunks ahead of time (idle), so the next step never waits visibly. */
export function prefetchSignInSteps(): void {
  void challengePickerStep.preload();
  void challengeStep.preload();
  void postAuthStep.preload();
}

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
}

const selectIdentifierFirst = (state: IdentityState): boolean => state.config.identifierFirst;
const selectSignedInAs = (state: IdentityState): string => state.config.signedInAs ?? '';

/**
 * The first screen of a fresh sign-in. Also shown after a sign-out ("Try signing in again" on a
 * non-identifier-first page signs out, which clears the local state; headless has no restart action).
 */
function FirstStep(props: ScreenProps): ReactNode {
  const identifierFirst = useIdentityStore(selectIdentifierFirst);
  const Identifier = useScreenComponent('Identifier', IdentifierScreen);
  const Password = useScreenComponent('Password', PasswordScreen);
  return identifierFirst ? <Identifier {...props} /> : <Password {...props} />;
}

function Router({ signedInAs }: { signedInAs: string | undefined }): ReactNode {
  const { state, actions } = useSignIn();
  const step = state.step;
  const configSignedInAs = useIdentityStore(selectSignedInAs);
  // Focus moves to each new step's heading, but not on the first step of a page load (an embedded
  // widget must not pull focus from the host page before the user touches it).
  const [initialStep] = useState(step);
  const [moved, setMoved] = useState(false);
  const [verifyDismissed, setVerifyDismissed] = useState(false);
  if (!moved && (step !== initialStep || verifyDismissed)) {
    setMoved(true);
  }
  const props: ScreenProps = { focusOnMount: moved };
  const prefetchNow = PREFETCH_AFTER.has(step) && step !== initialStep;
  const prefetchOnInput = PREFETCH_AFTER.has(step) && step === initialStep;
  useEffect(() => {
    if (prefetchNow) {
      return onFirstInput(prefetchSignInSteps);
    }
    if (!prefetchOnInput) {
      return undefined;
    }
    // The page opened on the password form: fetch once the user starts (focus or pointer), not during
    // start-up, where parsing the chunks measurably added main-thread time (npm run bench:browser). Typing
    // the password leaves ample time for the fetch.
    const start = (): void => prefetchSignInSteps();
    document.addEventListener('focusin', start, { once: true });
    document.addEventListener('pointerdown', start, { once: true });
    return () => {
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerdown', start);
    };
  }, [prefetchNow, prefetchOnInput]);

  const Password = useScreenComponent('Password', PasswordScreen);
  const Identifier = useScreenComponent('Identifier', IdentifierScreen);
  const AccountChoice = useScreenComponent('AccountChoice', AccountChoiceScreen);
  const Locked = useScreenComponent('Locked', LockedScreen);
  const HighRiskBlock = useScreenComponent('HighRiskBlock', HighRiskBlockScreen);
  const AccountDisabled = useScreenComponent('AccountDisabled', AccountDisabledScreen);
  const VerifySignedIn = useScreenComponent('VerifySignedIn', VerifySignedInScreen);
  const SignedIn = useScreenComponent('SignedIn', SignedInScreen);
  const ChallengePicker = useScreenComponent('ChallengePicker', challengePickerStep.Screen);
  const Challenge = useScreenComponent('Challenge', challengeStep.Screen);
  const PostAuth = useScreenComponent('PostAuth', postAuthStep.Screen);

  const showVerify =
    signedInAs !== undefined && signedInAs !== '' && !verifyDismissed && step === initialStep;
  if (showVerify) {
    return (
      <VerifySignedIn
        {...props}
        identifier={signedInAs}
        onUseAnotherAccount={() => setVerifyDismissed(true)}
      />
    );
  }
  switch (step) {
    case 'verifySignedIn':
      // The headless step (config.signedInAs): "Use a different account" moves the flow itself.
      return (
        <VerifySignedIn
          {...props}
          identifier={configSignedInAs}
          onUseAnotherAccount={() => actions.useAnotherAccount()}
        />
      );
    case 'identifier':
      return <Identifier {...props} />;
    case 'password':
      return <Password {...props} />;
    case 'accountChoice':
      return <AccountChoice {...props} />;
    case 'challengePicker':
      return <ChallengePicker {...props} />;
    case 'challenge':
      return <Challenge {...props} />;
    case 'postAuth':
      return <PostAuth {...props} />;
    case 'locked':
      return <Locked {...props} />;
    case 'highRiskBlock':
      return <HighRiskBlock {...props} />;
    case 'accountDisabled':
      return <AccountDisabled {...props} />;
    case 'signedIn':
      return <SignedIn {...props} />;
    case 'signedOut':
      return <FirstStep {...props} />;
    default:
      step satisfies never;
      return null;
  }
}

/**
 * Sign-in as most products embed it: identifier, password, account chooser, captcha, SSO confirmation and
 * the terminal screens, routed by `useSignIn().state.step`; MFA (`ChallengePicker`, `Challenge`) and
 * post-auth (`PostAuth`) are parts of the `components` map. Render it inside `<IdentityProvider>`.
 */
export function SignIn({ components, signedInAs, shell = {} }: SignInProps): ReactNode {
  const router = (
    <ScreenComponentsProvider components={components}>
      <Router signedInAs={signedInAs} />
    </ScreenComponentsProvider>
  );
  return shell === false ? router : <ScreenShell {...shell}>{router}</ScreenShell>;
}
