import { loadErrorOf } from '../standalone/phased-flow';
import type { RecoveryState } from './state';

/** The recovery screens' view: codes and flags only (the AR_SESSION token is never selected). */
export interface RecoveryView {
  readonly step: RecoveryState['step'];
  readonly mode: RecoveryState['config']['mode'];
  readonly variant: RecoveryState['config']['variant'];
  readonly isSubmitting: boolean;
  readonly pending: RecoveryState['pending'];
  readonly errorCode: string | null;
  readonly fieldErrors: RecoveryState['fieldErrors'];
  /** The service asked for a captcha on the first step (seed 000 §4.3 captcha rules). */
  readonly captchaRequired: boolean;
  readonly captchaMode: RecoveryState['captcha']['mode'];
  readonly isCaptchaExecuting: boolean;
  readonly challenges: readonly string[];
  /** The identity challenge asks for the surname / the security question. */
  readonly asksLastName: boolean;
  readonly asksSecurityQuestion: boolean;
  readonly options: RecoveryState['options'];
  readonly selectedOption: RecoveryState['selectedOption'];
  readonly maskedEmail: string | null;
  readonly maskedPhone: string | null;
  readonly codeSent: boolean;
  readonly accounts: RecoveryState['accounts'];
  readonly selectedUserId: string | null;
  readonly showConfirmPasswordField: boolean;
  /** The CSR variant asks the security answer again with the new password. */
  readonly asksSecurityAnswerWithPassword: boolean;
}

export function selectRecoveryView(state: RecoveryState): RecoveryView {
  const loadError = loadErrorOf(state);
  return {
    step: state.step,
    mode: state.config.mode,
    variant: state.config.variant,
    // A failed chunk load ends the wait for the user (the submit's answer waits for a retry): not busy, and
    // its NETWORK_ERROR is the code shown (standalone/phased-flow.ts).
    isSubmitting: state.pending !== null && loadError === null,
    pending: state.pending,
    errorCode: loadError?.code ?? state.errorCode,
    fieldErrors: state.fieldErrors,
    captchaRequired: state.captcha.required,
    captchaMode: state.captcha.mode,
    isCaptchaExecuting: state.captcha.executing,
    challenges: state.challenges,
    asksLastName: state.challenges.includes('LAST_NAME'),
    asksSecurityQuestion: state.challenges.includes('SECURITY_QUESTION'),
    options: state.options,
    selectedOption: state.selectedOption,
    maskedEmail: state.maskedEmail,
    maskedPhone: state.maskedPhone,
    codeSent: state.confirmationId !== null,
    accounts: state.accounts,
    selectedUserId: state.selectedUserId,
    showConfirmPasswordField: !state.config.hidePasswordResetConfirmField,
    asksSecurityAnswerWithPassword: state.config.variant === 'csr',
  };
}
