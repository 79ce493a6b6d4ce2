import type { IdentityState } from '../state';

/** The post-auth step in progress ('notStarted' before, 'complete' after). */
export function selectPostAuthStep(state: IdentityState): IdentityState['session']['postAuthProcess'] {
  return state.session.postAuthProcess;
}
