/**
 * The typed events a host subscribes to (`useIdentityEvents`): signed in, signed out and step changed, told
 * apart from analytics (which carry view names for a tracker, `IdentityProvider`'s `onEvent`). They carry
 * no identifier, code or token, so a host may log them as they are. Pure.
 */
import { routeOf, sameRoute, type IdentityRouteView } from './route';
import type { IdentityState } from '../state';

/** An event of the journey, for the host page. */
export type IdentityJourneyEvent =
  /** The journey moved to another route (every change, the ones below included). */
  | { readonly type: 'STEP_CHANGED'; readonly from: IdentityRouteView; readonly to: IdentityRouteView }
  /**
   * The journey ended signed in. `redirectUrl` is the OAuth hand-off's validated redirect when there was one
   * (the provider's `onHostCommand` also receives it as a command), else null.
   */
  | { readonly type: 'SIGNED_IN'; readonly redirectUrl: string | null }
  /** The user signed out (the service ended the session, local state cleared). */
  | { readonly type: 'SIGNED_OUT' };

/** The events between two states of one store, in the order a host should see them; none when nothing moved. */
export function journeyEventsBetween(
  previous: IdentityState,
  next: IdentityState,
): readonly IdentityJourneyEvent[] {
  const from = routeOf(previous);
  const to = routeOf(next);
  if (sameRoute(from, to)) {
    return [];
  }
  const events: IdentityJourneyEvent[] = [{ type: 'STEP_CHANGED', from, to }];
  if (to.route === 'signed-in') {
    events.push({ type: 'SIGNED_IN', redirectUrl: next.postAuth.redirectUrl });
  } else if (to.route === 'signed-out') {
    events.push({ type: 'SIGNED_OUT' });
  }
  return events;
}
