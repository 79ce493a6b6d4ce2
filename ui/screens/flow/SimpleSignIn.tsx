import type { ReactNode } from 'react';
import { IdentityProvider, type IdentityProviderProps } from '../../../headless';
import { IdentityFlow, type IdentityFlowProps } from './IdentityFlow';

/** Props of {@link SimpleSignIn}: the provider's (without `namespace`) and the journey's screen props. */
export interface SimpleSignInProps
  extends
    Omit<IdentityProviderProps, 'namespace' | 'children'>,
    Pick<IdentityFlowProps, 'components' | 'host' | 'shell' | 'signedInAs'> {}

/**
 * Simple sign-in (seed 000 §2.1: a v4 and v2 widget; seed 001 §2: its own configuration namespace
 * `simple-sign-in`). The spec shows no screen of its own, so it is the sign-in journey of {@link IdentityFlow}
 * in a provider of its own that resolves the offering's `simple-sign-in` namespace: an offering makes it
 * simpler by configuration (e.g. `identifierFirst: false` for one form, `signUpLink: null` for no sign-up
 * link), and its store is separate from a full sign-in's on the same page. No partner buttons (the full
 * sign-in's `partners`). Needs `offeringId` (or `offering`) like the widget it mirrors.
 */
export function SimpleSignIn({
  components,
  host,
  shell,
  signedInAs,
  ...provider
}: SimpleSignInProps): ReactNode {
  return (
    <IdentityProvider {...provider} namespace="simple-sign-in">
      <IdentityFlow components={components} host={host} shell={shell} signedInAs={signedInAs} />
    </IdentityProvider>
  );
}
