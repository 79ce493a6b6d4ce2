export { AccountRecovery, type AccountRecoveryProps } from './AccountRecovery';
export { useRecoveryScreen, type RecoveryScreenContextValue } from './context';
export { RECOVERY_PARTS, type RecoveryParts } from './parts';
export {
  RecoveryChallengesScreen,
  RecoveryChooseAccountScreen,
  RecoveryCodeScreen,
  RecoveryDoneScreen,
  RecoveryLinkExpiredScreen,
  RecoveryNewPasswordScreen,
  RecoveryOptionsScreen,
  RecoveryUserIdsScreen,
} from './steps';
export { RecoveryUsernameScreen } from './UsernameStep';
export type { RecoveryStepProps } from './step-helpers';
