/**
 * Where the sign-in journey is, as one route name a host can switch on (like Amplify's `route`), derived from
 * the state: the route is never stored, so it cannot disagree with the step the flows are on. Pure.
 */
import type { PostAuthStep } from '../../core';
import type { FlowStep, IdentityState } from '../state';

/**
 * The journey's routes. `mfa-choose` is the challenge picker, `mfa-code` one challenge (a code, a passkey,
 * a security question: `challenge` says which), `post-auth` one step of seed 000 §3.7 (`postAuthStep` says
 * which), `signed-in` the end of the journey.
 */
export type IdentityRoute =
  | 'verify-signed-in'
  | 'identifier'
  | 'password'
  | 'account-choice'
  | 'mfa-choose'
  | 'mfa-code'
  | 'post-auth'
  | 'locked'
  | 'high-risk-block'
  | 'account-disabled'
  | 'signed-in'
  | 'signed-out';

/** The route and the detail that goes with it (step and status are separate fields, ARCHITECTURE.md). */
export interface IdentityRouteView {
  readonly route: IdentityRoute;
  /** The MFA challenge type being answered on `mfa-code` (e.g. `SMS_OTP`), else null. */
  readonly challenge: string | null;
  /** The post-auth step on `post-auth` (e.g. `consent`), else null. */
  readonly postAuthStep: PostAuthStep | null;
}

const ROUTE_OF_STEP = {
  verifySignedIn: 'verify-signed-in',
  identifier: 'identifier',
  password: 'password',
  accountChoice: 'account-choice',
  challengePicker: 'mfa-choose',
  challenge: 'mfa-code',
  postAuth: 'post-auth',
  locked: 'locked',
  highRiskBlock: 'high-risk-block',
  accountDisabled: 'account-disabled',
  signedIn: 'signed-in',
  signedOut: 'signed-out',
} as const satisfies Record<FlowStep, IdentityRoute>;

/** The route of a state. */
export function routeOf(state: IdentityState): IdentityRouteView {
  const route = ROUTE_OF_STEP[state.step];
  const process = state.session.postAuthProcess;
  return {
    route,
    challenge: route === 'mfa-code' ? state.mfa.selected : null,
    postAuthStep:
      route === 'post-auth' && process !== 'notStarted' && process !== 'complete' ? process : null,
  };
}

/** True when two route views name the same place (the selector's equality: no re-render otherwise). */
export function sameRoute(a: IdentityRouteView, b: IdentityRouteView): boolean {
  return a.route === b.route && a.challenge === b.challenge && a.postAuthStep === b.postAuthStep;
}
