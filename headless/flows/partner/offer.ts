import type { IdentityState } from '../state';

// Kept apart from machine.ts: the partner hook's selectors need these on the first load, while the partner
// machine itself loads lazily (flows/late-flows.ts).

/**
 * Whether the partner buttons are offered (seed 000 §4.5): "Skipped for account recovery, when a response
 * token is present, or when no partner is configured." Only google is a partner (seed 000 §1).
 */
export function partnerAuthOffered(state: Pick<IdentityState, 'config' | 'session'>): boolean {
  return (
    state.config.partnerUid === 'google' &&
    !state.config.accountRecovery &&
    state.session.partnerAuthResponseToken === null
  );
}

/** "When partner_uid and response_token are both present, user names are fetched." */
export function partnerDataWanted(state: Pick<IdentityState, 'config' | 'session' | 'requests'>): boolean {
  return (
    state.config.returnedPartnerUid !== null &&
    state.config.returnedPartnerUid !== '' &&
    state.session.partnerAuthResponseToken !== null &&
    state.session.partnerAuthUserInfo === null &&
    state.requests.partnerAuthGetData.status === 'idle'
  );
}
