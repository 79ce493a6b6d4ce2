import type { ReactNode } from 'react';
import type { ScreenProps } from '../components';
import type { CommonParts } from '../parts';
import { StepSection } from './shared';

// The frame the message screens share. A module of its own so the SSO confirmation, which can be the first
// step, loads without the terminal screens (MessageScreens.tsx, a chunk loaded on demand; issue 5 start-up).

export interface MessageScreenProps extends ScreenProps {
  readonly components?: Partial<CommonParts> | undefined;
}

/** Heading plus body text (both already worded by the screen): the frame of the terminal and placeholder screens. */
export function MessageFrame({
  parts,
  step,
  title,
  body,
  focusOnMount,
  children,
}: {
  parts: CommonParts;
  step: string;
  title: string;
  body?: string | undefined;
  focusOnMount: boolean | undefined;
  children?: ReactNode;
}): ReactNode {
  return (
    <StepSection step={step}>
      <parts.Heading focusKey={step} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </parts.Heading>
      {body !== undefined ? <p>{body}</p> : null}
      {children}
    </StepSection>
  );
}
