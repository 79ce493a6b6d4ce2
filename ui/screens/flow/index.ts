export { IdentityFlow } from './IdentityFlow';
export type { IdentityFlowPartners, IdentityFlowProps } from './IdentityFlow';
