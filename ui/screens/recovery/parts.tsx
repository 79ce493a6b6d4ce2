import type { ComponentType, ReactNode } from 'react';
import { OneTimeCodeInput, Radio, Select, type OneTimeCodeInputProps, type RadioProps, type SelectProps } from '../../primitives';
import { PasswordField, type PasswordFieldProps } from '../../fields';
import type { ButtonProps } from '../../primitives';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { CaptchaSlot, type CaptchaSlotProps } from '../sign-in/CaptchaSlot';

/** Parts of the recovery step screens (each screen's `components` prop). */
export interface RecoveryParts extends CommonParts {
  readonly Radio: ComponentType<RadioProps>;
  readonly Select: ComponentType<SelectProps>;
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
  readonly PasswordField: ComponentType<PasswordFieldProps>;
  /** The captcha slot the host fills (shown on the first step once the service asks for a captcha). */
  readonly Captcha: ComponentType<CaptchaSlotProps>;
}

export const RECOVERY_PARTS: RecoveryParts = {
  ...COMMON_PARTS,
  Radio,
  Select,
  OneTimeCodeInput,
  PasswordField,
  Captcha: CaptchaSlot,
};

/**
 * The step's actions row. Seed 000 §2.4 (visual refresh): the back button sits inside the form next to a
 * prominent submit; without the refresh it is a secondary link-style button below.
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
  const backProps: ButtonProps = { type: 'button', variant: inForm ? 'secondary' : 'tertiary', onClick: back?.onClick };
  return (
    <div className={inForm ? 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end' : 'grid gap-3'}>
      {back !== undefined ? <parts.Button {...backProps}>{back.label}</parts.Button> : null}
      {submit}
    </div>
  );
}
