import type { ReactNode } from 'react';
import { Button, Tooltip } from '../primitives';

export interface PasswordTipsProps {
  /** Visible text of the trigger button. */
  readonly label: string;
  /** What the tooltip says (also visible elsewhere on the field). */
  readonly content: ReactNode;
}

/** A button with a tooltip repeating the password advice (its own chunk: it pulls in Radix Tooltip). */
export function PasswordTips({ label, content }: PasswordTipsProps): ReactNode {
  return (
    <Tooltip content={content}>
      <Button variant="tertiary" className="justify-self-start text-sm">
        {label}
      </Button>
    </Tooltip>
  );
}
