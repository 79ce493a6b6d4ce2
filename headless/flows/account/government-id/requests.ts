/**
 * Government-id status (seed 000 §2.1 v3 "government id"; the v4 "MFA government-id section"): read-only.
 * The spec shows the widget and the government-id challenge (photos of an id, seed 001 §2 "government ID
 * photos") but not their behaviour or any call that reads a status. Chosen: the service reports the status as
 * the read-only security preference GOVERNMENT_ID_STATUS (like TOTP_STATUS), one of NOT_STARTED, PENDING,
 * VERIFIED, FAILED; anything else or nothing is NOT_STARTED. Starting a verification is the government-id
 * challenge of the sign-in flow, not this section (no call for it is shown).
 */
import type { IdentityClient } from '../../../client';
import type { UserResponse } from '../../../client/wire/users';
import type { SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';

/** The read-only security preference with the status (chosen). */
export const GOVERNMENT_ID_STATUS_KEY = 'GOVERNMENT_ID_STATUS';

/** The statuses the section knows. */
export const GOVERNMENT_ID_STATUSES = ['NOT_STARTED', 'PENDING', 'VERIFIED', 'FAILED'] as const;
/** One government-id status. */
export type GovernmentIdStatus = (typeof GOVERNMENT_ID_STATUSES)[number];

/** What the section shows. */
export interface GovernmentIdData {
  readonly status: GovernmentIdStatus;
}

/** The client methods the section calls. */
export const GOVERNMENT_ID_CLIENT_METHODS = ['getUser'] as const;
/** The client calls the government-id section makes. */
export type GovernmentIdClient = Pick<IdentityClient, (typeof GOVERNMENT_ID_CLIENT_METHODS)[number]>;

/** The status of a user (pure). */
export function governmentIdOf(user: Pick<UserResponse, 'securityPref'>): GovernmentIdData {
  const value = user.securityPref?.find((pref) => pref.key === GOVERNMENT_ID_STATUS_KEY)?.value;
  const known = GOVERNMENT_ID_STATUSES.find((status) => status === value);
  return { status: known ?? 'NOT_STARTED' };
}

/** The section only loads: nothing to edit. */
export const GOVERNMENT_ID_RULES: SectionRules<GovernmentIdData, never> = {
  slot: 'accountGovernmentId',
  name: 'account.governmentId',
  loads: true,
  validate: () => ({}),
  verifyAfterSave: () => null,
};

/** operation -> client call -> result event: LOAD_RESULT only. */
export const GOVERNMENT_ID_REQUESTS: SectionRequestTable<GovernmentIdClient, GovernmentIdData, never> = {
  load: {
    calls: ['getUser'],
    run: async (client, _arg, { signal }) => toOutcome(await client.getUser({}, { signal }), governmentIdOf),
  },
};
