import { useMemo } from 'react';
import { useIdentityDispatch, useIdentityStore } from '../../provider/useIdentityStore';
import { routeOf, sameRoute, type IdentityRouteView } from './route';

/** Actions of {@link useIdentityFlow}: the journey-wide moves (each screen's own are on its flow's hook). */
export interface IdentityFlowActions {
  /**
   * "Try signing in again": back to the first sign-in step, clearing the attempt but keeping the config and
   * the prefilled identifier. Sends nothing.
   */
  restart(): void;
  /** Back from the password step to the identifier step (identifier-first sign-in). */
  toIdentifier(): void;
  /** Signs out: the service ends the session, then the local state is cleared (route `signed-out`). */
  signOut(): void;
}

/** What {@link useIdentityFlow} returns. */
export interface UseIdentityFlow {
  /** Where the journey is: `route`, with `challenge` on `mfa-code` and `postAuthStep` on `post-auth`. */
  readonly state: IdentityRouteView;
  readonly actions: IdentityFlowActions;
}

/**
 * Where the sign-in journey is, for a host that renders its own screens: switch on `state.route`
 * (`identifier`, `password`, `mfa-choose`, `mfa-code`, `post-auth`, `signed-in`, ...) and render the
 * matching flow hook's screen (`useSignIn`, `useMfa`, `usePostAuth`). Re-renders only when the route changes.
 * Must be used inside `<IdentityProvider>`.
 */
export function useIdentityFlow(): UseIdentityFlow {
  const state = useIdentityStore(routeOf, sameRoute);
  const dispatch = useIdentityDispatch();
  const actions = useMemo<IdentityFlowActions>(
    () => ({
      restart: () => dispatch({ type: 'RESTART_REQUESTED' }),
      toIdentifier: () => dispatch({ type: 'BACK_TO_IDENTIFIER' }),
      signOut: () => dispatch({ type: 'SIGN_OUT_REQUESTED' }),
    }),
    [dispatch],
  );
  return { state, actions };
}
