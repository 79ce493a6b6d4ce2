import type { ComponentType, ReactNode } from 'react';
import { useScreenComponent } from '../components';
import { lazyStep } from '../lazy-step';
import type { AccountParts } from './parts';
import type { AccountStepUpProps } from './StepUp';
import type { SectionHook } from './shared';

declare module '../components' {
  // The step-up panel of the account sections, replaceable by name like every screen.
  interface ScreenComponentMap {
    readonly AccountStepUp: ComponentType<AccountStepUpProps>;
  }
}

/** The step-up panel with the MFA screens: its own chunk, loaded when an edit first asks for it. */
export const accountStepUpStep = lazyStep('AccountStepUp', () =>
  import('./StepUp').then((m) => m.AccountStepUp),
);

/**
 * Shows the step-up panel while the section's write waits for re-authentication. The edit form stays
 * mounted (hidden) next to it, so what the user typed is still there when the write resumes.
 */
export function StepUpGate({
  hook,
  aal,
  components,
}: {
  hook: SectionHook;
  aal?: number | null | undefined;
  components?: Partial<AccountParts> | undefined;
}): ReactNode {
  const StepUp = useScreenComponent('AccountStepUp', accountStepUpStep.Screen);
  if (!hook.state.isStepUpRequired) {
    return null;
  }
  return (
    <StepUp
      {...(aal !== undefined && aal !== null ? { aal } : {})}
      onDone={hook.actions.resume}
      onCancel={hook.actions.cancel}
      components={components}
    />
  );
}
