import type { IdentityState } from '../state';

/**
 * The account filter sign-in applies to account choices: a client invitation flow with a PENDING invitation
 * for a known user (that needs no MFA first) filters them to the invited user (seed 000 §4.4); else the
 * host's `config.accountFilter`. Read from the invitation slice, so the invitation never writes the config.
 */
export function accountFilterOf(
  state: Pick<IdentityState, 'config' | 'invitation'>,
): readonly string[] | null {
  const { config, invitation } = state;
  if (
    config.clientInvitationFlow &&
    invitation.status === 'pending' &&
    !invitation.requiresMfa &&
    invitation.invitedUserId !== null
  ) {
    return [invitation.invitedUserId];
  }
  return config.accountFilter;
}
