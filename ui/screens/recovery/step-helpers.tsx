// Shared by the recovery steps: the first step (UsernameStep.tsx, loaded up front) and the later ones
// (steps.tsx, a chunk loaded on demand), so neither module pulls the other in.
import type { ReactNode } from 'react';
import type { ScreenProps } from '../components';
import type { CommonParts } from '../parts';
import { useText } from './text';
import { useRecoveryScreen } from './context';
import type { RecoveryParts } from './parts';

/** Props of every recovery step screen. */
export interface RecoveryStepProps extends ScreenProps {
  readonly components?: Partial<RecoveryParts> | undefined;
}

export function fieldValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function Title({
  parts,
  step,
  title,
  focusOnMount,
}: {
  parts: CommonParts;
  step: string;
  title: string;
  focusOnMount: boolean | undefined;
}): ReactNode {
  return (
    <parts.Heading focusKey={step} focusOnMount={focusOnMount} documentTitle={title}>
      {title}
    </parts.Heading>
  );
}

/** Seed 000 §2.4: the back button is inside the form (visual refresh) or below it. */
export function useBack(): { inForm: boolean; back: { label: string; onClick: () => void } } {
  const t = useText();
  const { recovery, layout } = useRecoveryScreen();
  return {
    inForm: layout.backButtonInForm,
    back: { label: t('action.back'), onClick: recovery.actions.back },
  };
}

export function BackBelow({
  parts,
  inForm,
  back,
}: {
  parts: RecoveryParts;
  inForm: boolean;
  back: { label: string; onClick: () => void };
}): ReactNode {
  return inForm ? null : (
    <parts.Button type="button" variant="tertiary" onClick={back.onClick}>
      {back.label}
    </parts.Button>
  );
}
