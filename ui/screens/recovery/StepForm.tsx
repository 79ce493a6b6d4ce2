// The frame of the recovery steps with a form (steps.tsx, the chunk loaded after the first step): it imports
// ./parts (radio, select, code input, password field), so the username step does not use it.
import type { FormEvent, ReactNode } from 'react';
import type { ErrorSummaryItem } from '../../primitives';
import { ServerError, StepSection, Summary } from '../sign-in/shared';
import { useRecoveryScreen } from './context';
import { ActionsRow, type RecoveryParts } from './parts';
import { BackBelow, Title, useBack } from './step-helpers';

/** The step's submit button: its label, and the label and state while its request runs. */
export interface StepSubmit {
  readonly label: string;
  readonly pendingLabel: string;
  /** Defaults to the hook's `isSubmitting`; the code step spins only while the code is checked. */
  readonly pending?: boolean | undefined;
}

/**
 * Title, optional lead, the summary of this attempt's field errors, the server's error alert, the form (the
 * step's fields, then the submit in the actions row), anything after the form, and the back button. The
 * summary and the alert take the attempt so a repeated submit announces them again. Back (seed 000 §2.4):
 * inside the form under the submit with the visual refresh, else a tertiary button below; the submit is
 * full width on prominent-PII layouts and whenever back shares the form. `back: false` (the new-password step):
 * no back button, the submit alone.
 */
export function RecoveryStepForm({
  parts: P,
  step,
  title,
  focusOnMount,
  lead,
  errors,
  attempt,
  onSubmit,
  submit,
  back: withBack = true,
  after,
  children,
}: {
  parts: RecoveryParts;
  step: string;
  title: string;
  focusOnMount: boolean | undefined;
  lead?: ReactNode;
  errors: readonly ErrorSummaryItem[];
  attempt: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submit: StepSubmit;
  back?: boolean;
  after?: ReactNode;
  children: ReactNode;
}): ReactNode {
  const { recovery, layout } = useRecoveryScreen();
  const { state } = recovery;
  const { inForm, back } = useBack();
  const backInForm = withBack && inForm;
  const button = (
    <P.Button
      type="submit"
      fullWidth={layout.prominentPiiButtons || backInForm}
      pending={submit.pending ?? state.isSubmitting}
      pendingLabel={submit.pendingLabel}
    >
      {submit.label}
    </P.Button>
  );
  return (
    <StepSection step={step}>
      <Title parts={P} step={step} title={title} focusOnMount={focusOnMount} />
      {lead}
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step={step} className="grid gap-4">
        {children}
        {withBack ? (
          <ActionsRow parts={P} inForm={inForm} back={inForm ? back : undefined} submit={button} />
        ) : (
          button
        )}
      </P.Form>
      {after}
      {withBack ? <BackBelow parts={P} inForm={inForm} back={back} /> : null}
    </StepSection>
  );
}
