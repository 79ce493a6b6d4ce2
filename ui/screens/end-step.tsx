// One renderer for a step that is a heading and what it says (review finding D1): the end states of the
// invitation and the email-confirmation landing and the notices drew the same section by hand.
import type { ReactNode } from 'react';
import type { CommonParts } from './parts';
import { StepSection } from './sign-in/shared';

export interface EndStepProps {
  /** The screen's parts (its Heading may be replaced). */
  readonly P: Pick<CommonParts, 'Heading'>;
  /** The step's id: `data-step` of the section and the heading's focus key. */
  readonly step: string;
  /** The heading, also the document title once the step is reached. */
  readonly title: string;
  /** Whether the heading takes focus when the screen mounts on this step (see Heading `focusOnMount`). */
  readonly focusOnMount: boolean | undefined;
  readonly children?: ReactNode;
}

/**
 * A step made of its heading and body: the section named by `step`, the heading taking focus on a step change
 * (a step without a field starts at its heading, issue 18 §3), then the body.
 */
export function EndStep({ P, step, title, focusOnMount, children }: EndStepProps): ReactNode {
  return (
    <StepSection step={step}>
      <P.Heading focusKey={step} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {children}
    </StepSection>
  );
}
