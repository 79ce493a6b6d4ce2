import type { FormEvent, ReactNode } from 'react';
import type { ErrorSummaryItem } from '../../primitives';
import type { AccountParts } from './parts';
import { EditActions, FormErrors, type SectionHook } from './shared';
import { StepUpGate } from './step-up-gate';

/**
 * The edit form of a section whose write can need a step-up (phone, email, password, MFA): the step-up panel
 * while the write waits for it, and the form, hidden but still mounted meanwhile so nothing typed is lost;
 * the error summary, the server error, the fields, Save and Cancel.
 */
export function GuardedEditForm({
  parts: P,
  hook,
  aal,
  errors,
  onSubmit,
  errorMessage,
  children,
}: {
  parts: AccountParts;
  hook: SectionHook;
  aal: number | null | undefined;
  errors: readonly ErrorSummaryItem[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The section's own words for the server error, else the catalogue's. */
  errorMessage?: string | null | undefined;
  children?: ReactNode;
}): ReactNode {
  const { state } = hook;
  return (
    <>
      <StepUpGate hook={hook} aal={aal} components={P} />
      {/* `hidden` on a wrapper without a display class (a utility's display would override it). */}
      <div hidden={state.isStepUpRequired}>
        <div className="grid gap-4">
          <FormErrors parts={P} items={errors} state={state} message={errorMessage} />
          <P.Form data-step="edit" pending={state.isPending} onSubmit={onSubmit} className="grid gap-4">
            {children}
            <EditActions parts={P} hook={hook} />
          </P.Form>
        </div>
      </div>
    </>
  );
}
