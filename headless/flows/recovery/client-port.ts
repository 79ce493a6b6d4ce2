import type { IdentityClient } from '../../client';

/** The client methods the recovery flow calls (effects.ts and its helpers take this narrow port). */
export const RECOVERY_CLIENT_METHODS = [
  'accountRecoveryBegin',
  'accountRecoveryGetChallenges',
  'accountRecoveryCreateConfirmation',
  'accountRecoveryVerifyConfirmation',
  'accountRecoveryGetUsers',
  'resetPassword',
  'resetPasswordEnd',
  'csrResetPassword',
] as const;
export type RecoveryClient = Pick<IdentityClient, (typeof RECOVERY_CLIENT_METHODS)[number]>;
