export { recoveryTransition } from './machine';
export {
  createRecoveryStore,
  preloadRecoveryFlow,
  type RecoveryStoreEvent,
  type RecoveryStoreOptions,
  type RecoveryChunk,
} from './store';
export {
  initialRecoveryState,
  resolveRecoveryConfig,
  isRecoveryLinkExpired,
  isRecoveryOption,
  RECOVERY_LINK_VALID_MS,
  DEFAULT_RECOVERY_CONFIG,
  type RecoveryState,
  type RecoveryStep,
  type RecoveryMode,
  type ResetVariant,
  type RecoveryOp,
  type RecoveryOption,
  type RecoveryConfig,
  type RecoveryAnswers,
  type RecoveryAccount,
  type RecoveryField,
  type RecoveryCall,
  type RecoveryEvent,
} from './state';
export { performRecovery, RECOVERY_REQUESTS, RECOVERY_CLIENT_METHODS, type RecoveryClient } from './effects';
export { selectRecoveryView, type RecoveryView } from './selectors';
export {
  useRecovery,
  RECOVERY_FIELD_NAMES,
  type UseRecovery,
  type UseRecoveryOptions,
  type RecoveryActions,
} from './useRecovery';
