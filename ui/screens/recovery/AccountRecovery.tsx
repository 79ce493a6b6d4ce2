import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { preloadRecoveryFlow, useRecovery, type RecoveryConfig } from '../../../headless';
import {
  recoveryLayout,
  useProviderOffering,
  type FlowListeners,
  type LayoutInput,
  type RecoveryClient,
} from '../../../headless/advanced';
import { ScreenComponentsProvider, useScreenComponent, type ScreenComponents } from '../components';
import { ScreenShell, type ScreenShellProps } from '../ScreenShell';
import { RecoveryScreenContext, type RecoveryScreenContextValue } from './context';
import { lazyStep, onFirstInput } from '../lazy-step';
import type { RecoveryStepProps } from './step-helpers';
import type * as LaterSteps from './steps';
import { RecoveryUsernameScreen } from './UsernameStep';

// Only the first step loads up front (issue 6: each screen entry <= 25 kB); the later steps are one chunk,
// fetched with the headless flow's chunk (machine, later calls, immer) when the main thread is idle after
// the first step has painted, or at the first focus or input, so a submit does not wait for them.
const loadSteps = () => import('./steps');
const laterStep = (name: keyof typeof LaterSteps) =>
  lazyStep<RecoveryStepProps>(name, () => loadSteps().then((m) => m[name]));
const RecoveryChallengesScreen = laterStep('RecoveryChallengesScreen').Screen;
const RecoveryOptionsScreen = laterStep('RecoveryOptionsScreen').Screen;
const RecoveryCodeScreen = laterStep('RecoveryCodeScreen').Screen;
const RecoveryChooseAccountScreen = laterStep('RecoveryChooseAccountScreen').Screen;
const RecoveryNewPasswordScreen = laterStep('RecoveryNewPasswordScreen').Screen;
const RecoveryDoneScreen = laterStep('RecoveryDoneScreen').Screen;
const RecoveryUserIdsScreen = laterStep('RecoveryUserIdsScreen').Screen;
const RecoveryLinkExpiredScreen = laterStep('RecoveryLinkExpiredScreen').Screen;

declare module '../components' {
  interface ScreenComponentMap {
    readonly RecoveryUsername: ComponentType<RecoveryStepProps>;
    readonly RecoveryChallenges: ComponentType<RecoveryStepProps>;
    readonly RecoveryOptions: ComponentType<RecoveryStepProps>;
    readonly RecoveryCode: ComponentType<RecoveryStepProps>;
    readonly RecoveryChooseAccount: ComponentType<RecoveryStepProps>;
    readonly RecoveryNewPassword: ComponentType<RecoveryStepProps>;
    readonly RecoveryDone: ComponentType<RecoveryStepProps>;
    readonly RecoveryUserIds: ComponentType<RecoveryStepProps>;
    readonly RecoveryLinkExpired: ComponentType<RecoveryStepProps>;
  }
}

export interface AccountRecoveryProps extends FlowListeners {
  /** The identity client (the recovery flow owns its store; `useRecovery({ client })`). */
  readonly client: RecoveryClient;
  /** Start with password recovery (default) or forgot user id; the CSR / legal variants; hidden confirm field. */
  readonly config?: Partial<RecoveryConfig> | undefined;
  /** A recovery link was opened: its issue time (ms). Older than 24 hours shows the expired-link screen. */
  readonly linkIssuedAt?: number | undefined;
  /** Seed 000 §2.4 layout input (visual refresh on by default). */
  readonly layout?: Pick<LayoutInput, 'visualRefresh' | 'termsDate' | 'privacyDate'> | undefined;
  /** "Sign in" on the done / user ids screens. */
  readonly onSignIn?: (() => void) | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  readonly components?: ScreenComponents | undefined;
  readonly shell?: Omit<ScreenShellProps, 'children'> | false | undefined;
}

