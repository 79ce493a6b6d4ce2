/**
 * Access history (seed 000 §2.1 v3 "access history"; seed 001 §2 widget `accessHistory`, namespace
 * `access-history`): the sign-in history the service returns (seed 001 §7 GET users/me/access_events with
 * limit and offset). Read only: the table has a load row and nothing else. The last-login text of seed 001
 * §9 is worded at render time from the newest event (rules' describeLastLogin), since a transition reads no
 * clock.
 */
import type { IdentityClient } from '../../../client';
import type { SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';

/** One access event as the service reports it. */
export interface AccessEvent {
  /** ISO 8601 time of the event. */
  readonly time: string;
  /** What happened, e.g. SIGN_IN. */
  readonly type: string;
  readonly device: string | null;
  readonly location: string | null;
  readonly ipAddress: string | null;
}

/** What the access-history section shows: the newest events first and how many the service holds. */
export interface AccessHistoryData {
  readonly events: readonly AccessEvent[];
  readonly total: number;
}

/** The client methods the access history calls. */
export const ACCESS_HISTORY_CLIENT_METHODS = ['getAccessEvents'] as const;
/** The client calls the access history makes. */
export type AccessHistoryClient = Pick<IdentityClient, (typeof ACCESS_HISTORY_CLIENT_METHODS)[number]>;

/** The section's pure rules: read only (nothing to validate or verify). */
export const ACCESS_HISTORY_RULES: SectionRules<AccessHistoryData, never> = {
  slot: 'accountAccessHistory',
  name: 'account.accessHistory',
  loads: true,
  validate: () => ({}),
  verifyAfterSave: () => null,
};

/** The access history's request table: the newest `limit` events (operation load -> LOAD_RESULT). */
export function accessHistoryRequests(
  limit = 10,
): SectionRequestTable<AccessHistoryClient, AccessHistoryData, never> {
  return {
    load: {
      calls: ['getAccessEvents'],
      run: async (client, _arg, { signal }) =>
        toOutcome(await client.getAccessEvents({ limit, offset: 0 }, { signal }), (data) => {
          const events = data.accessEvents
            .map((event) => ({
              time: event.time,
              type: event.type,
              device: event.device ?? null,
              location: event.location ?? null,
              ipAddress: event.ipAddress ?? null,
            }))
            // Newest first whatever order the service used (ISO 8601 times sort as text).
            .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
          return { events, total: data.total ?? events.length };
        }),
    },
  };
}
