export {
  vuuTransition,
  initialVuuState,
  checkVuuInput,
  VUU_FLOW,
  type VuuState,
  type VuuStep,
  type VuuOp,
  type VuuField,
  type VuuInput,
  type VuuCall,
  type VuuEvent,
} from './machine';
export { VUU_REQUESTS, VUU_CLIENT_METHODS, type VuuClient } from './effects';
export {
  useVerifiedUserUpdate,
  type UseVerifiedUserUpdate,
  type UseVerifiedUserUpdateOptions,
  type VerifiedUserUpdateView,
  type VerifiedUserUpdateActions,
} from './useVerifiedUserUpdate';
