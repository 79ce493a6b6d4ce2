import type { ReactNode } from 'react';
import type { ScreenProps } from '../components';
import type { CommonParts } from '../parts';
import { useCoreText as useText, type CoreTextKey } from '../text';
import { StepSection } from './shared';

// The frame the message screens share. A module of its own so the SSO confirmation, which can be the first
// step, loads without the terminal screens (MessageScreens.tsx, a chunk loaded on demand; issue 5 start-up).

export interface MessageScreenProps extends ScreenProps {
  readonly components?: Partial<CommonParts> | undefined;
}

/** Heading plus body text: the frame of the terminal and placeholder screens. */
export function MessageFrame({
  parts,
  step,
  titleKey,
  bodyKey,
  body,
  focusOnMount,
  children,
}: {
  parts: CommonParts;
  step: string;
  titleKey: CoreTextKey;
  bodyKey?: CoreTextKey | undefined;
  /** Body text already resolved (instead of `bodyKey`). */
  body?: string | undefined;
  focusOnMount: boolean | undefined;
  children?: ReactNode;
}): ReactNode {
  const t = useText();
  const title = t(titleKey);
  return (
    <StepSection step={step}>
      <parts.Heading focusKey={step} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </parts.Heading>
      {bodyKey !== undefined ? <p>{t(bodyKey)}</p> : body !== undefined ? <p>{body}</p> : null}
      {children}
    </StepSection>
  );
}
