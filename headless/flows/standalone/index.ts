export {
  FLOW_SLOT,
  createFlowStore,
  requestEffect,
  abortEffect,
  requestEvent,
  outcomeOf,
  type FlowEffects,
  type FlowRequestState,
  type FlowStoreOptions,
} from './flow-store';
export type { FlowListeners } from './useFlowStore';
