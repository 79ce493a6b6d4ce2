// Where the journey is (useIdentityFlow) and what a host hears about it (useIdentityEvents).
export { routeOf, type IdentityRoute, type IdentityRouteView } from './route';
export { journeyEventsBetween, type IdentityJourneyEvent } from './journey-events';
export { useIdentityFlow, type IdentityFlowActions, type UseIdentityFlow } from './useIdentityFlow';
export { useIdentityEvents } from './useIdentityEvents';
