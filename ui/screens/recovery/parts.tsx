import type { ComponentType, ReactNode } from 'react';
import {
  OneTimeCodeInput,
  Radio,
  Select,
  type OneTimeCodeInputProps,
  type RadioProps,
  type SelectProps,
} from '../../primitives';
import { PasswordField, type PasswordFieldProps } from '../../fields';
import type { ButtonProps } from '../../primitives';
import type { CommonParts } from '../parts';
import { RECOVERY_USERNAME_PARTS, type RecoveryUsernameParts } from './username-parts';

/** Parts of the recovery step screens (each screen's `components` prop). */
export interface RecoveryParts extends RecoveryUsernameParts {
  readonly Radio: ComponentType<RadioProps>;
  readonly Select: ComponentType<SelectProps>;
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
  readonly PasswordField: ComponentType<PasswordFieldProps>;
}

/** Every step's parts; the username step uses RECOVERY_USERNAME_PARTS, so it does not bundle the rest. */
export const RECOVERY_PARTS: RecoveryParts = {
  ...RECOVERY_USERNAME_PARTS,
  Radio,
  Select,
  OneTimeCodeInput,
  PasswordField,
};

/**
 * The step's actions. Seed 000 §2.4 (visual refresh): the back button sits inside the form, as prominent as the
 * submit: both full width, the submit first and back under it (one column, like every other step's primary and
 * secondary actions; VISUAL.md). Without the refresh back is a link-style button below the form (BackBelow).
 */
export function ActionsRow({
  parts,
  inForm,
  submit,
  back,
}: {
  parts: CommonParts;
  inForm: boolean;
  submit: ReactNode;
  back?: { label: string; onClick: () => void } | undefined;
}): ReactNode {
  const backProps: ButtonProps = {
    type: 'button',
    variant: inForm ? 'secondary' : 'tertiary',
    fullWidth: inForm,
    onClick: back?.onClick,
  };
  return (
    <div className="grid gap-3">
      {submit}
      {back !== undefined ? <parts.Button {...backProps}>{back.label}</parts.Button> : null}
    </div>
  );
}
