export { IdentityFlow } from './IdentityFlow';
export type { IdentityFlowPartners, IdentityFlowProps } from './IdentityFlow';
export { SimpleSignIn } from './SimpleSignIn';
export type { SimpleSignInProps } from './SimpleSignIn';
