import type { ComponentType } from 'react';
import {
  Countdown,
  Fieldset,
  OneTimeCodeInput,
  Radio,
  SafeLink,
  type CountdownProps,
  type FieldsetProps,
  type OneTimeCodeInputProps,
  type RadioProps,
  type SafeLinkProps,
} from '../../primitives';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { QrCode, type QrCodeProps } from './QrCode';

/**
 * Parts of the MFA screens: the common parts plus the one-time code input, radio groups, the resend
 * countdown, links and the locally drawn QR code. An override takes the same props as the default.
 */
export interface MfaParts extends CommonParts {
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
  readonly Fieldset: ComponentType<FieldsetProps>;
  readonly Radio: ComponentType<RadioProps>;
  readonly Countdown: ComponentType<CountdownProps>;
  readonly Link: ComponentType<SafeLinkProps>;
  readonly QrCode: ComponentType<QrCodeProps>;
}

export const MFA_PARTS: MfaParts = {
  ...COMMON_PARTS,
  OneTimeCodeInput,
  Fieldset,
  Radio,
  Countdown,
  Link: SafeLink,
  QrCode,
};

/** Props every MFA screen takes: the router's focus choice and part overrides. */
export interface MfaScreenProps {
  /** @default true */
  readonly focusOnMount?: boolean | undefined;
  readonly components?: Partial<MfaParts> | undefined;
}
