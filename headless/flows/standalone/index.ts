export {
  createFlowStore,
  requestEffect,
  abortEffect,
  startFlowRequest,
  endFlowRequest,
  settleFlowRequest,
  requestEvent,
  outcomeOf,
  type FlowEffects,
  type FlowTransition,
  type FlowStore,
  type FlowRequestState,
  type FlowRequestDraft,
  type FlowStoreOptions,
} from './flow-store';
export type { FlowListeners } from './useFlowStore';
