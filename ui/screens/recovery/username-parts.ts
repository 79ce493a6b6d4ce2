import type { ComponentType } from 'react';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { CaptchaSlot, type CaptchaSlotProps } from '../sign-in/CaptchaSlot';

/**
 * The parts of the recovery username step: the common parts and the captcha slot. Kept apart from
 * RECOVERY_PARTS (parts.tsx) so the first step does not bundle the password field, selects and code input
 * of the later steps, which load with them (issue 6 size target).
 */
export interface RecoveryUsernameParts extends CommonParts {
  /** The captcha slot the host fills (shown on the first step once the service asks for a captcha). */
  readonly Captcha: ComponentType<CaptchaSlotProps>;
}

export const RECOVERY_USERNAME_PARTS: RecoveryUsernameParts = { ...COMMON_PARTS, Captcha: CaptchaSlot };
