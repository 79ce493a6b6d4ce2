import { useEffect, useState, type ReactNode } from 'react';
import { preloadSignUpFlow, useOffering, type AnalyticsEvent, type SignUpConfig } from '../../../headless';
import {
  ScreenComponentsProvider,
  useScreenComponent,
  type ScreenComponents,
  type ScreenProps,
} from '../components';
import { ScreenShell, type ScreenShellProps } from '../ScreenShell';
import { lazyStep, onFirstInput } from '../lazy-step';
import { SignUpProvider, useSignUpScreen, type SignUpPageOptions, type SignUpScreensClient } from './context';
import { SignUpFormScreen } from './SignUpFormScreen';

// Only the form loads up front (issue 6: each screen entry <= 25 kB); the code steps and the outcome
// screens are chunks fetched when the main thread is idle after the form has painted, or at the first
// focus or input, so a submit does not wait for them.
const loadCodeScreens = () => import('./CodeScreens');
const loadOutcomeScreens = () => import('./OutcomeScreens');
const phoneCodeStep = lazyStep('SignUpPhoneCode', () =>
  loadCodeScreens().then((m) => m.SignUpPhoneCodeScreen),
);
const emailCodeStep = lazyStep('SignUpEmailCode', () =>
  loadCodeScreens().then((m) => m.SignUpEmailCodeScreen),
);
const collisionStep = lazyStep('SignUpAccountCollision', () =>
  loadOutcomeScreens().then((m) => m.SignUpAccountCollisionScreen),
);
const doneStep = lazyStep('SignUpDone', () => loadOutcomeScreens().then((m) => m.SignUpDoneScreen));

function prefetchSignUpSteps(): void {
  // The flow's later steps (headless sign-up chunk: machine, code calls, immer) with their screens.
  void preloadSignUpFlow();
  void phoneCodeStep.preload();
  void emailCodeStep.preload();
  void collisionStep.preload();
  void doneStep.preload();
}

export interface SignUpProps extends SignUpPageOptions {
  /**
   * The identity client (`createIdentityClient(...)`). The sign-up flow has its own store, so it takes the
   * client here rather than from `<IdentityProvider>` (whose context does not share its client).
   */
  readonly client: SignUpScreensClient;
  /** The offering's sign-up choices (flow variant, confirm-email field, collision interrupter, consent...). */
  readonly config?: Partial<SignUpConfig> | undefined;
  /** Replace whole screens by name (`{ SignUpForm: MyForm }`). */
  readonly components?: ScreenComponents | undefined;
  /** Shell props, or false to render bare inside the host's own <Root>. */
  readonly shell?: Omit<ScreenShellProps, 'children'> | false | undefined;
  readonly onEvent?: ((event: AnalyticsEvent) => void) | undefined;
}

function Router(): ReactNode {
  const { signUp } = useSignUpScreen();
  const step = signUp.state.step;
  // Focus moves to each new step's heading, not on the first step of a page load (see SignIn).
  const [initialStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (!moved && step !== initialStep) {
    setMoved(true);
  }
  const props: ScreenProps = { focusOnMount: moved };
  useEffect(() => onFirstInput(prefetchSignUpSteps), []);
  const Form = useScreenComponent('SignUpForm', SignUpFormScreen);
  const PhoneCode = useScreenComponent('SignUpPhoneCode', phoneCodeStep.Screen);
  const EmailCode = useScreenComponent('SignUpEmailCode', emailCodeStep.Screen);
  const Collision = useScreenComponent('SignUpAccountCollision', collisionStep.Screen);
  const Done = useScreenComponent('SignUpDone', doneStep.Screen);
  switch (step) {
    case 'form':
      return <Form {...props} />;
    case 'phoneCode':
      return <PhoneCode {...props} />;
    case 'emailCode':
      return <EmailCode {...props} />;
    case 'accountCollision':
      return <Collision {...props} />;
    case 'done':
      return <Done {...props} />;
    default:
      step satisfies never;
      return null;
  }
}

function ShellWithLayout({
  shell,
  children,
}: {
  shell: Omit<ScreenShellProps, 'children'>;
  children: ReactNode;
}): ReactNode {
  const { layout } = useSignUpScreen();
  const offering = useOffering();
  // Seed 000 §2.4: the 2021 refresh shows the product logos at the bottom; the older layout has none there,
  // unless the offering asks for them (showLogosAtBottom).
  const logosAtBottom = layout.logosAtBottom || offering?.showLogosAtBottom === true;
  return (
    <ScreenShell {...shell} {...(logosAtBottom ? {} : { footerLogos: [] })}>
      {children}
    </ScreenShell>
  );
}

/**
 * Sign-up as most products embed it: the form of the offering's variant, the SMS and email code steps, the
 * account-collision interrupter and the done screen, routed by `useSignUp().state.step`. Render it inside
 * `<IdentityProvider>` (locale); "sign in" paths go to `signInHref` or `onSignIn(email)`.
 */
export function SignUp({ client, config, components, shell = {}, onEvent, ...page }: SignUpProps): ReactNode {
  const router = (
    <ScreenComponentsProvider components={components}>
      <Router />
    </ScreenComponentsProvider>
  );
  return (
    <SignUpProvider client={client} config={config} page={page} onEvent={onEvent}>
      {shell === false ? router : <ShellWithLayout shell={shell}>{router}</ShellWithLayout>}
    </SignUpProvider>
  );
}