function Flow({
  client,
  config,
  linkIssuedAt,
  layout,
  onSignIn,
  now,
  onEvent,
  onHostCommand,
  onSwitchMode,
  moved: movedBefore,
}: AccountRecoveryProps & {
  onSwitchMode: (mode: 'password' | 'userId') => void;
  moved: boolean;
}): ReactNode {
  const recovery = useRecovery({
    client,
    ...(config !== undefined ? { config } : {}),
    ...(now !== undefined ? { now } : {}),
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const { openLink } = recovery.actions;
  useEffect(() => {
    if (linkIssuedAt !== undefined) {
      openLink(linkIssuedAt);
    }
  }, [linkIssuedAt, openLink]);
  const step = recovery.state.step;
  const [initialStep] = useState(step);
  const [moved, setMoved] = useState(movedBefore);
  if (!moved && step !== initialStep) {
    setMoved(true);
  }
  const flags = useMemo(() => recoveryLayout(layout ?? {}), [layout]);
  useEffect(
    () =>
      onFirstInput(() => {
        void preloadRecoveryFlow();
        void loadSteps().catch(() => undefined);
      }),
    [],
  );
  const value: RecoveryScreenContextValue = { recovery, layout: flags, switchMode: onSwitchMode, onSignIn };
  const Username = useScreenComponent('RecoveryUsername', RecoveryUsernameScreen);
  const Challenges = useScreenComponent('RecoveryChallenges', RecoveryChallengesScreen);
  const Options = useScreenComponent('RecoveryOptions', RecoveryOptionsScreen);
  const Code = useScreenComponent('RecoveryCode', RecoveryCodeScreen);
  const ChooseAccount = useScreenComponent('RecoveryChooseAccount', RecoveryChooseAccountScreen);
  const NewPassword = useScreenComponent('RecoveryNewPassword', RecoveryNewPasswordScreen);
  const Done = useScreenComponent('RecoveryDone', RecoveryDoneScreen);
  const UserIds = useScreenComponent('RecoveryUserIds', RecoveryUserIdsScreen);
  const LinkExpired = useScreenComponent('RecoveryLinkExpired', RecoveryLinkExpiredScreen);
  const props: RecoveryStepProps = { focusOnMount: moved };
  const screen = (() => {
    switch (step) {
      case 'username':
        return <Username {...props} />;
      case 'challenges':
        return <Challenges {...props} />;
      case 'options':
        return <Options {...props} />;
      case 'code':
        return <Code {...props} />;
      case 'chooseAccount':
        return <ChooseAccount {...props} />;
      case 'newPassword':
        return <NewPassword {...props} />;
      case 'done':
        return <Done {...props} />;
      case 'userIds':
        return <UserIds {...props} />;
      case 'linkExpired':
        return <LinkExpired {...props} />;
      default:
        step satisfies never;
        return null;
    }
  })();
  return <RecoveryScreenContext.Provider value={value}>{screen}</RecoveryScreenContext.Provider>;
}

/**
 * Account recovery and forgot user id (seed 001 §4 order): username, identity / security-question
 * challenges, recovery option, one-time code, account choice, new password, done; the expired-link screen.
 * Each step is a whole screen in the `components` map (`RecoveryUsername`, `RecoveryCode`, ...).
 * Render it inside `<IdentityProvider>` (locale) and pass the identity client.
 */
export function AccountRecovery({
  components,
  shell = {},
  layout,
  ...rest
}: AccountRecoveryProps): ReactNode {
  // Inside a provider that names an offering the flow starts from its settings; `config` still wins.
  const offering = useProviderOffering();
  const config: Partial<RecoveryConfig> | undefined =
    offering === null ? rest.config : { ...offering.recovery, ...rest.config };
  const [mode, setMode] = useState<'password' | 'userId'>(rest.config?.mode ?? 'password');
  const [switched, setSwitched] = useState(false);
  const flags = recoveryLayout(layout ?? {});
  const flow = (
    <ScreenComponentsProvider components={components}>
      <Flow
        key={mode}
        {...rest}
        layout={layout}
        config={{ ...config, mode }}
        moved={switched}
        onSwitchMode={(next) => {
          setSwitched(true);
          setMode(next);
        }}
      />
    </ScreenComponentsProvider>
  );
  if (shell === false) {
    return flow;
  }
  // Seed 000 §2.4: the refreshed recovery page puts the logos at the bottom (the shell's footer) only then.
  return (
    <ScreenShell {...shell} {...(flags.logosAtBottom ? {} : { footerLogos: null })}>
      {flow}
    </ScreenShell>
  );
}
