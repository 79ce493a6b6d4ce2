export {
  proofingTransition,
  initialProofingState,
  checkProofingInput,
  proofingFields,
  PROOFING_FIELDS,
  MATCH_FAILURE_KEYS,
  MATCH_RETRY_HELPER_KEYS,
  type ProofingState,
  type ProofingStep,
  type ProofingOp,
  type ProofingField,
  type ProofingInput,
  type ProofingConfig,
  type ProofingQuestion,
  type MatchFailureVariant,
  type ProofingCall,
  type ProofingEvent,
} from './machine';
export { PROOFING_REQUESTS, PROOFING_CLIENT_METHODS, type ProofingClient } from './effects';
export { selectProofingView, type ProofingView } from './selectors';
export {
  useIdentityProofing,
  type UseIdentityProofing,
  type UseIdentityProofingOptions,
  type IdentityProofingActions,
} from './useIdentityProofing';
