import { useEffect, useMemo } from 'react';
import { shallowEqual } from '../../binding/shallow-equal';
import { useIdentityDispatch, useIdentityStore } from '../../provider/useIdentityStore';
import { selectPartnerView, type PartnerView } from './selectors';

/** Actions of {@link usePartnerAuth}. */
export interface PartnerActions {
  /** "Sign in with google": begin, then the host follows uris[0] (an `onHostCommand` redirect). */
  signInWith(partnerUid: 'google'): void;
  /** Continue on the brand hand-off: link the partner identity, which finishes the post-auth step. */
  continueLinking(): void;
  /** Skip linking: the post-auth sequence moves on without a link. */
  skipLinking(): void;
}

/** What {@link usePartnerAuth} returns: `state` (codes and flags) and `actions`. */
export interface UsePartnerAuth {
  readonly state: PartnerView;
  readonly actions: PartnerActions;
}

/**
 * Partner auth (seed 000 §4.5, google only). While mounted, it fetches the partner user names once after
 * `partnerDataDelayMs` when the address carried partner_uid and response_token (the first prefills the
 * user id); mount it on the sign-in screen.
 */
export function usePartnerAuth(): UsePartnerAuth {
  const state = useIdentityStore(selectPartnerView, shallowEqual);
  const dispatch = useIdentityDispatch();
  const { dataWanted, dataDelayMs } = state;
  useEffect(() => {
    if (!dataWanted) {
      return undefined;
    }
    const timer = setTimeout(() => dispatch({ type: 'PARTNER_DATA_REQUESTED' }), Math.max(0, dataDelayMs));
    return () => clearTimeout(timer);
  }, [dataWanted, dataDelayMs, dispatch]);
  const actions = useMemo<PartnerActions>(
    () => ({
      signInWith: (partnerUid) => dispatch({ type: 'PARTNER_AUTH_REQUESTED', partnerUid }),
      continueLinking: () => dispatch({ type: 'PARTNER_LINK_REQUESTED' }),
      skipLinking: () => dispatch({ type: 'POST_AUTH_STEP_DONE', step: 'partnerAuthentication' }),
    }),
    [dispatch],
  );
  return { state, actions };
}
